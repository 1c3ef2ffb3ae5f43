import { createContext, useContext } from 'react';
import type { AppConfigData } from './api';

export type AppConfig = AppConfigData['appConfig'];

export interface ConfigValue extends AppConfig {
  flag(name: string): boolean;
}

export const ConfigContext = createContext<ConfigValue | null>(null);

/** Flags and contact data, read once at start (App). */
export function useConfig(): ConfigValue {
  const value = useContext(ConfigContext);
  if (!value) throw new Error('useConfig outside ConfigContext');
  return value;
}

export function toConfigValue(config: AppConfig): ConfigValue {
  const enabled = new Set(config.flags.filter((f) => f.enabled).map((f) => f.name));
  return { ...config, flag: (name) => enabled.has(name) };
}
