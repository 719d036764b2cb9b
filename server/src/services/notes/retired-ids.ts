// What an id that no longer opens anything answers (docs/design.md §3): replaced, turned off and read ids say so (410),
// for good, whatever became of their note since; a deleted note's ids are simply not found (404), as they always were.
import { AlreadyReadError, LinkReplacedError, LinkTurnedOffError, NoteNotFoundError, type DomainError } from '../../errors.ts';
import type { RetiredReason } from '../../storage/link-store.ts';

export function retiredRefusal(reason: RetiredReason | null): DomainError {
  switch (reason) {
    case 'replaced':
      return new LinkReplacedError();
    case 'turned-off':
      return new LinkTurnedOffError();
    case 'read':
      return new AlreadyReadError();
    default:
      return new NoteNotFoundError();
  }
}
