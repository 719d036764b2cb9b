// A note published here gets the pair the server takes (docs/design.md §3): the share id derived from the edit id,
// with WebCrypto, and the same without it (a page over plain http on a LAN has no crypto.subtle).
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isEditId, shareIdFor } from '../../../../shared/ids.ts';
import { newNoteIds } from './note-ids.ts';

const serverShareId = (editId: string) => shareIdFor(editId, (bytes) => createHash('sha256').update(bytes).digest());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ids of a new note', () => {
  it('are a random edit id and the share id the server derives from it', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const { shareId, editId } = await newNoteIds();
      expect(isEditId(editId)).toBe(true);
      expect(shareId).toBe(serverShareId(editId));
      seen.add(editId);
    }
    expect(seen.size).toBe(50);
  });

  it('are derived the same way where the page has no crypto.subtle', async () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    expect(globalThis.crypto.subtle).toBeUndefined();
    const { shareId, editId } = await newNoteIds();
    expect(shareId).toBe(serverShareId(editId));
  });
});
