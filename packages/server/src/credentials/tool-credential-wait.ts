import type { SettingMetadata, ToolResult } from '@spora/sdk';
import type { CredentialProblem } from './awaited-credential.js';

/**
 * A call that stopped because one of its tool's credential settings is missing or was refused
 * (`ToolResult.credentialMissing` / `credentialRejected`). Kept beside the result by identity, as
 * the MCP account pause is, so only what the platform checked can make a run wait.
 */
export interface ToolCredentialWait {
  readonly toolClass: string;
  readonly setting: string;
  readonly reason: CredentialProblem;
  /** When the call began: a save of the tool's settings since then may already have fixed it. */
  readonly startedAt: string;
}

const waits = new WeakMap<ToolResult, ToolCredentialWait>();

const reasons: Readonly<Record<string, CredentialProblem>> = {
  CREDENTIAL_MISSING: 'missing',
  CREDENTIAL_REJECTED: 'rejected',
};

/**
 * What `result` says of its tool's credential, checked against the tool's declared settings: a
 * setting the tool does not declare can be fixed by nobody, so that result stays an ordinary
 * error. Read structurally, as a plugin may bundle its own copy of the SDK.
 */
export function toolCredentialWaitOf(
  result: ToolResult,
  tool: { readonly toolClass: string; readonly settings: readonly SettingMetadata[] },
  startedAt: string,
): ToolCredentialWait | null {
  const reported: unknown = (result as { credentialError?: unknown }).credentialError;
  if (typeof reported !== 'object' || reported === null) return null;
  const { code, setting } = reported as { code?: unknown; setting?: unknown };
  const reason = typeof code === 'string' ? reasons[code] : undefined;
  if (reason === undefined || typeof setting !== 'string') return null;
  if (!tool.settings.some((declared) => declared.key === setting)) return null;
  return { toolClass: tool.toolClass, setting, reason, startedAt };
}

/** Marks `result` (the one the loop records) as waiting for `wait`. */
export function markAwaitingToolCredential(result: ToolResult, wait: ToolCredentialWait | null): ToolResult {
  if (wait !== null) waits.set(result, wait);
  return result;
}

/** The tool credential a result waits for, or null for any other result. */
export function awaitedToolCredential(result: ToolResult): ToolCredentialWait | null {
  return waits.get(result) ?? null;
}
