// An end-to-end encrypted note's create or update leaves this device only as an envelope (docs/design.md §10.5): the
// op keeps its plaintext in IndexedDB and is sealed when it is sent, with the note's key. The envelope is kept in the
// op before it goes out, so a retry of the same text — its answer lost, the page closed mid-request — resends the very
// same bytes, which the server takes for a replay (a no-op 200) instead of a conflict with itself. Runs in the page and
// in the service worker (both have WebCrypto); the encrypting code is loaded only when an encrypted op is met.
import type { PlainNote } from '../local/on-demand/note-crypto.ts';
import type { LocalNote, OutboxOp } from '../local/types.ts';
import { keepSeal } from '../local/outbox/outbox.ts';

/** What goes on the wire for `op`: as it is (`plain`), an envelope, or nothing — an encrypted op with no key here. */
export type Sealing = { kind: 'plain' } | { kind: 'sealed'; envelope: string } | { kind: 'no-key' };

/** The plaintext an encrypted note's op seals; null for any other op (sent as it is). */
export function plaintextOf(op: OutboxOp): PlainNote | null {
  if ((op.kind !== 'create' && op.kind !== 'update') || !op.payload.encrypted) return null;
  return { title: op.payload.title ?? null, content: op.payload.content };
}

/** Seals `op` for sending (reusing the envelope it was sent as before when its text is the same). */
export async function sealForSending(op: OutboxOp, note: LocalNote | undefined): Promise<Sealing> {
  const plain = plaintextOf(op);
  if (!plain) return { kind: 'plain' };
  const crypto = await import('../local/on-demand/note-crypto.ts');
  const digest = await crypto.plainDigest(plain);
  if (op.sealed?.digest === digest) return { kind: 'sealed', envelope: op.sealed.envelope };
  // Only a create whose note was deleted here before it was ever sealed (so never sent) meets no key.
  if (note?.key === undefined) return { kind: 'no-key' };
  const envelope = await crypto.encryptNote(plain, note.key);
  await keepSeal(op, { digest, envelope });
  return { kind: 'sealed', envelope };
}
