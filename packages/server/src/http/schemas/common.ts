import Type, { type TSchema } from 'typebox';

/** The largest id a column holds (PostgreSQL's `integer`). */
export const maximumId = 2_147_483_647;

/** A database id in a path: a positive integer (anything else is a validation error, not a 500). */
export const Id = Type.Integer({ minimum: 1, maximum: maximumId });

export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });

/** UTC ISO-8601, as every timestamp in responses. */
export const Timestamp = Type.String({ format: 'date-time' });

export function Nullable<Schema extends TSchema>(schema: Schema) {
  return Type.Union([schema, Type.Null()]);
}
