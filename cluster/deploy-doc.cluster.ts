// The haproxy.cfg docs/deploy.md gives operators is one HAProxy accepts as it is written there: copied out of
// the page and checked with `haproxy -c`, so an edit of the page cannot leave operators a broken configuration.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { HAPROXY } from './support/haproxy.ts';

const DEPLOY_DOC = resolve(import.meta.dirname, '../docs/deploy.md');

/** The first ```haproxy block under the page's "## HAProxy" heading. */
function documentedConfig(): string {
  const page = readFileSync(DEPLOY_DOC, 'utf8');
  const section = page.slice(page.indexOf('\n## HAProxy\n'));
  const block = /```haproxy\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/deploy.md has no haproxy block under "## HAProxy"');
  return block;
}

test("docs/deploy.md's haproxy.cfg passes HAProxy's own check, with a health check on /api/health and X-Forwarded-For", async () => {
  const config = documentedConfig();
  expect(config).toContain('option httpchk GET /api/health');
  expect(config).toContain('option forwardfor');
  expect(config).toContain('balance roundrobin');
  const directory = mkdtempSync(join(tmpdir(), 'jotter-haproxy-doc-'));
  try {
    const file = join(directory, 'haproxy.cfg');
    writeFileSync(file, config);
    const { stdout, stderr } = await promisify(execFile)(HAPROXY, ['-c', '-f', file]);
    expect(`${stdout}${stderr}`).toContain('Configuration file is valid');
    expect(stderr).not.toMatch(/\[WARNING\]/);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});
