// The client's answer checker against the wire schemas it shares with the server: every keyword the schemas
// use is one it understands, good answers pass, and answers a broken proxy or server could send are caught.
import { describe, expect, it } from 'vitest';
import { newEditId, newShareId } from '../ids.ts';
import { CHECKED_KEYWORDS, conforms } from './check.ts';
import * as account from './account.ts';
import * as errors from './errors.ts';
import * as live from './live.ts';
import * as notes from './notes.ts';
import * as service from './service.ts';
import * as versions from './versions.ts';

// The account's sync and contents requests are checked by the server alone (their maxItems, minItems and uniqueItems
// are no keywords answers need).
const { SyncNotesRequest: _serverOnly, NoteContentsRequest: _serverOnlyToo, ...accountSchemas } = account;
// The live stream's header names are no schema.
const { LIVE_HEADERS: _headerNames, ...liveSchemas } = live;
const schemas = Object.entries({ ...accountSchemas, ...errors, ...liveSchemas, ...notes, ...service, ...versions }).filter(
  ([, value]) => typeof value === 'object' && value !== null && !Array.isArray(value),
);

function keywordsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (typeof schema !== 'object' || schema === null) return found;
  for (const [key, value] of Object.entries(schema)) {
    found.add(key);
    if (key === 'properties') for (const property of Object.values(value as object)) keywordsOf(property, found);
    else if (key === 'anyOf') for (const option of value as unknown[]) keywordsOf(option, found);
    else if (key === 'items') keywordsOf(value, found);
  }
  return found;
}

const sharedNote = {
  title: 'Title',
  content: '<p>Words</p>',
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  expires_at: null,
  owner: null,
  is_owned: false,
  has_password: false,
  renamed: false,
  version: 1,
  encrypted: false,
};

describe('the answer checker', () => {
  it.each(schemas)('understands every keyword of %s', (_name, schema) => {
    const unknown = [...keywordsOf(schema)].filter((keyword) => !CHECKED_KEYWORDS.has(keyword));
    expect(unknown).toEqual([]);
  });

  it('accepts a shared note as the server sends it', () => {
    expect(conforms(notes.SharedNote, sharedNote)).toBe(true);
    expect(conforms(notes.SharedNote, { ...sharedNote, expires_at: '2030-01-02T00:00:00.000Z' })).toBe(true);
  });

  it('accepts fields a newer server added (an old cached page must keep working)', () => {
    expect(conforms(notes.SharedNote, { ...sharedNote, pinned: true })).toBe(true);
  });

  it.each([
    ['a missing field', { ...sharedNote, version: undefined }],
    ['a version sent as text', { ...sharedNote, version: '1' }],
    ['a fractional version', { ...sharedNote, version: 1.5 }],
    ['a negative version', { ...sharedNote, version: -1 }],
    ['content that is not text', { ...sharedNote, content: { html: '<p>x</p>' } }],
    ['a boolean sent as text', { ...sharedNote, has_password: 'false' }],
    ['an expiry that is neither text nor null', { ...sharedNote, expires_at: 0 }],
    ['an array', [sharedNote]],
    ['null', null],
    ['an HTML page from a captive portal', '<html>Sign in to the Wi-Fi</html>'],
    ['nothing', undefined],
  ])('refuses %s', (_situation, answer) => {
    expect(conforms(notes.SharedNote, answer)).toBe(false);
  });

  it('checks ids against their exact shape', () => {
    const created = {
      edit_id: newEditId(),
      share_id: newShareId(),
      title: '',
      created_at: sharedNote.created_at,
      updated_at: sharedNote.updated_at,
      expires_at: null,
      version: 1,
    };
    expect(conforms(notes.CreateNoteResponse, created)).toBe(true);
    expect(conforms(notes.CreateNoteResponse, { ...created, edit_id: created.share_id })).toBe(false);
    expect(conforms(notes.CreateNoteResponse, { ...created, share_id: '../../etc/passwd' })).toBe(false);
  });

  it('checks literals and string lengths', () => {
    expect(conforms(notes.DeleteNoteResponse, { deleted: true })).toBe(true);
    expect(conforms(notes.DeleteNoteResponse, { deleted: false })).toBe(false);
    expect(conforms(notes.RenameNoteRequest, { title: 'x'.repeat(200), noteId: newShareId() })).toBe(true);
    expect(conforms(notes.RenameNoteRequest, { title: 'x'.repeat(201), noteId: newShareId() })).toBe(false);
    // Lengths are code points, as the server's Ajv counts them: 200 emoji are 400 UTF-16 units.
    expect(conforms(notes.RenameNoteRequest, { title: '😀'.repeat(200), noteId: newShareId() })).toBe(true);
  });

  it('reads a conflict with the server’s copy, and one without', () => {
    const current = { title: 'T', content: '<p>theirs</p>', updated_at: sharedNote.updated_at, version: 3 };
    const conflict = { statusCode: 409, statusMessage: 'Conflict', code: 'conflict', current };
    expect(conforms(errors.ApiErrorBody, conflict)).toBe(true);
    expect(conforms(errors.ApiErrorBody, { ...conflict, current: undefined })).toBe(true);
    expect(conforms(errors.ApiErrorBody, { ...conflict, current: { ...current, version: 'x' } })).toBe(false);
  });
});
