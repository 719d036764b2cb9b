// Configuration from the environment: sensible embedded defaults, a secret generated once and kept, and a
// clear refusal (naming the variable) for every value an operator could get wrong.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'jotter-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('defaults to the embedded store on localhost:3000 with no proxy trusted', () => {
    const config = loadConfig({ DATA_DIR: freshDir() });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', mongodbUri: undefined, redisUrl: undefined, trustProxy: false, appName: 'Jotter' });
    expect(config.publicOrigin).toBeUndefined();
  });

  it('generates a secret once, keeps it private under DATA_DIR and reuses it on the next start', () => {
    const dataDir = join(freshDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'secret'), 'utf8')).toBe(first.secret);
    expect(statSync(join(dataDir, 'secret')).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).secret).toBe(first.secret);
  });

  it('sizes the read cache from READ_CACHE_MB (64 MB by default, 0 turns it off) and refuses nonsense', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).readCacheBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: freshDir(), READ_CACHE_MB: '0' }).readCacheBytes).toBe(0);
    expect(loadConfig({ DATA_DIR: freshDir(), READ_CACHE_MB: '1.5' }).readCacheBytes).toBe(1.5 * 1024 * 1024);
    for (const bad of ['-1', 'lots', 'Infinity']) {
      expect(() => loadConfig({ DATA_DIR: freshDir(), READ_CACHE_MB: bad })).toThrow(/READ_CACHE_MB/);
    }
  });

  it('keeps metrics off unless METRICS_PORT or METRICS_TOKEN is set, and refuses a clash with PORT or a short token', () => {
    expect(loadConfig({ DATA_DIR: freshDir() })).toMatchObject({ metricsPort: undefined, metricsToken: undefined });
    const token = 'a'.repeat(24);
    expect(loadConfig({ DATA_DIR: freshDir(), METRICS_PORT: '9464', METRICS_TOKEN: token })).toMatchObject({ metricsPort: 9464, metricsToken: token });
    for (const [env, message] of [
      [{ METRICS_PORT: '3000' }, /METRICS_PORT must differ from PORT/],
      [{ METRICS_PORT: '0' }, /METRICS_PORT must be an integer/],
      [{ METRICS_PORT: 'nine' }, /METRICS_PORT must be an integer/],
      [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 24/],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: freshDir(), ...env })).toThrow(message);
    }
  });

  it('uses SECRET when given', () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: freshDir(), SECRET: secret }).secret).toBe(secret);
  });

  it('reads every supported variable', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      PORT: '8080',
      HOST: '0.0.0.0',
      MONGODB_URI: 'mongodb://db.internal:27017/jotter',
      SECRET: 'a-shared-secret-of-at-least-thirty-two-chars',
      REDIS_URL: 'redis://cache.internal:6379',
      PUBLIC_ORIGIN: 'https://notes.example.com/',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      APP_NAME: '  Scribble ',
      SMTP_URL: 'smtp://mail.internal:587',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      mongodbUri: 'mongodb://db.internal:27017/jotter',
      redisUrl: 'redis://cache.internal:6379',
      publicOrigin: 'https://notes.example.com',
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
      appName: 'Scribble',
      smtpUrl: 'smtp://mail.internal:587',
    });
  });

  it('accepts a MongoDB replica set given as a seed list of several hosts', () => {
    const uri = 'mongodb://user:p%40ss@db1.internal:27017,db2.internal:27017,db3.internal:27017/jotter?replicaSet=rs0&w=majority';
    expect(loadConfig({ DATA_DIR: freshDir(), MONGODB_URI: uri, SECRET: 'a-shared-secret-of-at-least-thirty-two-chars' }).mongodbUri).toBe(uri);
    const srv = 'mongodb+srv://user:secret@cluster0.example.net/jotter';
    expect(loadConfig({ DATA_DIR: freshDir(), MONGODB_URI: srv, SECRET: 'a-shared-secret-of-at-least-thirty-two-chars' }).mongodbUri).toBe(srv);
  });

  it('refuses MongoDB without SECRET: instances would sign password sessions with different keys', () => {
    const load = () => loadConfig({ DATA_DIR: freshDir(), MONGODB_URI: 'mongodb://db.internal:27017/jotter' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/SECRET must be set when MONGODB_URI/);
  });

  it('trusts a fixed number of proxy hops when TRUST_PROXY is a number', () => {
    const trust = loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: '1' }).trustProxy;
    if (typeof trust !== 'function') throw new Error('expected a hop function');
    expect(trust('203.0.113.9', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
    expect(loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('refuses TRUST_PROXY=true, which would let every client pick its rate-limit key, and says what to set instead', () => {
    for (const value of ['true', 'TRUE', ' true ']) {
      const load = () => loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: value });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/TRUST_PROXY=true .*X-Forwarded-For.*TRUST_PROXY=1.*addresses/);
    }
  });

  it('takes proxy addresses, CIDRs and proxy-addr\'s range names, and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: '10.0.0.5, 10.0.0.0/8, fd00::/8, 192.168.0.0/255.255.0.0, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
      'loopback',
    ]);
    for (const value of ['yes', 'on', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.internal', '1.5']) {
      expect(() => loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY must be a hop count/);
    }
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: '-1' }, /PORT/],
    [{ SECRET: 'short' }, /SECRET/],
    [{ MONGODB_URI: 'not a url' }, /MONGODB_URI/],
    [{ MONGODB_URI: 'postgres://db/x' }, /MONGODB_URI/],
    [{ MONGODB_URI: 'mongodb://' }, /MONGODB_URI/],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL/],
    [{ PUBLIC_ORIGIN: 'https://notes.example.com/app' }, /PUBLIC_ORIGIN/],
    [{ PUBLIC_ORIGIN: 'ftp://notes.example.com' }, /PUBLIC_ORIGIN/],
    [{ SMTP_URL: 'http://mail.example.com' }, /SMTP_URL/],
    // Mailed links would otherwise follow whatever Host header the asking request sent.
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, /PUBLIC_ORIGIN must be set when SMTP_URL is/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    const load = () => loadConfig({ DATA_DIR: freshDir(), ...env });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });
});

