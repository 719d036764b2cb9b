// Server configuration from the environment (its schema: environment.ts), validated once at start with messages an
// operator can act on.
// Without SECRET the embedded default generates one and keeps it under DATA_DIR, so sessions survive restarts.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../../shared/site-config.ts';
import { ConfigError } from './config-error.ts';
import { makePrivateDir, narrowToOwner, PRIVATE_FILE_MODE } from './lib/private-files.ts';
import { MIN_SECRET_LENGTH, readEnvironment } from './environment.ts';
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
 * A PostgreSQL connection string. One database at a time: MongoDB and PostgreSQL together would leave notes in one and
 * nobody able to tell which. Several instances share it, so, as with MongoDB, they need one SECRET.
 */
function parseDatabaseUrl(raw: string | undefined, mongodbUri: string | undefined, secret: string | undefined): string | undefined {
  const url = parseUrl('DATABASE_URL', raw, ['postgres:', 'postgresql:']);
  if (url && mongodbUri) throw new ConfigError('Set DATABASE_URL or MONGODB_URI, not both (notes live in one database)');
  if (url && !secret) {
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
  if (raw !== undefined) return raw;
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

function checkMetricsPort(metricsPort: number | undefined, appPort: number): number | undefined {
  if (metricsPort === appPort) throw new ConfigError('METRICS_PORT must differ from PORT (metrics have a listener of their own)');
  return metricsPort;
}

/**
 * With MongoDB several instances serve the same notes, and a password session made by one must verify on
 * the others: a secret generated per machine would not, so SECRET is required there.
 */
function requireSharedSecret(secret: string | undefined, mongodbUri: string | undefined): undefined {
  if (mongodbUri && !secret) {
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
  const vars = readEnvironment(env);
  const dataDir = resolve(vars.DATA_DIR);
  const publicOrigin = parseOrigin(vars.PUBLIC_ORIGIN);
  // Before the secret, which may be written to DATA_DIR: a refused configuration leaves nothing behind.
  const trustProxy = parseTrustProxy(vars.TRUST_PROXY);
  const appName = vars.APP_NAME?.trim() || 'Jotter';
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    mongodbUri: vars.MONGODB_URI,
    databaseUrl: parseDatabaseUrl(vars.DATABASE_URL, vars.MONGODB_URI, vars.SECRET),
    redisUrl: parseUrl('REDIS_URL', vars.REDIS_URL, ['redis:', 'rediss:']),
    secret: requireSharedSecret(vars.SECRET, vars.MONGODB_URI) ?? resolveSecret(vars.SECRET, dataDir),
    trustProxy,
    publicOrigin,
    appName,
    clientDir: resolve(vars.CLIENT_DIR),
    logLevel: vars.LOG_LEVEL,
    rateLimitScale: vars.RATE_LIMIT_SCALE,
    readCacheBytes: Math.floor(vars.READ_CACHE_MB * 1024 * 1024),
    smtpUrl: requireOriginForMail(parseUrl('SMTP_URL', vars.SMTP_URL, ['smtp:', 'smtps:']), publicOrigin),
    mailFrom: vars.MAIL_FROM?.trim() || `${appName} <no-reply@localhost>`,
    site: parseSiteConfig(env),
    metricsPort: checkMetricsPort(vars.METRICS_PORT, vars.PORT),
    metricsToken: vars.METRICS_TOKEN,
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
