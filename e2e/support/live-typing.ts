// People typing into one live note at human speed (docs/design.md §11.x), for the live-notes spec: each types distinct
// tokens ("a1 a2 …") at random word boundaries of one paragraph, a key every 60–120 ms, and the spec then checks
// that every context and the server hold the same text with every token once. The caret is put with the DOM's
// selection, as a click would, so moving it costs no keystrokes.
import type { Page } from 'playwright-core';

/** The Quill editor's paragraph `index` as plain text. */
export function paragraphText(page: Page, index = 0): Promise<string> {
  return page.evaluate((at) => document.querySelectorAll('.ql-editor > p')[at]?.textContent ?? '', index);
}

/** Puts the caret at a random word boundary (the start, or just after a space) of paragraph `index`. */
async function caretAtRandomBoundary(page: Page, index: number): Promise<void> {
  await page.evaluate((at) => {
    const paragraph = document.querySelectorAll('.ql-editor > p')[at];
    if (!paragraph) throw new Error(`no paragraph ${at}`);
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    const spots: Array<[Node, number]> = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (spots.length === 0) spots.push([node, 0]);
      for (let i = 0; i < text.length; i++) if (text[i] === ' ') spots.push([node, i + 1]);
    }
    if (spots.length === 0) spots.push([paragraph, 0]);
    const [node, offset] = spots[Math.floor(Math.random() * spots.length)] ?? [paragraph, 0];
    (paragraph.closest('.ql-editor') as HTMLElement).focus();
    document.getSelection()?.collapse(node, offset);
  }, index);
  // Quill reads the selection on the next selectionchange.
  await page.waitForTimeout(20);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const keyPause = (): number => 60 + Math.random() * 60;

/** Types tokens `${prefix}1 `, `${prefix}2 ` … for `durationMs`; returns the tokens typed, in order. */
export async function typeTokens(page: Page, prefix: string, durationMs: number, paragraph = 0): Promise<string[]> {
  const typed: string[] = [];
  const until = Date.now() + durationMs;
  for (let n = 1; Date.now() < until; n++) {
    const token = `${prefix}${n}`;
    await caretAtRandomBoundary(page, paragraph);
    for (const key of `${token} `) {
      await page.keyboard.type(key);
      await sleep(keyPause());
    }
    typed.push(token);
  }
  return typed;
}

/** The tokens of `prefix` in `text` (as whole words), in order. */
export function tokensOf(text: string, prefix: string): string[] {
  return [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${prefix}\\d+(?![\\p{L}\\p{N}])`, 'gu'))].map((match) => match[0]);
}

/** Flags, in the page, any conflict panel that ever appears (checked at the end: none while live). */
export async function watchForConflictPanel(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const flag = window as unknown as { conflictSeen?: boolean };
    flag.conflictSeen = false;
    const look = () => {
      for (const heading of document.querySelectorAll('section > h2')) {
        if (heading.textContent === 'This note was changed somewhere else') flag.conflictSeen = true;
      }
    };
    look();
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { conflictSeen?: boolean }).conflictSeen === true);
}
