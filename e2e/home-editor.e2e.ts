// The home page's unsaved note lives in the browser: what was typed survives a reload and reaches
// IndexedDB within the autosave debounce, before the page is ever left — also when it was typed before the
// editor (Quill) had loaded.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { HomePage, holdEditorChunk } from './page-models/HomePage.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { useBrowser } from './support/browser.ts';
import { slowCpu } from './support/slow-cpu.ts';

const browser = useBrowser();
const POLL = { timeout: 10_000, interval: 100 };

test('typing on the home page then reloading keeps the text', async () => {
  const page = await browser.newPage();
  const home = new HomePage(page);
  await home.goto();
  await home.type('Groceries: oat milk, lentils, basil');
  // docs/design.md §6.2 allows 300 ms; a little more for the IndexedDB write itself.
  await page.waitForTimeout(400);
  await page.reload();
  await home.editor.waitFor();
  await expect.poll(() => home.editor.innerText(), POLL).toContain('Groceries: oat milk, lentils, basil');
});

test('what was typed is stored within the debounce, with no page unload to flush it', async () => {
  const context = await browser.newContext();
  const first = new HomePage(await context.newPage());
  await first.goto();
  await first.type('Call the plumber at 9');
  await first.waitUntilDraftStored('Call the plumber at 9');
  // A second tab reads the same IndexedDB while the first one is still open and never hid or unloaded.
  const second = new HomePage(await context.newPage());
  await second.goto();
  await expect.poll(() => second.editor.innerText(), POLL).toContain('Call the plumber at 9');
});

/** A new visitor on the home page whose editor chunk is held (see holdEditorChunk). */
async function homeWithEditorHeld(): Promise<{ page: Page; held: { release: () => void }; home: HomePage }> {
  const page = await browser.newPage();
  const held = await holdEditorChunk(page);
  const home = new HomePage(page);
  await home.goto();
  return { page, held, home };
}

test('keys pressed before the editor has loaded all land in the note, in order, and the editor carries on', async () => {
  const { page, held, home } = await homeWithEditorHeld();
  // The page is ready for typing at once: focused, no click needed.
  await page.keyboard.type('Dentist on Friday');
  await page.keyboard.press('Enter');
  await page.keyboard.type('bring the <forms> & card');
  held.release();
  await home.quill.waitFor();
  await page.keyboard.type(' — done');
  const lines = () => home.quill.locator(':scope > *').allInnerTexts();
  const written = ['Dentist on Friday', 'bring the <forms> & card — done'];
  await expect.poll(lines, POLL).toEqual(written);
  await home.waitUntilDraftStored('Dentist on Friday');
  await page.reload();
  await home.quill.waitFor();
  await expect.poll(lines, POLL).toEqual(written);
});

test('a line break typed just before the editor arrives is kept: the next keys start the new line', async () => {
  const { page, held, home } = await homeWithEditorHeld();
  await page.keyboard.type('Trip plan');
  await page.keyboard.press('Enter');
  held.release();
  await home.quill.waitFor();
  await page.keyboard.type('Train at 8:15');
  await expect.poll(() => home.quill.locator(':scope > *').allInnerTexts(), POLL).toEqual(['Trip plan', 'Train at 8:15']);
});

test('a writer who tabbed on before the editor arrived keeps their place', async () => {
  const { page, held, home } = await homeWithEditorHeld();
  await page.keyboard.type('Typed, then on to publishing');
  await page.keyboard.press('Tab');
  const tabbedTo = await page.evaluate(() => document.activeElement?.outerHTML);
  held.release();
  await home.quill.waitFor();
  await expect.poll(() => home.quill.innerText(), POLL).toContain('Typed, then on to publishing');
  expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(tabbedTo);
});

