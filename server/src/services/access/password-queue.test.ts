// The password queue: clients take turns, each may hold only a few jobs, the queue as a whole is bounded,
// and a job that fails frees its slot like one that succeeds.
import { describe, expect, it } from 'vitest';
import { PasswordQueueFullError, TooManyPasswordJobsError } from '../../errors.ts';
import { createPasswordQueue } from './password-queue.ts';

/** A job the test finishes by hand, recording the order in which jobs started. */
function manualJobs() {
  const started: string[] = [];
  const finishers: Array<() => void> = [];
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finishers.push(() => resolve(name));
    });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** Lets the oldest running job finish and the queue move on. */
  const finishOne = async () => {
    await settle();
    finishers.shift()?.();
    await settle();
  };
  return { started, job, finishOne };
}

describe('the password queue', () => {
  it('serves waiting clients in turn, not in arrival order', async () => {
    const queue = createPasswordQueue({ concurrency: 1, maxWaiting: 10, perClient: 4 });
    const { started, job, finishOne } = manualJobs();
    const runs = [
      ...['a1', 'a2', 'a3', 'a4'].map((name) => queue.run('a', job(name))),
      ...['b1', 'b2'].map((name) => queue.run('b', job(name))),
      queue.run('c', job('c1')),
    ];
    for (let i = 0; i < runs.length; i += 1) await finishOne();
    expect(await Promise.all(runs)).toHaveLength(7);
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4']);
  });

  it('refuses a client past its share, without touching others', async () => {
    const queue = createPasswordQueue({ concurrency: 1, maxWaiting: 10, perClient: 2 });
    const { job, finishOne } = manualJobs();
    const accepted = [queue.run('a', job('a1')), queue.run('a', job('a2'))];
    const refused = queue.run('a', job('a3'));
    await expect(refused).rejects.toBeInstanceOf(TooManyPasswordJobsError);
    const other = queue.run('b', job('b1'));
    for (let i = 0; i < 3; i += 1) await finishOne();
    expect(await Promise.all([...accepted, other])).toEqual(['a1', 'a2', 'b1']);
    // Once its jobs are done the client has its full share again.
    const again = queue.run('a', job('a4'));
    await finishOne();
    expect(await again).toBe('a4');
  });

  it('refuses new work when the queue is full', async () => {
    const queue = createPasswordQueue({ concurrency: 1, maxWaiting: 2, perClient: 4 });
    const { job, finishOne } = manualJobs();
    const accepted = ['a', 'b', 'c'].map((client) => queue.run(client, job(client)));
    const refused = queue.run('d', job('d'));
    await expect(refused).rejects.toBeInstanceOf(PasswordQueueFullError);
    for (let i = 0; i < 3; i += 1) await finishOne();
    expect(await Promise.all(accepted)).toEqual(['a', 'b', 'c']);
  });

  it('a job that throws frees its slot and its share', async () => {
    const queue = createPasswordQueue({ concurrency: 1, maxWaiting: 1, perClient: 1 });
    await expect(queue.run('a', () => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await queue.run('a', () => Promise.resolve('next'))).toBe('next');
  });
});
