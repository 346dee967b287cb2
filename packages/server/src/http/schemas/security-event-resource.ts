import Type from 'typebox';
import { securityEventKinds } from '../../security-log/index.js';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

/** One entry of the security log, as the API and its JSON Lines export show it. */
export const SecurityEventResource = Type.Object(
  {
    id: Type.Integer(),
    occurred_at: Timestamp,
    kind: Type.Union(
      securityEventKinds.map((kind) => Type.Literal(kind)),
      { description: 'What happened, noun first: `sign_in.failed`, `api_token.created`, …' },
    ),
    actor_user_id: Nullable(Type.Integer({ description: 'Who did it; null for someone not signed in' })),
    subject_user_id: Nullable(Type.Integer({ description: 'Whose account it concerns' })),
    actor_email: Nullable(Type.String({ description: "The actor's address now; null once deleted" })),
    subject_email: Nullable(Type.String({ description: "The subject's address now; null once deleted" })),
    address: Nullable(Type.String({ description: 'The client address of the request' })),
    user_agent: Nullable(Type.String()),
    detail: Type.Record(Type.String(), Type.Unknown(), { description: 'What the kind records besides' }),
  },
  { additionalProperties: false, ...named('SecurityEvent') },
);
