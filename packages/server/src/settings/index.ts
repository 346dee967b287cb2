export { describeForModel, exposedSettingsBlock } from './exposed-settings-block.js';
export { maskedSecret, maskSettings } from './masking.js';
export { hasValue, missingRequired } from './missing-required.js';
export { validateSettingValue } from './setting-values.js';
export type { SettingSource, SettingsLayer, SettingsScope } from './settings-scope.js';
export { settingsSubjectOf, type ToolSettingsSubject } from './settings-subject.js';
export type { SettingsValidationFailure } from './settings-write-plan.js';
export { type ResolvedSetting, type ResolvedSettings, ToolSettingsCascade } from './tool-settings-cascade.js';
export { ToolSettingsError, type ToolSettingsErrorCode } from './tool-settings-error.js';
