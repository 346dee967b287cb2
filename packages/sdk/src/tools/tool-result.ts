import type { JsonObject } from './json-schema.js';

/** Why a tool could not use one of its settings as a credential: none was set, or the service refused it. */
export type ToolCredentialErrorCode = 'CREDENTIAL_MISSING' | 'CREDENTIAL_REJECTED';

/** A credential setting (by its `@ToolSetting` key) that stopped a call. */
export interface ToolCredentialError {
  readonly code: ToolCredentialErrorCode;
  readonly setting: string;
}

/** A file a tool returns: its name and its bytes (a string is stored as UTF-8). */
export interface ToolResultFile {
  readonly name: string;
  readonly content: Uint8Array | string;
}

/**
 * What a tool returns. `content` is what the model sees; `data` is structured output kept for the
 * platform and the UI (never sent to the model). `credentialError` is set by `credentialMissing`
 * and `credentialRejected` only. `files` (see `withFiles`) are saved as the task's files: the
 * conversation shows them for download, and the model is told their names and ids.
 */
export class ToolResult {
  constructor(
    readonly success: boolean,
    readonly content: string,
    readonly data: JsonObject | null = null,
    readonly credentialError: ToolCredentialError | null = null,
    readonly files: readonly ToolResultFile[] = [],
  ) {}

  /** This result with `files` added: `ToolResult.ok('Exported 3 rows.').withFiles({ name: 'rows.csv', content })`. */
  withFiles(...files: readonly ToolResultFile[]): ToolResult {
    return new ToolResult(this.success, this.content, this.data, this.credentialError, [
      ...this.files,
      ...files,
    ]);
  }

  static ok(content: string, data?: JsonObject): ToolResult {
    return new ToolResult(true, content, data ?? null);
  }

  static error(content: string, data?: JsonObject): ToolResult {
    return new ToolResult(false, content, data ?? null);
  }

  /**
   * The credential setting `setting` (a key the tool declares with `@ToolSetting`) has no value.
   * In a task the platform pauses instead of handing this to the model, and runs the call again
   * once someone saves the setting; elsewhere `content` is an ordinary error.
   */
  static credentialMissing(setting: string, content?: string): ToolResult {
    return new ToolResult(false, content ?? `Error: the setting "${setting}" is not set.`, null, {
      code: 'CREDENTIAL_MISSING',
      setting,
    });
  }

  /** Like `credentialMissing`, for a credential the service refused (expired, revoked, wrong). */
  static credentialRejected(setting: string, content?: string): ToolResult {
    return new ToolResult(false, content ?? `Error: the setting "${setting}" was refused.`, null, {
      code: 'CREDENTIAL_REJECTED',
      setting,
    });
  }
}
