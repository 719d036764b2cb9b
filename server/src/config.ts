// Server configuration from the environment, validated once at start with messages an operator can act on.
// Without SECRET the embedded default generates one and keeps it under DATA_DIR, so sessions survive restarts.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../../shared/site-config.ts';
import { ConfigError } from './config-error.ts';
import { makePrivateDir, narrowToOwner, PRIVATE_FILE_MODE } from './lib/private-files.ts';
import { parseSiteConfig } from './site-config.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mongodbUri: string | undefined;
  /** PostgreSQL for notes and accounts (DATABASE_URL, postgres:// or postgresql://); unset: SQLite under DATA_DIR. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** HMAC key for password sessions (>= 32 bytes of entropy). */
  secret: string;
  /** Trust X-Forwarded-For only behind known proxies: false, a hop count or a list of addresses (never `true`). */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  /** Absolute origin used in canonical links, og:url and sitemaps, e.g. https://jotter.example. */
  publicOrigin: string | undefined;
  appName: string;
  /** Where the built client lives; pages are rendered from its index.html. */
  clientDir: string;
  logLevel: string;
  /** Multiplies every per-client request budget (benchmarks and load tests raise it; 1 in production). */
  rateLimitScale: number;
  /** Bytes of notes and rendered note pages kept in memory (READ_CACHE_MB; 0 turns the read cache off). */
  readCacheBytes: number;
  /** Account mail (verification, password reset) goes through this SMTP server; unset: to DATA_DIR/unsent-mail.log. */
  smtpUrl: string | undefined;
  /** The From address of account mail. */
  mailFrom: string;
  /** Analytics, donate link and contact address, sent to every page. */
  site: SiteConfig;
  /** Prometheus metrics on a listener of their own (METRICS_PORT); off when undefined. */
  metricsPort: number | undefined;
  /** Bearer token for GET /metrics (METRICS_TOKEN): on the app port, and on METRICS_PORT when both are set. */
  metricsToken: string | undefined;
}

export { ConfigError };

const MIN_SECRET_LENGTH = 32;

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

/** proxy-addr's names for whole address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(part: string): boolean {
  if (PROXY_RANGE_NAMES.has(part)) return true;
  const [address = '', bits, ...rest] = part.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  // A prefix length, or (IPv4) a netmask such as 255.255.255.0.
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(bits) === 4;
}

/**
 * Which X-Forwarded-For entries to believe. `true` is refused: it believes the leftmost entry, which is whatever
 * the client wrote, so every request could name its own address and spend a fresh rate-limit budget, password
 * window and sign-in allowance. A hop count believes the entries the proxies in front appended; addresses
 * believe the entries those proxies appended, and no other.
 */
function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value.toLowerCase() === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would let every client choose its own address with X-Forwarded-For (and with it a fresh rate-limit budget on each request). ' +
        'Set it to the number of proxies in front of the server (TRUST_PROXY=1 behind one reverse proxy) or to their addresses (TRUST_PROXY=10.0.0.5 or 10.0.0.0/8,loopback)',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  // Comma-separated addresses / CIDRs, understood by Fastify's proxy-addr.
  const parts = value.split(',').map((part) => part.trim()).filter(Boolean);
  const wrong = parts.find((part) => !isProxyAddress(part));
  if (wrong !== undefined) {
    throw new ConfigError(`TRUST_PROXY must be a hop count (e.g. 1) or comma-separated proxy addresses or CIDRs (e.g. 10.0.0.5,10.0.0.0/8); "${wrong}" is neither`);
  }
  return parts;
}

