import Type, { type Static } from 'typebox';
import type { ApiTokenView } from '../../accounts/index.js';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

/** What a token may do; each scope includes the ones before it. */
export const TokenScopeSchema = Type.Union(
  [Type.Literal('read'), Type.Literal('tasks'), Type.Literal('agents'), Type.Literal('admin')],
  {
    description:
      '`read`: GET only; `tasks`: also start, continue, decide and abort tasks, upload files; `agents`: also create and change agents, their tools, settings, schedules and templates; `admin`: everything the user may do',
  },
);

/** A personal API token as lists show it: its first characters, never the secret or its hash. */
export const ApiTokenResource = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    token_prefix: Type.String(),
    scope: TokenScopeSchema,
    agent_ids: Type.Union([Type.Array(Type.Integer()), Type.Null()], {
      description: 'The only agents (and their tasks) the token may touch; null: all of them',
    }),
    last_used_at: Nullable(Timestamp),
    expires_at: Nullable(Timestamp),
    created_at: Timestamp,
  },
  { additionalProperties: false, ...named('ApiToken') },
);

export type ApiTokenResourceView = Static<typeof ApiTokenResource>;

export function toApiTokenResource(token: ApiTokenView): ApiTokenResourceView {
  return {
    id: token.id,
    name: token.name,
    token_prefix: token.token_prefix,
    scope: token.scope,
    agent_ids: token.agent_ids === null ? null : [...token.agent_ids],
    last_used_at: token.last_used_at,
    expires_at: token.expires_at,
    created_at: token.created_at,
  };
}
