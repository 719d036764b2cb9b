// A counter tool page (/tools/word-counter, /tools/character-counter): the text box and the numbers
// shown next to it, each a term/definition pair, plus the limit meters.
import type { Locator, Page } from 'playwright-core';

export class ToolPage {
  readonly page: Page;
  readonly text: Locator;

  constructor(page: Page) {
    this.page = page;
    this.text = page.getByRole('textbox', { name: 'Your text' });
  }

  async goto(tool: 'word-counter' | 'character-counter'): Promise<void> {
    await this.page.goto(`/tools/${tool}`);
    await this.text.waitFor();
  }

  async type(text: string): Promise<void> {
    await this.text.click();
    await this.page.keyboard.type(text);
  }

  /** The number shown under a label such as "Words" or "Sentences". */
  async stat(label: string): Promise<string> {
    const term = this.page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
    return term.locator('xpath=following-sibling::dd[1]').innerText();
  }

  /** A limit meter, by its label ("X post", "SMS"…). */
  meter(label: string): Locator {
    return this.page.getByRole('progressbar', { name: label });
  }
}