function parseUrl(name: string, raw: string | undefined, protocols: string[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got ${url.protocol}`);
  }
  return raw;
}

/**
 * A MongoDB connection string. Not a WHATWG URL: a replica set's seed list names several host:port pairs
 * (mongodb://a:27017,b:27017/db), which URL parsing refuses. The driver checks the details when it starts.
 */
function parseMongoUri(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^mongodb(\+srv)?:\/\/[^/?#\s]+/.test(raw)) {
    throw new ConfigError('MONGODB_URI must be a connection string like mongodb://host:27017/jotter or mongodb+srv://cluster/jotter');
  }
  return raw;
}

/**
 * A PostgreSQL connection string. One database at a time: MongoDB and PostgreSQL together would leave notes in one and
 * nobody able to tell which. Several instances share it, so, as with MongoDB, they need one SECRET.
 */
function parseDatabaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']);
  if (url && env.MONGODB_URI) throw new ConfigError('Set DATABASE_URL or MONGODB_URI, not both (notes live in one database)');
  if (url && !env.SECRET) {
    throw new ConfigError('SECRET must be set when DATABASE_URL is (every instance needs the same key for password sessions)');
  }
  return url;
}

function parseOrigin(raw: string | undefined): string | undefined {
  const value = parseUrl('PUBLIC_ORIGIN', raw, ['http:', 'https:']);
  if (value === undefined) return undefined;
  const url = new URL(value);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError('PUBLIC_ORIGIN must be an origin only, like https://notes.example.com');
  }
  return url.origin;
}

/** The configured SECRET, or the one kept in DATA_DIR/secret (created on first start). */
function resolveSecret(raw: string | undefined, dataDir: string): string {
  if (raw !== undefined && raw !== '') {
    if (raw.length < MIN_SECRET_LENGTH) throw new ConfigError(`SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return raw;
  }
  const file = join(dataDir, 'secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) {
      // A secret kept by an older version may be 0644.
      narrowToOwner(file);
      return stored;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  makePrivateDir(dataDir);
  const generated = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then that one wins and we read it back.
  try {
    writeFileSync(file, generated, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    return generated;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

function parseScale(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale <= 0) throw new ConfigError(`RATE_LIMIT_SCALE must be a positive number, got "${raw}"`);
  return scale;
}

function parseMetricsPort(raw: string | undefined, appPort: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new ConfigError(`METRICS_PORT must be an integer between 1 and 65535, got "${raw}"`);
  if (port === appPort) throw new ConfigError('METRICS_PORT must differ from PORT (metrics have a listener of their own)');
  return port;
}

const MIN_METRICS_TOKEN_LENGTH = 24;

function parseMetricsToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < MIN_METRICS_TOKEN_LENGTH) throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters (e.g. openssl rand -hex 24)`);
  return raw;
}

const DEFAULT_READ_CACHE_MB = 64;

function parseReadCache(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_READ_CACHE_MB * 1024 * 1024;
  const megabytes = Number(raw);
  if (!Number.isFinite(megabytes) || megabytes < 0) throw new ConfigError(`READ_CACHE_MB must be a number ≥ 0, got "${raw}"`);
  return Math.floor(megabytes * 1024 * 1024);
}

/**
 * With MongoDB several instances serve the same notes, and a password session made by one must verify on
 * the others: a secret generated per machine would not, so SECRET is required there.
 */
function requireSharedSecret(env: NodeJS.ProcessEnv, mongodbUri: string | undefined): undefined {
  if (mongodbUri && !env.SECRET) {
    throw new ConfigError('SECRET must be set when MONGODB_URI is (every instance needs the same key for password sessions)');
  }
  return undefined;
}

/**
 * Account mail links are opened outside any request, so they cannot follow the Host header a request sent:
 * anyone could ask for a victim's reset link with `Host: their.site` and receive the token when it is
 * clicked. Sending mail therefore needs the public address.
 */
function requireOriginForMail(smtpUrl: string | undefined, publicOrigin: string | undefined): string | undefined {
  if (smtpUrl && !publicOrigin) {
    throw new ConfigError('PUBLIC_ORIGIN must be set when SMTP_URL is (links in account mail must point at the public address, e.g. https://notes.example.com)');
  }
  return smtpUrl;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  const mongodbUri = parseMongoUri(env.MONGODB_URI);
  const publicOrigin = parseOrigin(env.PUBLIC_ORIGIN);
  const port = parsePort(env.PORT);
  // Before the secret, which may be written to DATA_DIR: a refused configuration leaves nothing behind.
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    mongodbUri,
    databaseUrl: parseDatabaseUrl(env),
    redisUrl: parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    secret: requireSharedSecret(env, mongodbUri) ?? resolveSecret(env.SECRET, dataDir),
    trustProxy,
    publicOrigin,
    appName: env.APP_NAME?.trim() || 'Jotter',
    clientDir: resolve(env.CLIENT_DIR || './dist/client'),
    logLevel: env.LOG_LEVEL || 'info',
    rateLimitScale: parseScale(env.RATE_LIMIT_SCALE),
    readCacheBytes: parseReadCache(env.READ_CACHE_MB),
    smtpUrl: requireOriginForMail(parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']), publicOrigin),
    mailFrom: env.MAIL_FROM?.trim() || `${env.APP_NAME?.trim() || 'Jotter'} <no-reply@localhost>`,
    site: parseSiteConfig(env),
    metricsPort: parseMetricsPort(env.METRICS_PORT, port),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
  };
}

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|localhost)$/i;

/**
 * What an operator should hear about at start. On a public interface without PUBLIC_ORIGIN, canonical and
 * og:url links are built from the request's Host header, which any client can set.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (!LOOPBACK.test(config.host) && config.publicOrigin === undefined) {
    warnings.push(
      `HOST is ${config.host} but PUBLIC_ORIGIN is not set: canonical and og:url links will follow each request's Host header. Set PUBLIC_ORIGIN to the public address, e.g. https://notes.example.com`,
    );
  }
  return warnings;
}
