// The home editor (/): the unsaved note's writing area and the publish form under it.
import type { Locator, Page } from 'playwright-core';
import { SHARE_ID_LENGTH } from '../../shared/ids.ts';
import type { ExpireOption } from '../../shared/limits.ts';
import { NotePage } from './NotePage.ts';

/** The note's page publishing lands on; an end-to-end encrypted note's address carries its key after `#`. */
const NOTE_PATH = new RegExp(`/n/([0-9A-Za-z]{${SHARE_ID_LENGTH}})(#[0-9A-Za-z_-]+)?$`);

export interface PublishOptions {
  password?: string;
  expire?: ExpireOption;
  /** Ticks "Encrypt end to end". */
  encrypt?: boolean;
}

/** Quill's writing area, not the stand-in painted before it. */
export const QUILL_EDITOR = '.ql-editor:not([data-stand-in])';

export class HomePage {
  readonly page: Page;
  /** The writing area: the stand-in painted with the page, then Quill. */
  readonly editor: Locator;
  /** Quill, once it has taken over. */
  readonly quill: Locator;
  readonly encryptChoice: Locator;

  constructor(page: Page) {
    this.page = page;
    this.editor = page.getByRole('textbox', { name: 'Note text' });
    this.quill = page.locator(QUILL_EDITOR);
    this.encryptChoice = page.getByRole('checkbox', { name: "Encrypt end to end (the server can't read it)" });
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.waitUntilWritable();
  }

  /** The writing area takes keys from the first paint. */
  async waitUntilWritable(): Promise<void> {
    await this.editor.waitFor();
  }

  /** The stored note is on screen: read and shown (by Quill when it has text). */
  async waitUntilLoaded(): Promise<void> {
    await this.page.locator('[role="textbox"][aria-label="Note text"]:not([aria-busy="true"])').waitFor();
  }

  /**
   * Waits until the unsaved note, holding `text`, is in IndexedDB (the autosave runs a moment after the keys).
   * Polled with `evaluate`, which awaits the page's promise: `waitForFunction` takes a returned promise for a
   * truthy answer and returned at once, before anything was stored.
   */
  async waitUntilDraftStored(text: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.draftHolds(text))) {
      if (Date.now() > deadline) throw new Error(`the unsaved note did not hold "${text}" within ${timeoutMs} ms`);
      await this.page.waitForTimeout(100);
    }
  }

  private draftHolds(text: string): Promise<boolean> {
    return this.page.evaluate(
      (expected) =>
        new Promise<boolean>((resolve) => {
          const request = indexedDB.open('jotter');
          request.onerror = () => resolve(false);
          request.onsuccess = () => {
            const database = request.result;
            if (!database.objectStoreNames.contains('scratch')) {
              database.close();
              return resolve(false);
            }
            const read = database.transaction('scratch').objectStore('scratch').getAll();
            read.onsuccess = () => resolve(JSON.stringify(read.result).includes(expected));
            read.onerror = () => resolve(false);
            database.close();
          };
        }),
      text,
    );
  }

  /** Types at the end of the note, as a person would (key by key). */
  async type(text: string): Promise<void> {
    await this.editor.click();
    await this.page.keyboard.press('ControlOrMeta+End');
    await this.page.keyboard.type(text);
  }

  /** Publishes the note and returns its share id once the page shows /n/{id}. */
  async publish(options: PublishOptions = {}): Promise<string> {
    if (options.password !== undefined) await this.page.getByLabel('Password (optional)').fill(options.password);
    if (options.expire !== undefined) await this.page.getByLabel('Expires').selectOption(options.expire);
    if (options.encrypt) await this.encryptChoice.check();
    await this.page.getByRole('button', { name: 'Publish', exact: true }).click();
    await this.page.waitForURL(NOTE_PATH);
    // The "Note published" toast (any language) is on screen, as the writer sees it before doing anything else.
    await this.page.locator('ol > li[data-state="open"]').first().waitFor();
    const shareId = NOTE_PATH.exec(this.page.url())?.[1];
    if (!shareId) throw new Error(`not a note URL: ${this.page.url()}`);
    return shareId;
  }

  /** Opens the home page, writes `text`, publishes, and returns the note's page once the server has it all. */
  async writeAndPublish(text: string, options: PublishOptions = {}): Promise<{ note: NotePage; shareId: string }> {
    await this.goto();
    await this.type(text);
    const shareId = await this.publish(options);
    const note = new NotePage(this.page);
    await note.editor.waitFor();
    await note.waitUntilSaved();
    return { note, shareId };
  }
}

/** Holds the home editor's (Quill's) chunk until `release` is called: the writer is faster than the network. */
export async function holdEditorChunk(page: Page): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/NoteEditor-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
