// /n/{id}/print paints its Print button and its way back to the note in the HTML, in the reader's language, so
// they are there before the app has started and without JavaScript — around a note the reader may read, and
// nowhere else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonClasses } from '../../../shared/button-classes.ts';
import { PAINTED_LINK_KEY_ATTRIBUTE, PAINTED_PRINT_ATTRIBUTE } from '../../../shared/painted-controls.ts';
import { PRINT_WORDS } from '../../../shared/print-controls.ts';
import { seal } from '../test-support/envelopes.ts';
import { createNote, getPage, startTestApp, type TestApp } from '../test-support/test-app.ts';
import { loadTranslations, sayWord, translationsFrom, type Translate } from '../lib/translations.ts';
import { sessionCookieName } from './note-pages.ts';
import { printViewBody } from './print-view-page.ts';

let t: TestApp;
let translate: (locale: 'en' | 'de') => Translate;
beforeAll(async () => {
  t = await startTestApp();
  translate = await loadTranslations();
});
afterAll(() => t.close());

/** The painted Print button and link back, as a reader in `locale` gets them for the note `shareId`. */
function controls(locale: 'en' | 'de', shareId: string) {
  const say = (word: (typeof PRINT_WORDS)[keyof typeof PRINT_WORDS]) => sayWord(translate(locale), word);
  return {
    print: `<button type="button" class="${buttonClasses('primary')}" ${PAINTED_PRINT_ATTRIBUTE}>${say(PRINT_WORDS.print)}</button>`,
    back: `<a href="/n/${shareId}" class="${buttonClasses('secondary')}">${say(PRINT_WORDS.back)}</a>`,
  };
}

describe('the print view’s HTML', () => {
  it('carries the Print button and the way back to the note, above the note', async () => {
    const note = await createNote(t.app, { content: '<p>Invoice due on the 30th</p>' });
    const page = await getPage(t.app, `/n/${note.share_id}/print`);
    expect(page.statusCode).toBe(200);
    const { print, back } = controls('en', note.share_id);
    expect(page.body).toContain(`${print}${back}`);
    expect(page.body).toContain('>Print</button>');
    expect(page.body).toContain('>Back to the note</a>');
    expect(page.body.indexOf(back)).toBeLessThan(page.body.indexOf('<p>Invoice due on the 30th</p>'));
  });

  it('speaks the language of the locale cookie (print has one address for every language)', async () => {
    const note = await createNote(t.app);
    const page = await getPage(t.app, `/n/${note.share_id}/print`, { cookies: { locale: 'de' } });
    expect(page.body).toContain('<html lang="de"');
    const { print, back } = controls('de', note.share_id);
    expect(page.body).toContain(`${print}${back}`);
  });

  it('falls back to English for a locale cookie that names no language of the site, markup included', async () => {
    const note = await createNote(t.app);
    for (const locale of ['xx', '"><script>alert(1)</script>', '../de']) {
      const page = await getPage(t.app, `/n/${note.share_id}/print`, { cookies: { locale } });
      expect(page.body).toContain(controls('en', note.share_id).back);
      expect(page.body).not.toContain('<script>alert(1)');
    }
  });

  it('of a protected note carries the controls only with the session that opens the note', async () => {
    const note = await createNote(t.app, { content: '<p>the hidden words</p>', password: 'pw' });
    const locked = await getPage(t.app, `/n/${note.share_id}/print`);
    expect(locked.body).toContain('This note is protected by a password.');
    expect(locked.body).not.toContain(PAINTED_PRINT_ATTRIBUTE);
    expect(locked.body).not.toContain('>Back to the note</a>');

    const forged = await getPage(t.app, `/n/${note.share_id}/print`, { cookies: { [sessionCookieName(note.share_id)]: 'forged' } });
    expect(forged.body).not.toContain(PAINTED_PRINT_ATTRIBUTE);

    const opened = await getPage(t.app, `/n/${note.share_id}/print`, { cookies: { [sessionCookieName(note.share_id)]: note.session_id ?? '' } });
    expect(opened.body).toContain('the hidden words');
    expect(opened.body).toContain(Object.values(controls('en', note.share_id)).join(''));
  });

  it('of an encrypted note has a Print button that waits for the note, and a way back marked to take the key along', async () => {
    const { envelope } = await seal({ title: 'Salary review', content: '<p>Everyone gets a raise</p>' });
    const note = await createNote(t.app, { content: envelope, encrypted: true });
    const page = await getPage(t.app, `/n/${note.share_id}/print`);
    expect(page.body).toContain(`<button type="button" class="${buttonClasses('primary')}" disabled>Print</button>`);
    expect(page.body).not.toContain(PAINTED_PRINT_ATTRIBUTE);
    expect(page.body).toContain(`<a href="/n/${note.share_id}" class="${buttonClasses('secondary')}" ${PAINTED_LINK_KEY_ATTRIBUTE}>Back to the note</a>`);
  });

  it('of a missing note has no controls, and the note page itself has none either', async () => {
    const missing = await getPage(t.app, '/n/AAAAAAAAAAAA/print');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain(PAINTED_PRINT_ATTRIBUTE);
    const note = await createNote(t.app);
    expect((await getPage(t.app, `/n/${note.share_id}`)).body).not.toContain(PAINTED_PRINT_ATTRIBUTE);
  });
});

describe('the print view’s painted words', () => {
  it('come from the interface catalog in the reader’s language, English where a catalog lacks them', () => {
    const words = translationsFrom({ de: { 'print.print': 'Drucken', 'print.back': 'Zurück zur Notiz' } });
    const painted = printViewBody('<article></article>', { shareId: 'AAAAAAAAAAAA', encrypted: false }, words('de'));
    expect(painted).toContain('>Drucken</button>');
    expect(painted).toContain('>Zurück zur Notiz</a>');
    expect(printViewBody('', { shareId: 'AAAAAAAAAAAA', encrypted: false }, words('fr'))).toContain('>Back to the note</a>');
  });
});
