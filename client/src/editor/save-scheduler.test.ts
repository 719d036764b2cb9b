import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveScheduler } from './save-scheduler.ts';

describe('createSaveScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('continuous typing is still saved within the delay, with the newest text', async () => {
    const saved: string[] = [];
    const scheduler = createSaveScheduler(async (v: string) => void saved.push(v), 250, () => {});
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
    const scheduler = createSaveScheduler(async (v: string) => void saved.push(v), 250, () => {});
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
      250,
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
    const scheduler = createSaveScheduler(async (v: string) => void saved.push(v), 250, () => {});
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
      250,
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
      250,
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
    const scheduler = createSaveScheduler(async (_v: string) => Promise.reject(new Error('quota')), 250, () => {});
    scheduler.schedule('kept');
    await scheduler.flush();
    expect(scheduler.unsaved()).toBe('kept');
  });
});
