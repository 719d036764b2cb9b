// A complete StoredNote for storage and service tests: fresh ids, plain content, every field set. The ids are a random
// pair, as notes made before share ids were derived have (the store never checks how ids were made; create does).
import { newEditId, newShareId } from '../../../shared/ids.ts';
import type { StoredNote } from '../storage/note-store.ts';

export function storedNote(createdAt: Date, overrides: Partial<StoredNote> = {}): StoredNote {
  return {
    shareId: newShareId(),
    editId: newEditId(),
    title: 'Draft',
    content: '<p>Draft</p>',
    createdAt,
    updatedAt: createdAt,
    expiresAt: null,
    version: 1,
    passwordHash: null,
    passwordVersion: 0,
    renamed: false,
    ownerId: null,
    failedAttempts: 0,
    disabledAt: null,
    encrypted: false,
    ...overrides,
  };
}
