import { i18n } from '../i18n/i18n';
import type { ScriptedResult } from './rehearsal-types';

/** One scripted result as typed: arguments as JSON text (blank: any arguments). */
export interface ScriptDraft {
  readonly key: number;
  readonly toolClass: string | null;
  readonly operation: string | null;
  readonly argumentsText: string;
  readonly content: string;
  readonly success: boolean;
}

export type ScriptsOutcome =
  | { readonly ok: true; readonly value: ScriptedResult[] }
  | { readonly ok: false; readonly errors: Readonly<Record<number, string>> };

/** The scripted results to send, or why a row cannot be sent (by its key). */
export function scriptedResultsOf(drafts: readonly ScriptDraft[]): ScriptsOutcome {
  const value: ScriptedResult[] = [];
  const errors: Record<number, string> = {};
  for (const draft of drafts) {
    if (draft.toolClass === null || draft.operation === null) {
      errors[draft.key] = i18n.t('rehearsals:scripts.errors.choose');
      continue;
    }
    let args: Record<string, unknown> | undefined;
    if (draft.argumentsText.trim() !== '') {
      try {
        const parsed: unknown = JSON.parse(draft.argumentsText);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          throw new Error('not an object');
        args = parsed as Record<string, unknown>;
      } catch {
        errors[draft.key] = i18n.t('rehearsals:scripts.errors.arguments');
        continue;
      }
    }
    value.push({
      tool_class: draft.toolClass,
      operation: draft.operation,
      ...(args !== undefined && { arguments: args }),
      result: { success: draft.success, content: draft.content },
    });
  }
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}
