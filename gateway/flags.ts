import { isFlagName, specDefaults, type FlagName } from '../machines/rules/flags';

export { isFlagName, specDefaults, type FlagName };
export type Flags = Record<FlagName, boolean>;

/** The flags in force: spec defaults, or all on but Facebook for the demo, then FEATURE_FLAGS. */
export function resolveFlags(options: { demo: boolean; overrides?: string | undefined }): Flags {
  const flags = { ...specDefaults } as Flags;
  if (options.demo) {
    for (const name of Object.keys(flags) as FlagName[]) flags[name] = name !== 'login_facebook';
  }
  if (options.overrides) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(options.overrides);
    } catch {
      throw new Error('FEATURE_FLAGS must be a JSON object of flag names to true or false');
    }
    if (!parsed || typeof parsed !== 'object') throw new Error('FEATURE_FLAGS must be a JSON object');
    for (const [name, value] of Object.entries(parsed)) {
      if (!isFlagName(name)) throw new Error(`FEATURE_FLAGS names an unknown flag: ${name}`);
      if (typeof value !== 'boolean') throw new Error(`FEATURE_FLAGS.${name} must be true or false`);
      flags[name] = value;
    }
  }
  return flags;
}
