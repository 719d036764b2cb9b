// Where note HTML gets sanitized: small content inline (it costs well under a millisecond), anything larger
// in worker threads, because sanitize-html needs a few hundred milliseconds for a megabyte of markup and the
// event loop must keep answering everyone else meanwhile (DESIGN §8). Workers start on first use and are
// replaced if one dies; the queue is bounded so a flood of large saves is refused rather than hoarded.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { MarkupTooDeepError, SanitizerBusyError } from '../errors.ts';
import { cleanNoteContent, type CleanContent } from './sanitize.ts';
import type { SanitizeReply } from './sanitize-worker.ts';

export interface Sanitizer {
  /** Sanitized HTML and its automatic title; rejects with MarkupTooDeepError, or SanitizerBusyError when the queue is full. */
  clean(html: string): Promise<CleanContent>;
  /** Stops the workers; later calls with large content reject. */
  close(): Promise<void>;
}

export interface SanitizerOptions {
  /** Worker threads (default: one per core beyond the first, at least one). */
  threads?: number;
  /** Content shorter than this many UTF-16 units is sanitized inline. */
  inlineBelow?: number;
  /** Jobs allowed to wait for a worker; more are refused. */
  maxQueued?: number;
  /** The worker script (tests substitute one that misbehaves). */
  workerUrl?: URL;
}

interface Job {
  html: string;
  resolve(clean: CleanContent): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
}

/** Worst case for 32 K characters of tag soup is a few milliseconds; a typical note is far below. */
const INLINE_BELOW = 32 * 1024;
const MAX_QUEUED = 64;
const WORKER_URL = new URL('./sanitize-worker.ts', import.meta.url);

export function createSanitizer(options: SanitizerOptions = {}): Sanitizer {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const inlineBelow = options.inlineBelow ?? INLINE_BELOW;
  const maxQueued = options.maxQueued ?? MAX_QUEUED;
  const workerUrl = options.workerUrl ?? WORKER_URL;
  const slots: Slot[] = Array.from({ length: threads }, () => ({ worker: null, job: null }));
  const queue: Job[] = [];
  let closed = false;

  const settle = (slot: Slot, outcome: (job: Job) => void) => {
    const job = slot.job;
    slot.job = null;
    if (job) outcome(job);
    dispatch();
  };

  const spawn = (slot: Slot): Worker => {
    const worker = new Worker(workerUrl);
    // Idle workers never keep the process alive; a pending request does that already.
    worker.unref();
    worker.on('message', (reply: SanitizeReply) => {
      settle(slot, (job) => {
        if (reply.ok) job.resolve(reply.clean);
        else job.reject(reply.tooDeep ? new MarkupTooDeepError() : new Error(reply.message));
      });
    });
    // A crashed worker fails only the job it held; the next job gets a fresh one.
    const lost = (error: Error) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      settle(slot, (job) => job.reject(error));
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`sanitizer worker exited with code ${code}`)));
    return worker;
  };

  function dispatch(): void {
    for (const slot of slots) {
      if (closed || slot.job || queue.length === 0) continue;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.worker ??= spawn(slot);
      slot.worker.postMessage(job.html);
    }
  }

  return {
    clean(html) {
      if (html.length < inlineBelow) {
        try {
          return Promise.resolve(cleanNoteContent(html));
        } catch (error) {
          return Promise.reject(error as Error);
        }
      }
      if (closed) return Promise.reject(new Error('The sanitizer is closed'));
      if (queue.length >= maxQueued) return Promise.reject(new SanitizerBusyError());
      return new Promise<CleanContent>((resolve, reject) => {
        queue.push({ html, resolve, reject });
        dispatch();
      });
    },

    async close() {
      closed = true;
      const stopping = slots.map((slot) => {
        const worker = slot.worker;
        slot.worker = null;
        slot.job?.reject(new Error('The sanitizer is closed'));
        slot.job = null;
        return worker?.terminate();
      });
      for (const job of queue.splice(0)) job.reject(new Error('The sanitizer is closed'));
      await Promise.all(stopping);
    },
  };
}