test('a writer who tabbed back onto the toolbar before the editor arrived is on the same button of the editor\'s toolbar', async () => {
  const { page, held, home } = await homeWithEditorHeld();
  await page.keyboard.type('Typed, then a format');
  await page.keyboard.press('Shift+Tab');
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
  expect(await focusedName()).toBe('Clear formatting');
  held.release();
  await home.quill.waitFor();
  await expect.poll(() => home.quill.innerText(), POLL).toContain('Typed, then a format');
  // Quill's own button now (the painted one left the page), and the next Tab goes on from there: into the note.
  expect(await page.evaluate(() => document.querySelector('[data-stand-in]') === null && document.activeElement?.closest('.ql-toolbar') != null)).toBe(true);
  expect(await focusedName()).toBe('Clear formatting');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.classList.contains('ql-editor'))).toBe(true);
});

test('text typed while the editor cannot load at all is still kept, and is there on the next visit', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await holdEditorChunk(page);
  const home = new HomePage(page);
  await home.goto();
  await home.type('Written while the editor never came');
  await home.waitUntilDraftStored('Written while the editor never came');
  const next = new HomePage(await context.newPage());
  await next.goto();
  await expect.poll(() => next.editor.innerText(), POLL).toContain('Written while the editor never came');
});

test('"New note" with an unsaved note asks first: keeping it changes nothing, discarding starts a blank note', async () => {
  const page = await browser.newPage();
  const home = new HomePage(page);
  await page.goto('/tools/word-counter');
  const newNote = page.getByRole('link', { name: 'New note' });

  // Nothing to lose: straight to a blank editor, no question.
  await newNote.click();
  await page.waitForURL((url) => url.pathname === '/');
  await home.waitUntilWritable();
  await home.type('Shopping: bread, eggs');
  await expect.poll(() => home.editor.innerText(), POLL).toContain('Shopping: bread, eggs');
  await home.waitUntilDraftStored('Shopping: bread, eggs');

  await page.goto('/about');
  await newNote.click();
  const confirm = page.getByRole('dialog', { name: 'Start a new note?' });
  await expect.poll(() => confirm.innerText(), POLL).toContain('Shopping: bread, eggs');
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => home.editor.innerText(), POLL).toContain('Shopping: bread, eggs');

  await page.goto('/about');
  await newNote.click();
  await confirm.getByRole('button', { name: 'Discard and start new' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await home.waitUntilLoaded();
  await expect.poll(() => home.editor.innerText(), POLL).toBe('');
  await page.reload();
  await home.waitUntilLoaded();
  expect((await home.editor.innerText()).trim()).toBe('');
});

test('"New note" pressed right after typing previews what the editor shows, not an older stored copy', async () => {
  const page = await browser.newPage();
  const home = new HomePage(page);
  await home.goto();
  await home.type('Minutes: budget');
  await home.waitUntilDraftStored('Minutes: budget');
  // Then more, and at once "New note": the autosave has not written these keys yet.
  await page.keyboard.type(', roadmap, hiring plan for the spring');
  await page.getByRole('link', { name: 'New note' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start a new note?' });
  await expect.poll(() => confirm.innerText(), POLL).toContain('Minutes: budget, roadmap, hiring plan for the spring');
  await confirm.getByRole('button', { name: 'Discard and start new' }).click();
  await home.waitUntilLoaded();
  await expect.poll(async () => (await home.editor.innerText()).trim(), POLL).toBe('');
});

test('the toolbar is there from the first paint: the same buttons, names and places as the editor’s own', async () => {
  const { page, held, home } = await homeWithEditorHeld();
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const controls = async () =>
    toolbar.locator('button, [role="button"]').evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${element.getAttribute('aria-label')} @${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
        }),
    );
  const painted = await controls();
  expect(painted.map((control) => control.split(' @')[0])).toEqual([
    'Text style', 'Bold', 'Italic', 'Underline', 'Strikethrough', 'Numbered list', 'Bulleted list', 'Checklist',
    'Link', 'Quote', 'Code block', 'Clear formatting',
  ]);
  await home.type('x');
  held.release();
  await home.quill.waitFor();
  expect(await controls()).toEqual(painted);
});

test('Bold pressed before the editor has loaded makes what is typed next bold, and pressed again ends it', async () => {
  const { page, held, home } = await homeWithEditorHeld();
  await home.editor.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Packing list');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' for Sunday');
  held.release();
  await home.quill.waitFor();
  await page.keyboard.type('!');
  await expect.poll(() => home.quill.innerHTML(), POLL).toBe('<p><strong>Packing list</strong> for Sunday!</p>');
});

test('a word selected and made italic before the editor has loaded is italic in the editor; a list chosen mid-line makes the line a list', async () => {
  const { page, held, home } = await homeWithEditorHeld();
  await home.type('Call the plumber');
  await page.keyboard.press('Shift+ControlOrMeta+ArrowLeft');
  await page.getByRole('button', { name: 'Italic' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('milk');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type(' and bread');
  held.release();
  await home.quill.waitFor();
  await expect
    .poll(() => home.quill.innerHTML(), POLL)
    .toBe('<p>Call the <em>plumber</em></p><ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>milk and bread</li></ol>');
});

test('the text style picker pressed before the editor has loaded opens once it has', async () => {
  const { page, held, home } = await homeWithEditorHeld();
  await home.type('Weekend');
  await page.getByRole('button', { name: 'Text style' }).click();
  held.release();
  await home.quill.waitFor();
  await page.getByRole('button', { name: 'Heading 1' }).click();
  await expect.poll(() => home.quill.innerHTML(), POLL).toBe('<h1>Weekend</h1>');
});

/** How the last visit left its draft: stored in IndexedDB, or only in the journal (its tab closed mid-write). */
const LAST_VISIT = {
  async 'in IndexedDB'(context: BrowserContext): Promise<void> {
    const first = new HomePage(await context.newPage());
    await first.goto();
    await first.type('Packing list');
    await first.waitUntilDraftStored('Packing list');
    await first.page.close();
  },
  // What a tab closed right after typing leaves (its IndexedDB write dies with it, the journal's is synchronous):
  // written directly, on a page of the site that does not run the app.
  async 'only in the journal'(context: BrowserContext): Promise<void> {
    const page = await context.newPage();
    await page.goto('/favicon.svg');
    await page.evaluate(() => localStorage.setItem('jotter:journal:scratch', JSON.stringify({ content: '<p>Packing list</p>', at: Date.now() })));
    await page.close();
  },
};

test.each(Object.keys(LAST_VISIT) as Array<keyof typeof LAST_VISIT>)(
  'keys typed before a stored draft (%s) was known are added after the draft, never in its place',
  async (where) => {
    const context = await browser.newContext();
    await LAST_VISIT[where](context);

    // The next visit: the data layer (and so the stored draft) arrives only after the writer has typed, on a
    // slow disk (a phone's): reading the unsaved note takes 300 ms, so its first answer, read before the journal
    // is merged, is still the newest the page has when the merge is done.
    await context.addInitScript(() => {
      const get = IDBObjectStore.prototype.get;
      IDBObjectStore.prototype.get = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['get']>) {
        const request = get.apply(this, args);
        // Only reads: a handler called after its event lets the transaction end, which a slow disk never does
        // (a read-write transaction reading first, as a compare-and-set save does, would fail on its write).
        if (this.name !== 'scratch' || this.transaction.mode !== 'readonly') return request;
        let onSuccess: ((event: Event) => void) | null = null;
        Object.defineProperty(request, 'onsuccess', {
          get: () => onSuccess,
          set: (handler: ((event: Event) => void) | null) => (onSuccess = handler),
        });
        request.addEventListener('success', (event) => setTimeout(() => onSuccess?.call(request, event), 300));
        return request;
      };
    });
    const page = await context.newPage();
    let releaseData = () => undefined as void;
    const dataHeld = new Promise<void>((resolve) => {
      releaseData = resolve;
    });
    await page.route(/\/assets\/data-[\w-]+\.js$/, async (route) => {
      await dataHeld;
      await route.continue();
    });
    const home = new HomePage(page);
    await home.goto();
    await home.editor.click();
    await page.keyboard.type('tent');
    releaseData();
    await home.quill.waitFor();
    await expect.poll(() => home.quill.locator(':scope > *').allInnerTexts(), POLL).toEqual(['Packing list', 'tent']);
    await page.keyboard.type(' and map');
    await home.waitUntilDraftStored('tent and map');
    await page.reload();
    await home.waitUntilLoaded();
    await expect.poll(() => home.quill.locator(':scope > *').allInnerTexts(), POLL).toEqual(['Packing list', 'tent and map']);
  },
);

test('typing in bursts on a slow phone while the editor arrives, the note holds what was typed, once', async () => {
  // The stand-in's saves reached the page late on a slow phone, after the editor had taken over and saved its own
  // text over them: merged as text from elsewhere, they came back as extra lines ("Me", "Meet") or took typed
  // letters ("Meetin notes"). A timing fault: before the fix 7 of 40 runs of this loop lost or repeated text with
  // another browser test running beside it, 0 of 40 after (docs/decisions.md, "Two tabs of one browser").
  const text = 'Meeting notes, draft one';
  for (const rate of [2, 3, 4, 5, 6, 2, 3, 4]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await slowCpu(page, rate);
    const home = new HomePage(page);
    await home.goto();
    await home.editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    // A key, then a look at the page (a round trip): the pauses fall where they fall, as a person's do.
    for (const key of text) {
      await page.keyboard.type(key);
      await home.quill.count();
    }
    await home.waitUntilDraftStored(text);
    await expect.poll(() => home.quill.locator(':scope > *').allInnerTexts(), POLL).toEqual([text]);
    await context.close();
  }
}, 180_000);

test('a paste and a drop before the editor has loaded are kept as text', async () => {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const held = await holdEditorChunk(page);
  const home = new HomePage(page);
  await home.goto();
  await page.evaluate(() => navigator.clipboard.writeText('Pasted line one\nline two'));
  await home.editor.click();
  await page.keyboard.press('ControlOrMeta+V');
  await page.keyboard.press('Enter');
  // Dragged in from elsewhere on the page.
  await page.evaluate(() => {
    const source = document.createElement('p');
    source.id = 'drag-source';
    source.textContent = 'Dropped words';
    source.draggable = true;
    source.addEventListener('dragstart', (event) => event.dataTransfer?.setData('text/plain', 'Dropped words'));
    document.body.prepend(source);
  });
  await page.locator('#drag-source').dragTo(home.editor);
  await expect.poll(() => home.editor.innerText(), POLL).toContain('Dropped words');
  held.release();
  await home.quill.waitFor();
  await expect.poll(() => home.quill.locator(':scope > *').allInnerTexts(), POLL).toEqual(['Pasted line one', 'line two', 'Dropped words']);
});

test('a note published while the editor was still loading does not come back as the unsaved note', async () => {
  const context = await browser.newContext();
  // The link is copied at the end of publishing: held there until the editor has arrived on the page, which is
  // the moment a slow phone can reach by itself (the chunk lands while the note is being published).
  await context.addInitScript(() => {
    const clipboard = navigator.clipboard as Clipboard & { releaseCopy?: () => void };
    const writeText = clipboard.writeText.bind(clipboard);
    clipboard.writeText = (text) =>
      new Promise((resolve, reject) => {
        clipboard.releaseCopy = () => void writeText(text).then(resolve, reject);
      });
  });
  const page = await context.newPage();
  const held = await holdEditorChunk(page);
  const home = new HomePage(page);
  await home.goto();
  await home.editor.click();
  await page.keyboard.type('Train tickets');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.waitForFunction(() => 'releaseCopy' in navigator.clipboard);
  held.release();
  await home.quill.waitFor();
  await page.evaluate(() => (navigator.clipboard as Clipboard & { releaseCopy: () => void }).releaseCopy());
  await page.waitForURL(/\/n\//);

  await home.goto();
  await home.waitUntilLoaded();
  expect(await home.editor.innerText()).toBe('');
  const panel = new NotesPanel(page);
  await panel.open();
  await expect.poll(() => panel.note('Train tickets').count(), POLL).toBe(1);
});
