// A shared note (/n/{id}) as its reader or its editor sees it: the article (title and content), the
// editor and sync badge for holders of the edit id, the password prompt, the not-found state and the
// conflict choice; for an end-to-end encrypted note, why it does not open.
import type { Locator, Page } from 'playwright-core';

export class NotePage {
  readonly page: Page;
  readonly article: Locator;
  readonly title: Locator;
  readonly editor: Locator;
  readonly syncStatus: Locator;
  readonly passwordInput: Locator;
  readonly unlockButton: Locator;
  readonly passwordError: Locator;
  readonly notFound: Locator;
  readonly conflict: Locator;
  readonly missingKey: Locator;
  readonly wrongKey: Locator;

  constructor(page: Page) {
    this.page = page;
    this.article = page.getByRole('article');
    this.title = this.article.getByRole('heading', { level: 1 }).first();
    this.editor = page.getByRole('textbox', { name: 'Note text' });
    this.syncStatus = this.article.getByRole('status');
    this.passwordInput = page.getByLabel('Password', { exact: true });
    this.unlockButton = page.getByRole('button', { name: 'Unlock note' });
    this.passwordError = page.getByRole('alert');
    this.notFound = page.getByRole('heading', { name: 'Note not found' });
    this.conflict = page.getByRole('region', { name: 'This note was changed somewhere else' });
    this.missingKey = page.getByRole('heading', { name: 'This link is missing its key' });
    this.wrongKey = page.getByRole('heading', { name: 'This key does not open this note' });
  }

  /** `key`: an end-to-end encrypted note's key, in the link's fragment as a share link carries it. */
  async goto(shareId: string, key?: string): Promise<void> {
    await this.page.goto(`/n/${shareId}${key === undefined ? '' : `#${key}`}`);
  }

  /** The note's visible text once it is shown (read-only view or editor). */
  async text(): Promise<string> {
    await this.article.waitFor();
    return this.article.innerText();
  }

  /** Types at the end of the note in the editor. */
  async type(text: string): Promise<void> {
    await this.editor.click();
    await this.page.keyboard.press('ControlOrMeta+End');
    await this.page.keyboard.type(text);
  }

  /** Types at the very start of the note (its first paragraph) in the editor. */
  async typeAtStart(text: string): Promise<void> {
    await this.editor.click();
    await this.page.keyboard.press('ControlOrMeta+Home');
    await this.page.keyboard.type(text);
  }

  /** Waits until the badge says every change reached the server. */
  async waitUntilSaved(): Promise<void> {
    await this.syncStatus.filter({ hasText: /^Saved$/ }).waitFor({ timeout: 15_000 });
  }

  async unlock(password: string): Promise<void> {
    await this.passwordInput.fill(password);
    await this.unlockButton.click();
  }

  async choose(choice: 'Keep mine' | 'Take theirs' | 'Keep both' | 'Save mine as a new note'): Promise<void> {
    await this.conflict.getByRole('button', { name: choice }).click();
  }
}
