import { createContext, useContext } from 'react';
import type { FlagName } from '../../machines/rules/flags';
import type { AppConfigData } from './api';

export type { FlagName };

export type AppConfig = AppConfigData['appConfig'];

export interface ConfigValue extends AppConfig {
  flag(name: FlagName): boolean;
  /** reads the flags again (the demo panel changes them live); what is shown stays if the read fails */
  reload(): Promise<void>;
}

export const ConfigContext = createContext<ConfigValue | null>(null);

/** Flags and contact data, read at start (App); with demo data again when the tab regains focus or the panel asks. */
export function useConfig(): ConfigValue {
  const value = useContext(ConfigContext);
  if (!value) throw new Error('useConfig outside ConfigContext');
  return value;
}

export function toConfigValue(config: AppConfig, reload: () => Promise<void> = async () => {}): ConfigValue {
  const enabled = new Set(config.flags.filter((f) => f.enabled).map((f) => f.name));
  return { ...config, flag: (name: FlagName) => enabled.has(name), reload };
}
