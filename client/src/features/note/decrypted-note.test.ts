// What a reader sees of a decrypted note: its own title, or one derived from the content; never a title that hides
// or reorders text, never one over the limit. The content is handed on untouched (NoteContent sanitizes it).
import { describe, expect, it } from 'vitest';
import type { SharedNote } from '../../../../shared/api.ts';
import { decryptedNote } from './decrypted-note.ts';

const SHARED: SharedNote = {
  title: '',
  content: 'e2e1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAA',
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  expires_at: null,
  owner: null,
  is_owned: false,
  has_password: false,
  renamed: false,
  version: 3,
  encrypted: true,
};

describe('a decrypted note as the reader sees it', () => {
  it('shows the writer’s own title and the decrypted content, keeping the shared note’s dates and flags', () => {
    const note = decryptedNote(SHARED, { title: 'Salary review', content: '<p>Everyone gets a raise</p>' });
    expect(note).toEqual({ ...SHARED, title: 'Salary review', content: '<p>Everyone gets a raise</p>', renamed: true });
  });

  it('without a title of its own takes the first line of the content, as the server does for a plaintext note', () => {
    const note = decryptedNote(SHARED, { title: null, content: '<h1>Party plans</h1><p>Bring snacks</p>' });
    expect(note.title).toBe('Party plans');
    expect(note.renamed).toBe(false);
  });

  it('a title of only white space and invisible characters counts as none', () => {
    expect(decryptedNote(SHARED, { title: ' \u200b\u202e\t', content: '<p>Real first line</p>' }).title).toBe('Real first line');
  });

  it('a hostile title loses bidi overrides and control characters and is cut to 200 characters', () => {
    expect(decryptedNote(SHARED, { title: 'invoice\u202Efdp.exe\u0007\nnext', content: '' }).title).toBe('invoicefdp.exe next');
    expect(decryptedNote(SHARED, { title: 'x'.repeat(5000), content: '' }).title).toHaveLength(200);
  });

  it('markup in a title stays text (it is shown as text, never parsed)', () => {
    expect(decryptedNote(SHARED, { title: '<img src=x onerror=alert(1)>', content: '' }).title).toBe('<img src=x onerror=alert(1)>');
  });

  it('an empty note is "Untitled"', () => {
    expect(decryptedNote(SHARED, { title: null, content: '' }).title).toBe('Untitled');
  });
});
