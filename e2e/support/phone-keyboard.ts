// A phone's keyboard as the browser meets it: Android's predictive keyboard and the input methods of Hindi,
// Chinese or Japanese send compositions, not key presses. Each word grows as a composition (one
// `Input.imeSetComposition` per syllable, what the keyboard shows underlined), then is committed
// (`Input.insertText`), and the space after it is inserted as text — the DevTools protocol's own input methods,
// so the page sees compositionstart/update/end and beforeinput/input exactly as from a real keyboard.
import type { CDPSession, Page } from 'playwright-core';

/** The syllables a keyboard grows a word by: its grapheme clusters (a Devanagari syllable stays whole). */
function syllables(word: string): string[] {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)].map(({ segment }) => segment);
}

export class PhoneKeyboard {
  private readonly page: Page;
  private readonly session: Promise<CDPSession>;

  constructor(page: Page) {
    this.page = page;
    this.session = page.context().newCDPSession(page);
  }

  /** Composes `text` word by word at `delay` ms a syllable, committing each word and typing the spaces. */
  async compose(text: string, delay = 0): Promise<void> {
    const session = await this.session;
    const parts = text.split(/( )/).filter((part) => part !== '');
    for (const part of parts) {
      if (part === ' ') {
        await session.send('Input.insertText', { text: ' ' });
        continue;
      }
      let composed = '';
      for (const syllable of syllables(part)) {
        composed += syllable;
        await session.send('Input.imeSetComposition', { text: composed, selectionStart: composed.length, selectionEnd: composed.length });
        if (delay > 0) await this.page.waitForTimeout(delay);
      }
      await session.send('Input.insertText', { text: part });
    }
  }
}
