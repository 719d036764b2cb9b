// The sanitizer pool: large content is cleaned in a worker exactly as inline, deep nesting is refused there
// too, a flood of large saves is refused instead of queued without end, and a crashed worker costs only its
// own job.
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH } from '../../../../shared/limits.ts';
import { XSS_PAYLOADS } from '../../test-support/xss-payloads.ts';
import { MarkupTooDeepError, SanitizerBusyError } from '../../errors.ts';
import { htmlToMarkdown } from '../../../../shared/markdown/html-to-markdown.ts';
import { markdownToHtml } from '../../../../shared/markdown/markdown-to-html.ts';
import { cleanNoteContent } from './sanitize.ts';
import { createSanitizer, type Sanitizer } from './sanitize-pool.ts';

let sanitizer: Sanitizer | undefined;
afterEach(async () => {
  await sanitizer?.close();
  sanitizer = undefined;
});

const large = (unit: string) => unit.repeat(Math.ceil(64_000 / unit.length));

describe('the sanitizer pool', () => {
  it('cleans large content in a worker exactly as the inline sanitizer does', async () => {
    sanitizer = createSanitizer({ threads: 1 });
    const hostile = large(XSS_PAYLOADS.join('<p>between</p>'));
    expect(await sanitizer.clean(hostile)).toEqual(cleanNoteContent(hostile));
    expect(await sanitizer.clean('<p onclick="x()">small</p>')).toEqual({ html: '<p>small</p>', autoTitle: 'small' });
  });

  it('converts long Markdown and long notes in a worker exactly as inline', async () => {
    sanitizer = createSanitizer({ threads: 1 });
    const markdown = '# Trip\n\n- [ ] tickets\n- [x] **passport** <script>alert(1)</script>\n\n'.repeat(200);
    const clean = await sanitizer.cleanMarkdown(markdown);
    expect(clean).toEqual(cleanNoteContent(markdownToHtml(markdown)));
    expect(clean.html).not.toContain('script');
    expect(await sanitizer.markdownOf(clean.html)).toBe(htmlToMarkdown(clean.html));
    expect(await sanitizer.markdownOf('<p>short</p>')).toBe('short\n');
  });

  it('refuses deep nesting in the worker with the same error', async () => {
    sanitizer = createSanitizer({ threads: 1 });
    const deep = '<b>'.repeat(MAX_NESTING_DEPTH + 1) + large('x');
    await expect(sanitizer.clean(deep)).rejects.toBeInstanceOf(MarkupTooDeepError);
    expect((await sanitizer.clean(large('<p>after</p>'))).html).toBe(large('<p>after</p>'));
  });

  it('refuses large content while the queue is full, and serves it again once drained', async () => {
    sanitizer = createSanitizer({ threads: 1, maxQueued: 1, inlineBelow: 0 });
    const running = sanitizer.clean('<p>first</p>');
    const queued = sanitizer.clean('<p>second</p>');
    await expect(sanitizer.clean('<p>third</p>')).rejects.toBeInstanceOf(SanitizerBusyError);
    expect((await Promise.all([running, queued])).map((clean) => clean.autoTitle)).toEqual(['first', 'second']);
    expect((await sanitizer.clean('<p>fourth</p>')).html).toBe('<p>fourth</p>');
  });

  it('a worker that dies fails only the job it held; the next job gets a fresh worker', async () => {
    sanitizer = createSanitizer({
      threads: 1,
      inlineBelow: 0,
      workerUrl: new URL('../../test-support/crashing-sanitize-worker.ts', import.meta.url),
    });
    const crashed = sanitizer.clean('crash');
    const next = sanitizer.clean('<p>next</p>');
    await expect(crashed).rejects.toThrow(/exited/);
    expect(await next).toEqual({ html: '<p>next</p>', autoTitle: 'echo' });
  });

  it('after close, large content is refused and small content is still cleaned', async () => {
    sanitizer = createSanitizer({ threads: 1 });
    const pending = expect(sanitizer.clean(large('<p>x</p>'))).rejects.toThrow(/closed/);
    await sanitizer.close();
    await pending;
    await expect(sanitizer.clean(large('<p>x</p>'))).rejects.toThrow(/closed/);
    expect((await sanitizer.clean('<p>x</p>')).html).toBe('<p>x</p>');
  });
});
