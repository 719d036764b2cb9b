// Response schemas of a route: its successful answers plus the one error shape for every refusal. Declaring
// them makes Fastify serialise with fast-json-stringify, which also means no field outside the schema is sent.
import type { TSchema } from 'typebox';
import { ApiErrorBody } from '../../../shared/wire/errors.ts';

export function answers<Ok extends Record<number, TSchema>>(ok: Ok): Ok & { '4xx': typeof ApiErrorBody; '5xx': typeof ApiErrorBody } {
  return { ...ok, '4xx': ApiErrorBody, '5xx': ApiErrorBody };
}
