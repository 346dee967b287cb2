import type { AgentUpdate } from '../db/index.js';
import { type AgentFields, type AgentFieldsAudience, readAgentFields } from './agent-fields.js';
import { AgentServiceError } from './agent-service-error.js';

export const toFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Untrusted agent fields, validated with per-field reasons (`VALIDATION_ERROR`). */
export function validFields(
  input: unknown,
  mode: 'create' | 'update',
  audience: AgentFieldsAudience,
): AgentFields {
  const fields = readAgentFields(input, mode, audience);
  if (!fields.ok) throw AgentServiceError.invalid(fields.error);
  return fields.value;
}

/** The validated fields as `agents` columns, booleans stored as 0/1 flags. */
export function toColumns(fields: AgentFields): AgentUpdate {
  const {
    allow_followup,
    pause_at_step_limit,
    reconcile_uncertain_calls,
    is_pinned,
    is_archived,
    is_favorite,
    ...rest
  } = fields;
  return {
    ...rest,
    ...(allow_followup === undefined ? {} : { allow_followup: toFlag(allow_followup) }),
    ...(pause_at_step_limit === undefined ? {} : { pause_at_step_limit: toFlag(pause_at_step_limit) }),
    ...(reconcile_uncertain_calls === undefined
      ? {}
      : { reconcile_uncertain_calls: toFlag(reconcile_uncertain_calls) }),
    ...(is_pinned === undefined ? {} : { is_pinned: toFlag(is_pinned) }),
    ...(is_archived === undefined ? {} : { is_archived: toFlag(is_archived) }),
    ...(is_favorite === undefined ? {} : { is_favorite: toFlag(is_favorite) }),
  };
}
