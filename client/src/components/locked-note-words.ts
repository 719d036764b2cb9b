// What this device says of an end-to-end encrypted note it has no key for (docs/design.md §10.5): in the notes panel in
// place of its title, and on the note's page. One descriptor for both, so both say the same.
import { msg } from '@lingui/core/macro';

export const LOCKED_NOTE = msg`Encrypted note — open its link on this device to read it`;
