import { SporaError } from '@spora/sdk';

export type ToolSettingsErrorCode =
  /** A stored password setting cannot be decrypted (other key, or altered value). */
  | 'SECRET_DECRYPTION_FAILED'
  /** A stored settings row does not hold a JSON object. */
  | 'SETTINGS_UNREADABLE';

/**
 * Stored settings cannot be read. Raised rather than read as empty, so a tool never runs with a
 * silently missing credential; `details` names the tool class, the layer and, where known, the key.
 */
export class ToolSettingsError extends SporaError<ToolSettingsErrorCode> {}
