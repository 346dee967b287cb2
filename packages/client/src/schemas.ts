import type { components } from './schema.gen.js';

/** A schema the OpenAPI document names: `Schema<'Task'>`, `Schema<'Agent'>`, `Schema<'ErrorResponse'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** One event of `GET /api/v1/events`: `event` names it, `id` resumes after it, `data` is its payload. */
export type LiveEvent = Schema<'LiveEvent'>;
