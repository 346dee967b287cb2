import { i18n } from '../../i18n/i18n';
import type {
  DriverSetting,
  LlmConfig,
  LlmConfigPatch,
  LlmDriver,
  NewLlmConfigBody,
} from './llm-config-queries';
import { settingValueProblem } from './setting-value-problems';

/** What the API answers for a stored password; sending it back would mean "keep". */
export const maskedSecret = '***';

/** A setting's value in the form: text for text-like settings, a boolean for toggles. */
export type SettingValue = string | boolean;

/**
 * A configuration as its form edits it. Stored passwords are never in it: `storedSecrets` names
 * the ones the server holds, and `changingSecrets` those the person chose to replace or clear.
 */
export interface LlmConfigDraft {
  readonly name: string;
  readonly driverClass: string | null;
  readonly contextWindow: number | string;
  readonly maxTokensOutput: number | string;
  readonly settings: Readonly<Record<string, SettingValue>>;
  readonly storedSecrets: ReadonlySet<string>;
  readonly changingSecrets: ReadonlySet<string>;
  readonly isGlobal: boolean;
  readonly isDefault: boolean;
}

export const emptyLlmConfigDraft: LlmConfigDraft = {
  name: '',
  driverClass: null,
  contextWindow: '',
  maxTokensOutput: '',
  settings: {},
  storedSecrets: new Set(),
  changingSecrets: new Set(),
  isGlobal: false,
  isDefault: false,
};

/** A toggle's value when nothing is stored: its default, else off. */
export function toggleDefault(setting: DriverSetting): boolean {
  return setting.default === true;
}

function initialValue(setting: DriverSetting, stored: unknown): SettingValue {
  if (setting.type === 'toggle') return typeof stored === 'boolean' ? stored : toggleDefault(setting);
  if (setting.type === 'password') return '';
  return stored === undefined || stored === null ? '' : String(stored);
}

/** The draft of a fresh configuration on this driver. */
export function draftForDriver(draft: LlmConfigDraft, driver: LlmDriver): LlmConfigDraft {
  return {
    ...draft,
    driverClass: driver.driver_class,
    settings: Object.fromEntries(
      driver.settings_schema.map((setting) => [setting.key, initialValue(setting, undefined)]),
    ),
    storedSecrets: new Set(),
    changingSecrets: new Set(),
  };
}

/** The draft of a saved configuration, its passwords locked behind dots. */
export function draftOfConfig(config: LlmConfig, driver: LlmDriver | undefined): LlmConfigDraft {
  const schema = driver?.settings_schema ?? [];
  return {
    name: config.name,
    driverClass: config.driver_class,
    contextWindow: config.context_window ?? '',
    maxTokensOutput: config.max_tokens_output ?? '',
    settings: Object.fromEntries(
      schema.map((setting) => [setting.key, initialValue(setting, config.settings[setting.key])]),
    ),
    storedSecrets: new Set(
      schema
        .filter((setting) => setting.type === 'password' && config.settings[setting.key] === maskedSecret)
        .map((setting) => setting.key),
    ),
    changingSecrets: new Set(),
    isGlobal: config.is_global,
    isDefault: config.is_default,
  };
}

function tokenLimit(value: number | string): number | null {
  return typeof value === 'number' ? value : null;
}

/** Whether a password's box is open: nothing is stored, or the person chose to change it. */
export function secretIsOpen(draft: LlmConfigDraft, key: string): boolean {
  return !draft.storedSecrets.has(key) || draft.changingSecrets.has(key);
}

/** `POST /llm-configs`: every setting given a value; toggles only where they differ from the default. */
/** The name it is saved under: the one given, else the model's own name. */
export function nameOf(draft: LlmConfigDraft): string {
  const model = draft.settings.model;
  return draft.name.trim() || (typeof model === 'string' ? model.trim() : '');
}

export function createBodyOf(draft: LlmConfigDraft, driver: LlmDriver): NewLlmConfigBody {
  const settings: Record<string, SettingValue> = {};
  for (const setting of driver.settings_schema) {
    const value = draft.settings[setting.key];
    if (setting.type === 'toggle') {
      if (typeof value === 'boolean' && value !== toggleDefault(setting)) settings[setting.key] = value;
    } else if (typeof value === 'string' && value.trim() !== '') settings[setting.key] = value.trim();
  }
  return {
    name: nameOf(draft),
    driver_class: driver.driver_class,
    settings,
    context_window: tokenLimit(draft.contextWindow),
    max_tokens_output: tokenLimit(draft.maxTokensOutput),
    ...(draft.isGlobal ? { is_global: true, is_default: draft.isDefault } : {}),
  };
}

/**
 * `PUT /llm-configs/{id}`: only what changed. An untouched stored password is left out (the
 * server keeps it); one opened and left empty is sent as `''`, which deletes it. Empty when
 * nothing changed.
 */
export function patchOf(
  initial: LlmConfigDraft,
  draft: LlmConfigDraft,
  driver: LlmDriver | undefined,
): LlmConfigPatch {
  const settings: Record<string, SettingValue> = {};
  for (const setting of driver?.settings_schema ?? []) {
    const value = draft.settings[setting.key];
    if (value === undefined) continue;
    if (setting.type === 'password') {
      if (!secretIsOpen(draft, setting.key)) continue;
      if (value !== '' || draft.storedSecrets.has(setting.key)) settings[setting.key] = value;
      continue;
    }
    if (value !== initial.settings[setting.key])
      settings[setting.key] = typeof value === 'string' ? value.trim() : value;
  }
  const patch: Record<string, unknown> = {};
  if (nameOf(draft) !== initial.name) patch.name = nameOf(draft);
  if (tokenLimit(draft.contextWindow) !== tokenLimit(initial.contextWindow))
    patch.context_window = tokenLimit(draft.contextWindow);
  if (tokenLimit(draft.maxTokensOutput) !== tokenLimit(initial.maxTokensOutput))
    patch.max_tokens_output = tokenLimit(draft.maxTokensOutput);
  if (Object.keys(settings).length > 0) patch.settings = settings;
  return patch as LlmConfigPatch;
}

/** Problems the form can tell before asking the server. */
export function draftProblems(draft: LlmConfigDraft, driver: LlmDriver | undefined): Record<string, string> {
  const problems: Record<string, string> = {};
  if (nameOf(draft) === '') problems.name = i18n.t('settings:models.problems.name');
  if (draft.driverClass === null) problems.driver_class = i18n.t('settings:models.problems.driver');
  for (const setting of driver?.settings_schema ?? []) {
    const value = draft.settings[setting.key];
    const empty = typeof value === 'string' && value.trim() === '' && setting.default === null;
    const secretKept = setting.type === 'password' && !secretIsOpen(draft, setting.key);
    if (setting.required && empty && !secretKept)
      problems[`settings.${setting.key}`] = i18n.t('settings:models.problems.required', {
        label: setting.label,
      });
    else if (typeof value === 'string' && setting.type !== 'password') {
      const problem = settingValueProblem(setting, value);
      if (problem !== undefined) problems[`settings.${setting.key}`] = problem;
    }
  }
  return problems;
}
