import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveScheduler, type SavePace } from './save-scheduler.ts';

/** Saves that cost nothing: every 250 ms while typing. */
const STEADY: SavePace = { delayMs: 250, waitForPause: () => false, pauseMs: 500, maxWaitMs: 5000 };
/** Saves of a big note: after half a second without a key, and at most five seconds after the first unsaved one. */
const ON_PAUSE: SavePace = { ...STEADY, waitForPause: () => true };

describe('createSaveScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('continuous typing is still saved within the delay, with the newest text', async () => {
    const saved: string[] = [];
    const scheduler = createSaveScheduler(async (v: string) => void saved.push(v), STEADY, () => {});
    scheduler.schedule('a');
    await vi.advanceTimersByTimeAsync(100);
    scheduler.schedule('ab');
    await vi.advanceTimersByTimeAsync(100);
    scheduler.schedule('abc');
    await vi.advanceTimersByTimeAsync(50);
    expect(saved).toEqual(['abc']);
    expect(scheduler.hasPending()).toBe(false);
  });

  it('leaving the page writes the unsaved text at once', async () => {
    const saved: string[] = [];
    const scheduler = createSaveScheduler(async (v: string) => void saved.push(v), STEADY, () => {});
    scheduler.schedule('draft');
    await scheduler.flush();
    expect(saved).toEqual(['draft']);
    await vi.advanceTimersByTimeAsync(500);
    expect(saved).toEqual(['draft']);
  });

  it('a slow older write never lands after a newer one', async () => {
    const saved: string[] = [];
    const scheduler = createSaveScheduler(
      async (v: string) => {
        await new Promise((resolve) => setTimeout(resolve, v === 'old' ? 1000 : 1));
        saved.push(v);
      },
      STEADY,
      () => {},
    );
    scheduler.schedule('old');
    await vi.advanceTimersByTimeAsync(250);
    scheduler.schedule('new');
    await vi.advanceTimersByTimeAsync(2000);
    expect(saved).toEqual(['old', 'new']);
  });

  it('published text is not written back as the unsaved note', async () => {
    const saved: string[] = [];
    const scheduler = createSaveScheduler(async (v: string) => void saved.push(v), STEADY, () => {});
    scheduler.schedule('published');
    scheduler.cancel();
    await scheduler.flush();
    await vi.advanceTimersByTimeAsync(500);
    expect(saved).toEqual([]);
  });

  it('a failed write is reported and later writes still happen', async () => {
    const errors: unknown[] = [];
    const saved: string[] = [];
    const scheduler = createSaveScheduler(
      async (v: string) => {
        if (v === 'bad') throw new Error('quota');
        saved.push(v);
      },
      STEADY,
      (e) => errors.push(e),
    );
    scheduler.schedule('bad');
    await scheduler.flush();
    scheduler.schedule('good');
    await scheduler.flush();
    expect(errors).toHaveLength(1);
    expect(saved).toEqual(['good']);
  });

  it('a write still in flight counts as unsaved until it has finished (the page may die first)', async () => {
    let finish: () => void = () => {};
    const scheduler = createSaveScheduler(
      (_v: string) => new Promise<void>((resolve) => (finish = resolve)),
      STEADY,
      () => {},
    );
    scheduler.schedule('typed');
    await vi.advanceTimersByTimeAsync(250);
    expect(scheduler.hasPending()).toBe(false);
    expect(scheduler.unsaved()).toBe('typed');
    finish();
    await scheduler.flush();
    expect(scheduler.unsaved()).toBeUndefined();
  });

  it('a failed write stays unsaved', async () => {
    const scheduler = createSaveScheduler(async (_v: string) => Promise.reject(new Error('quota')), STEADY, () => {});
    scheduler.schedule('kept');
    await scheduler.flush();
    expect(scheduler.unsaved()).toBe('kept');
  });

  it('a big note typed at a steady pace is saved once the typist pauses, not on a key', async () => {
    const saved: string[] = [];
    const scheduler = createSaveScheduler(async (v: string) => void saved.push(v), ON_PAUSE, () => {});
    for (const text of ['C', 'Ch', 'Cha', 'Chap', 'Chapt', 'Chapte', 'Chapter']) {
      scheduler.schedule(text);
      await vi.advanceTimersByTimeAsync(120);
    }
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(400);
    expect(saved).toEqual(['Chapter']);
  });

  it('a big note typed without a pause is still saved five seconds after its first unsaved key', async () => {
    const saved: string[] = [];
    const scheduler = createSaveScheduler(async (v: string) => void saved.push(v), ON_PAUSE, () => {});
    for (let key = 1; key <= 120; key++) {
      scheduler.schedule(`${key} keys`);
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(saved).toEqual(['100 keys']);
    expect(scheduler.unsaved()).toBe('120 keys');
  });

  it('leaving the page writes a big note at once, pause or not', async () => {
    const saved: string[] = [];
    const scheduler = createSaveScheduler(async (v: string) => void saved.push(v), ON_PAUSE, () => {});
    scheduler.schedule('last words');
    await scheduler.flush();
    expect(saved).toEqual(['last words']);
  });
});
