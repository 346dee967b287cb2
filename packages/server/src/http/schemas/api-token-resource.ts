import Type, { type Static } from 'typebox';
import type { ApiTokenView } from '../../accounts/index.js';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

/** A personal API token as lists show it: its first characters, never the secret or its hash. */
export const ApiTokenResource = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    token_prefix: Type.String(),
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
    last_used_at: token.last_used_at,
    expires_at: token.expires_at,
    created_at: token.created_at,
  };
}
