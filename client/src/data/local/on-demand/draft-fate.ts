// What signing in or out does with the home page's unsaved note, as its writer chose to publish it (draft.ts,
// docs/design.md §6.6). Apart from draft.ts so the home editor does not download it.
import type { PublishInput } from '../local-note.ts';
import type { DraftChoices } from '../types.ts';

/** What signing in or out does with a draft that has text: publishes it into the account, or keeps it here as the draft. */
export type DraftFate = { kind: 'publish'; encrypt: boolean } | { kind: 'keep'; because: 'password' | 'encrypt' };

/**
 * Signing in publishes the draft into the account with its expiry, encrypted when chosen (its key stays here with the
 * note, as for any note published here). Signing out publishes it too, but the account's notes then leave this
 * device, and an encrypted note's key would leave with it: nobody could ever read the note, so it stays the draft.
 * A draft meant to have a password stays the draft either way (the password is not kept).
 */
export function draftFate(moment: 'sign-in' | 'sign-out', choices: DraftChoices): DraftFate {
  if (choices.password) return { kind: 'keep', because: 'password' };
  if (choices.encrypt && moment === 'sign-out') return { kind: 'keep', because: 'encrypt' };
  return { kind: 'publish', encrypt: choices.encrypt };
}

/** The publish input of a draft published for the writer (never with a password: draftFate keeps those). */
export const draftInput = (content: string, choices: DraftChoices): PublishInput => ({
  content,
  expire: choices.expire,
  ...(choices.encrypt ? { encrypt: true } : {}),
});
