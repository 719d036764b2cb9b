// Building blocks of the wire schemas: ids matched against their exact shape, timestamps, and the options every
// request body shares. TypeBox values are plain JSON Schema, so the server (Ajv, fast-json-stringify) and the
// client's checker (check.ts) read the same objects.
import { Type } from 'typebox';
import { EDIT_ID_PATTERN, SHARE_ID_PATTERN } from '../ids.ts';

/** Requests: unknown fields are refused (Ajv runs with removeAdditional off). Responses: never sent. */
export const strict = { additionalProperties: false } as const;

export const ShareId = Type.String({ pattern: SHARE_ID_PATTERN });
export const EditId = Type.String({ pattern: EDIT_ID_PATTERN });
/** An ISO 8601 instant as written by Date#toISOString. */
export const Instant = Type.String();
export const OptionalInstant = Type.Union([Instant, Type.Null()]);

/** One of a fixed list of strings, typed as that union (mapping literals would widen it to string). */
export function oneOf<const Values extends readonly string[]>(values: Values) {
  return Type.Unsafe<Values[number]>(Type.Union(values.map((value) => Type.Literal(value))));
}
