// A small checker for answers, reading the same JSON Schema objects the server serialises with. The client
// cannot compile schemas at run time (the CSP forbids eval) and TypeBox's full Value module would not fit the
// read-only page's JavaScript budget, so this covers exactly the keywords shared/wire uses; an unknown keyword
// fails loudly in the tests (check.test.ts walks every schema).
//
// Fields the schema does not name are ignored: a page cached by the service worker may be older than the
// server, and a field added later must not break it.
import type { Static, TSchema } from 'typebox';

/** Keywords this checker understands; anything else in a schema is a programming error. */
export const CHECKED_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'anyOf',
  'const',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'items',
]);

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: readonly string[];
  anyOf?: readonly Schema[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  items?: Schema;
}

const patterns = new Map<string, RegExp>();
function matchesPattern(pattern: string, text: string): boolean {
  let regex = patterns.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern, 'u');
    patterns.set(pattern, regex);
  }
  return regex.test(text);
}

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    default:
      throw new Error(`check.ts does not know the JSON Schema type "${type}"`);
  }
}

function matches(schema: Schema, value: unknown): boolean {
  if (schema.anyOf) return schema.anyOf.some((option) => matches(option, value));
  if ('const' in schema && value !== schema.const) return false;
  if (schema.type !== undefined && !typeMatches(schema.type, value)) return false;
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) return false;
    if (schema.maxLength !== undefined && length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !matchesPattern(schema.pattern, value)) return false;
  }
  if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.items && Array.isArray(value) && !value.every((item) => matches(schema.items!, item))) return false;
  if (schema.properties) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (record[name] === undefined) return false;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (record[name] !== undefined && !matches(property, record[name])) return false;
    }
  }
  return true;
}

/** Whether `value` has the shape `schema` describes (extra fields allowed). */
export function conforms<T extends TSchema>(schema: T, value: unknown): value is Static<T> {
  return matches(schema as Schema, value);
}
