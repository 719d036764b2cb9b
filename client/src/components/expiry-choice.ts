// What the Expiry dialog offers and does: it opens on the note's current expiry — "keep" when the note has
// a date, "never" when it has none — so pressing Save without choosing changes nothing.
import type { ExpireOption } from '../../../shared/limits.ts';

/** The dialog's choices: the expiry options, plus keeping the date the note already has. */
export type ExpiryChoice = ExpireOption | 'keep';

export function initialExpiryChoice(expiresAt: string | null): ExpiryChoice {
  return expiresAt === null ? 'never' : 'keep';
}

/** The change to send for `choice`, or null when it leaves the note's expiry as it is. */
export function expiryChange(choice: ExpiryChoice, expiresAt: string | null): ExpireOption | null {
  if (choice === 'keep') return null;
  if (choice === 'never' && expiresAt === null) return null;
  return choice;
}
