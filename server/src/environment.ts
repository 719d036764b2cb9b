// The environment variables the server reads, as one TypeBox schema: each one's type, bounds and default, and what an
// operator is told when a value does not fit. An empty variable counts as unset, as in a shell's `VAR=`. Rules that
// need more than one variable, a parsed URL or the file system are config.ts's, on the values read here.
import Type, { type Static, type TSchema, type TStringOptions } from 'typebox';
import Value from 'typebox/value';
import { ConfigError } from './config-error.ts';

/** `expected` completes "NAME must be …"; `showValue` adds the value given (never for secrets or URLs with passwords). */
interface Explained {
  expected?: string;
  showValue?: boolean;
}

const text = (options: TStringOptions & Explained = {}) => Type.Optional(Type.String(options));
const withDefault = (value: string) => Type.String({ default: value });
/** A port: Number, not Integer, because converting to an integer would cut "1.5" to 1 instead of refusing it. */
const port = (minimum: number, fallback?: number) =>
  Type.Number({
    multipleOf: 1,
    minimum,
    maximum: 65535,
    ...(fallback === undefined ? {} : { default: fallback }),
    expected: `an integer between ${minimum} and 65535`,
    showValue: true,
  });

export const MIN_SECRET_LENGTH = 32;
export const MIN_METRICS_TOKEN_LENGTH = 24;
export const DEFAULT_READ_CACHE_MB = 64;

export const Environment = Type.Object({
  PORT: port(0, 3000),
  HOST: withDefault('127.0.0.1'),
  DATA_DIR: withDefault('./data'),
  /**
   * Not a WHATWG URL: a replica set's seed list names several host:port pairs (mongodb://a:27017,b:27017/db), which
   * URL parsing refuses. The driver checks the details when it starts.
   */
  MONGODB_URI: text({
    pattern: '^mongodb(\\+srv)?://[^/?#\\s]+',
    expected: 'a connection string like mongodb://host:27017/jotter or mongodb+srv://cluster/jotter',
  }),
  /** PostgreSQL for notes and accounts (config.ts checks the scheme and what it needs beside it). */
  DATABASE_URL: text(),
  REDIS_URL: text(),
  /** HMAC key for password sessions; unset: generated once and kept under DATA_DIR (config.ts). */
  SECRET: text({ minLength: MIN_SECRET_LENGTH, expected: `at least ${MIN_SECRET_LENGTH} characters` }),
  TRUST_PROXY: text(),
  PUBLIC_ORIGIN: text(),
  APP_NAME: text(),
  CLIENT_DIR: withDefault('./dist/client'),
  LOG_LEVEL: withDefault('info'),
  RATE_LIMIT_SCALE: Type.Number({ exclusiveMinimum: 0, default: 1, expected: 'a positive number', showValue: true }),
  READ_CACHE_MB: Type.Number({ minimum: 0, default: DEFAULT_READ_CACHE_MB, expected: 'a number ≥ 0', showValue: true }),
  SMTP_URL: text(),
  MAIL_FROM: text(),
  METRICS_PORT: Type.Optional(port(1)),
  METRICS_TOKEN: text({
    minLength: MIN_METRICS_TOKEN_LENGTH,
    expected: `at least ${MIN_METRICS_TOKEN_LENGTH} characters (e.g. openssl rand -hex 24)`,
  }),
  // The operator's page settings, checked together by site-config.ts.
  ANALYTICS_URL: text(),
  ANALYTICS_WEBSITE_ID: text(),
  ANALYTICS_DOMAINS: text(),
  DONATE_URL: text(),
  CONTACT_EMAIL: text(),
});

export type EnvironmentValues = Static<typeof Environment>;
type Name = keyof EnvironmentValues;

const NAMES = Object.keys(Environment.properties) as Name[];

/** The variables the schema names, empty ones left out, converted and defaulted; the first misfit refused by name. */
export function readEnvironment(env: NodeJS.ProcessEnv): EnvironmentValues {
  const given: Partial<Record<Name, string>> = {};
  for (const name of NAMES) {
    const raw = env[name];
    if (raw !== undefined && raw !== '') given[name] = raw;
  }
  const values = Value.Convert(Environment, Value.Default(Environment, { ...given }));
  if (Value.Check(Environment, values)) return values;
  const [problem] = Value.Errors(Environment, values);
  if (problem === undefined) throw new ConfigError('the environment does not fit its schema');
  const name = problem.instancePath.slice(1) as Name;
  const schema: TSchema & Explained = Environment.properties[name];
  // Numbers that do not convert stay strings ("Infinity", "eighty"): refused here like a number out of range.
  const shown = schema.showValue ? `, got "${given[name] ?? ''}"` : '';
  throw new ConfigError(`${name} must be ${schema.expected ?? 'text'}${shown}`);
}
