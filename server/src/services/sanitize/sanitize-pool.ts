// Where note HTML gets sanitized: small content inline (it costs well under a millisecond), anything larger
// in worker threads (piscina), because sanitize-html needs a few hundred milliseconds for a megabyte of markup
// and the event loop must keep answering everyone else meanwhile (docs/design.md §8). Workers start on first use and
// are replaced if one dies; the queue is bounded so a flood of large saves is refused rather than hoarded.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { MarkupTooDeepError, SanitizerBusyError } from '../../errors.ts';
import { htmlToMarkdown } from '../../../../shared/markdown/html-to-markdown.ts';
import { markdownToHtml } from '../../../../shared/markdown/markdown-to-html.ts';
import { cleanNoteContent, type CleanContent } from './sanitize.ts';
import type { SanitizeReply } from './sanitize-worker.ts';

export interface Sanitizer {
  /** Sanitized HTML and its automatic title; rejects with MarkupTooDeepError, or SanitizerBusyError when the queue is full. */
  clean(html: string): Promise<CleanContent>;
  /** Markdown as the editor's HTML, sanitized, and its automatic title (the script API; docs/design.md §4.8). */
  cleanMarkdown(markdown: string): Promise<CleanContent>;
  /** A stored note's HTML as Markdown (the raw view). */
  markdownOf(html: string): Promise<string>;
  /** Stops the workers; later calls with large content reject. */
  close(): Promise<void>;
  /** Large notes waiting for a worker (the metrics' queue depth). */
  queued(): number;
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

/** Worst case for 32 K characters of tag soup is a few milliseconds; a typical note is far below. */
const INLINE_BELOW = 32 * 1024;
/**
 * Converting between Markdown and HTML builds syntax trees and costs tens of times what sanitizing does (a few
 * milliseconds for 4 K characters): longer texts go to the workers.
 */
const CONVERT_INLINE_BELOW = 4 * 1024;
const MAX_QUEUED = 64;
const WORKER_URL = new URL('./sanitize-worker.ts', import.meta.url);
/** piscina's refusal when `maxQueue` jobs already wait (it has no code; sanitize-pool.test.ts pins it). */
const QUEUE_FULL = 'Task queue is at limit';

export function createSanitizer(options: SanitizerOptions = {}): Sanitizer {
  const inlineBelow = options.inlineBelow ?? INLINE_BELOW;
  let pool: Piscina<string, SanitizeReply | string> | undefined;
  // Made on the first large note, so a server that never sees one starts no thread. One worker is the minimum
  // from then on: piscina replaces a dead one only up to its minimum, and a queued job needs a worker to run on.
  const workers = () =>
    (pool ??= new Piscina<string, SanitizeReply | string>({
      filename: (options.workerUrl ?? WORKER_URL).href,
      minThreads: 1,
      maxThreads: options.threads ?? Math.max(1, availableParallelism() - 1),
      maxQueue: options.maxQueued ?? MAX_QUEUED,
      // A started worker stays (idle ones never keep the process alive): starting one costs more than a large save.
      idleTimeout: Infinity,
      recordTiming: false,
    }));
  let closed = false;
  const closedError = () => new Error('The sanitizer is closed');

  const convertInlineBelow = Math.min(inlineBelow, CONVERT_INLINE_BELOW);

  /** One job on a worker (`name`: the worker module's export), with the pool's refusals as domain errors. */
  async function inWorker<T>(input: string, name: string): Promise<T> {
    if (closed) throw closedError();
    try {
      return (await workers().run(input, { name })) as T;
    } catch (error) {
      if (closed) throw closedError();
      if (error instanceof Error && error.message === QUEUE_FULL) throw new SanitizerBusyError();
      // A crashed worker fails only the job it held; piscina starts another for the next job.
      throw error;
    }
  }

  const cleaned = (reply: SanitizeReply): CleanContent => {
    if (reply.ok) return reply.clean;
    throw reply.tooDeep ? new MarkupTooDeepError() : new Error(reply.message);
  };

  return {
    async clean(html) {
      if (html.length < inlineBelow) return cleanNoteContent(html);
      return cleaned(await inWorker<SanitizeReply>(html, 'default'));
    },

    async cleanMarkdown(markdown) {
      if (markdown.length < convertInlineBelow) return cleanNoteContent(markdownToHtml(markdown));
      return cleaned(await inWorker<SanitizeReply>(markdown, 'cleanMarkdownInWorker'));
    },

    async markdownOf(html) {
      if (html.length < convertInlineBelow) return htmlToMarkdown(html);
      return inWorker<string>(html, 'markdownInWorker');
    },

    async close() {
      closed = true;
      await pool?.destroy();
    },

    queued: () => (closed ? 0 : (pool?.queueSize ?? 0)),
  };
}
