// The publish choices of the home page's unsaved note (the draft): expiry, end-to-end encryption, whether a password
// was typed (docs/design.md §6.6). They are kept with the draft (ScratchRow.choices), so whatever publishes it honours
// them (draft-fate.ts). A typed password is never stored (it is often one the writer uses elsewhere): a draft meant to
// have one stays the draft until the writer types it again and publishes.
import type { DraftChoices, ScratchRow } from './types.ts';

export const NO_CHOICES: DraftChoices = { expire: 'never', encrypt: false, password: false };

export const choicesOf = (row: ScratchRow | undefined): DraftChoices => row?.choices ?? NO_CHOICES;

export const sameChoices = (a: DraftChoices, b: DraftChoices): boolean => a.expire === b.expire && a.encrypt === b.encrypt && a.password === b.password;
