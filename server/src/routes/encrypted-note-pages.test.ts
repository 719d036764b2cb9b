// /n/{id} of an end-to-end encrypted note (docs/design.md §10): the server has only the envelope, so the page says
// nothing about the note — a neutral, localized title in <title> and the og tags, a "Decrypting…" placeholder that
// hands the envelope to the client, a <noscript> line — and never treats the envelope as text or HTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCRYPTED_NOTE_ATTRIBUTE } from '../../../shared/initial-data.ts';
import { seal } from '../test-support/envelopes.ts';
import { createNote, getPage, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';
import { translationsFrom } from '../lib/translations.ts';
import { encryptedNoteBody, encryptedNoteHead } from './encrypted-note-page.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SECRET = { title: 'Salary review', content: '<h1>Salary review</h1><p>Everyone gets a raise</p>' };

const headOf = (html: string): string => html.slice(0, html.indexOf('</head>'));
const initialData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)![1]!) as { note: { status: string; note: Record<string, unknown> } };

describe('the page of an encrypted note', () => {
  it('has the neutral title and description in <title> and the og tags, and no word of the envelope in the head', async () => {
    const { envelope } = await seal(SECRET);
    const note = await createNote(t.app, { content: envelope, encrypted: true });
    const page = await getPage(t.app, `/n/${note.share_id}`);
    expect(page.statusCode).toBe(200);
    const head = headOf(page.body);
    expect(head).toContain('<title>Encrypted note – Jotter</title>');
    expect(head).toContain('<meta property="og:title" content="Encrypted note – Jotter">');
    expect(head).toContain('<meta name="description" content="Encrypted note">');
    expect(head).toContain('<meta property="og:description" content="Encrypted note">');
    // Not one fragment of the envelope was read as a preview.
    expect(head).not.toContain(envelope.slice(5, 25));
    expect(head).not.toContain('e2e1');
  });

  it('paints "Decrypting…" in a container carrying the envelope, and a <noscript> saying JavaScript is needed', async () => {
    const { envelope } = await seal(SECRET);
    const note = await createNote(t.app, { content: envelope, encrypted: true });
    const page = await getPage(t.app, `/n/${note.share_id}`);
    expect(page.body).toContain(`${ENCRYPTED_NOTE_ATTRIBUTE}="${envelope}"`);
    expect(page.body).toContain('Decrypting…');
    expect(page.body).toContain('<noscript><p class="note-ssr-notice">This note is end-to-end encrypted. Reading it needs JavaScript.</p></noscript>');
    // No readable article and no body element where plaintext would go.
    expect(page.body).not.toContain('<article');
    expect(page.body).not.toContain('note-body');
    const data = initialData(page.body);
    expect(data.note.status).toBe('ok');
    expect(data.note.note).toMatchObject({ encrypted: true, title: '' });
    expect(data.note.note).not.toHaveProperty('content');
  });

  it('the print view paints the same placeholder and neutral title', async () => {
    const { envelope } = await seal(SECRET);
    const note = await createNote(t.app, { content: envelope, encrypted: true });
    const page = await getPage(t.app, `/n/${note.share_id}/print`);
    expect(page.statusCode).toBe(200);
    expect(headOf(page.body)).toContain('<title>Encrypted note – Jotter</title>');
    expect(page.body).toContain(`${ENCRYPTED_NOTE_ATTRIBUTE}="${envelope}"`);
  });

  it('a protected encrypted note’s page carries neither the envelope nor a title until the password is given', async () => {
    const { envelope } = await seal(SECRET);
    const note = await createNote(t.app, { content: envelope, encrypted: true, password: 'hunter22' });
    const page = await getPage(t.app, `/n/${note.share_id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(envelope.slice(5, 25));
    expect(page.body).not.toContain(ENCRYPTED_NOTE_ATTRIBUTE);
    expect(page.body).toContain('This note is protected by a password.');
  });

  it('a conversion changes the page: the cached plaintext page is not served again', async () => {
    const note = await createNote(t.app, { content: '<p>Everyone gets a raise</p>' });
    expect((await getPage(t.app, `/n/${note.share_id}`)).body).toContain('Everyone gets a raise');
    const { envelope } = await seal(SECRET);
    await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: envelope, editId: note.edit_id, baseVersion: 1, encrypted: true });
    const page = await getPage(t.app, `/n/${note.share_id}`);
    expect(page.body).not.toContain('raise');
    expect(page.body).toContain(`${ENCRYPTED_NOTE_ATTRIBUTE}="${envelope}"`);
  });
});

describe('the encrypted note page’s words', () => {
  it('come from the interface catalog in the reader’s language, English where a catalog lacks them', () => {
    const translate = translationsFrom({
      de: { 'note.encrypted.title': 'Verschlüsselte Notiz', 'note.encrypted.decrypting': 'Wird entschlüsselt…' },
    });
    expect(encryptedNoteHead(translate('de'))).toEqual({ title: 'Verschlüsselte Notiz', description: 'Verschlüsselte Notiz' });
    expect(encryptedNoteBody('e2e1.x.y', translate('de'))).toContain('Wird entschlüsselt…');
    expect(encryptedNoteHead(translate('fr')).title).toBe('Encrypted note');
  });
});
