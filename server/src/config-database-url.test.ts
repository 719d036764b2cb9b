// DATABASE_URL: PostgreSQL for notes and accounts, refused when it could not work as meant.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 'a-shared-secret-of-at-least-thirty-two-chars';
const freshDir = () => join(mkdtempSync(join(tmpdir(), 'jotter-config-')), 'data');

describe('DATABASE_URL', () => {
  it('is unset by default, and accepts postgres:// and postgresql:// URLs', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).databaseUrl).toBeUndefined();
    for (const url of ['postgres://jotter:secret@db.internal:5432/jotter', 'postgresql://db.internal/jotter?sslmode=require']) {
      expect(loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: url, SECRET }).databaseUrl).toBe(url);
    }
  });

  it('refuses another scheme, a missing SECRET, and MONGODB_URI beside it', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: 'mysql://db.internal/jotter', SECRET })).toThrow(/DATABASE_URL must use postgres: or postgresql:/);
    expect(() => loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: 'postgres://db.internal/jotter' })).toThrow(/SECRET must be set when DATABASE_URL/);
    const both = () =>
      loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: 'postgres://db.internal/jotter', MONGODB_URI: 'mongodb://db.internal/jotter', SECRET });
    expect(both).toThrow(ConfigError);
    expect(both).toThrow(/not both/);
  });
});