describe('the environment schema', () => {
  it('says what a number should be and what it got, and refuses a fraction where an integer belongs', () => {
    const load = (env: NodeJS.ProcessEnv) => () => loadConfig({ DATA_DIR: freshDir(), ...env });
    expect(load({ PORT: 'eighty' })).toThrow('PORT must be an integer between 0 and 65535, got "eighty"');
    expect(load({ PORT: '1.5' })).toThrow('PORT must be an integer between 0 and 65535, got "1.5"');
    expect(load({ RATE_LIMIT_SCALE: '0' })).toThrow('RATE_LIMIT_SCALE must be a positive number, got "0"');
  });

  it('never repeats a secret it refuses', () => {
    for (const env of [{ SECRET: 'too-short-secret' }, { METRICS_TOKEN: 'too-short-token' }]) {
      const load = () => loadConfig({ DATA_DIR: freshDir(), ...env });
      expect(load).toThrow(ConfigError);
      expect(load).not.toThrow(/too-short/);
    }
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATA_DIR: freshDir(), PORT: '', HOST: '', READ_CACHE_MB: '', METRICS_PORT: '', SECRET: '' });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', readCacheBytes: 64 * 1024 * 1024, metricsPort: undefined });
  });
});

describe('start-up warnings', () => {
  it('warn when a public interface is bound without PUBLIC_ORIGIN (links would follow the Host header)', () => {
    for (const host of ['0.0.0.0', '::', '192.0.2.10', '2001:db8::1']) {
      const warnings = startupWarnings(loadConfig({ DATA_DIR: freshDir(), HOST: host }));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/PUBLIC_ORIGIN/);
    }
  });

  it('stay quiet on loopback, or with PUBLIC_ORIGIN set', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', 'localhost']) {
      expect(startupWarnings(loadConfig({ DATA_DIR: freshDir(), HOST: host }))).toEqual([]);
    }
    expect(startupWarnings(loadConfig({ DATA_DIR: freshDir(), HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://notes.example' }))).toEqual([]);
  });
});
