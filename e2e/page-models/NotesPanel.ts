// The "My notes" slide-over: this browser's notes, the language switcher and the colour-mode switcher.
// Opened from the header button; its names are in the page's current language, so callers pass them.
import type { Locator, Page } from 'playwright-core';

export class NotesPanel {
  readonly page: Page;
  readonly dialog: Locator;

  constructor(page: Page, name = 'My notes') {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name });
  }

  async open(buttonName = 'My notes'): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: buttonName }).click();
    await this.dialog.waitFor();
  }

  /** Closes the panel (by Escape, whatever language its title is in now). */
  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.getByRole('dialog').waitFor({ state: 'hidden' });
  }

  /** The link to a listed note, by its title. */
  note(title: string): Locator {
    return this.dialog.getByRole('link', { name: title });
  }

  /** `label` is the switcher's name in the page's current language. */
  async chooseLanguage(locale: string, label = 'Language'): Promise<void> {
    await this.dialog.getByLabel(label).selectOption(locale);
  }

  async chooseColorMode(mode: 'Light' | 'Dark' | 'System'): Promise<void> {
    await this.dialog.getByRole('radio', { name: mode }).check({ force: true });
  }
}
