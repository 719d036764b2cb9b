// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishNote } from '../local/commands.ts';
import { withOutboxLock } from './drain-lock.ts';
import { drainOutbox } from './sync-engine.ts';
import type * as SyncEngine from './sync-engine.ts';
import type { TestServer } from '../testing/test-server.ts';
import { freshLocalData } from '../testing/local-data.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A second tab: its own copy of the data modules (own Dexie instance, own engine) on the same database. */
async function openSecondTab(): Promise<typeof SyncEngine> {
  vi.resetModules();
  return import('./sync-engine.ts');
}

describe('one drain at a time', () => {
  it('two tabs draining at once never have two requests in flight and send each op once', async () => {
    expect(navigator.locks).toBeDefined();
    server.delayMs = 5;
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await publishNote({ content: `<p>note ${i}</p>` })).shareId);
    const otherTab = await openSecondTab();
    await Promise.all([drainOutbox(), otherTab.drainOutbox(), drainOutbox(), otherTab.drainOutbox()]);
    expect(server.maxInFlight).toBe(1);
    expect(server.paths('create')).toHaveLength(5);
    for (const id of ids) expect(await server.note(id)).not.toBeNull();
  });

  it('without Web Locks, drains in one context still take turns, even after one fails', async () => {
    vi.stubGlobal('navigator', {});
    let running = 0;
    let most = 0;
    const task = async (fail: boolean): Promise<string> => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (fail) throw new Error('drain broke');
      return 'done';
    };
    const results = await Promise.allSettled([withOutboxLock(() => task(true)), withOutboxLock(() => task(false)), withOutboxLock(() => task(false))]);
    expect(most).toBe(1);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });
});
