// Turns a failure (an ApiFailure, or a stored sync error, both with a stable code) into a sentence for the
// user, in their language. Codes, never server wording, decide the text (docs/design.md §4.1).
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiFailure } from '../../../data/remote/api-client.ts';

function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

export function useErrorMessage(): (error: unknown) => string {
  const { t } = useLingui();
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiFailure ? error.code : codeOf(error);
      switch (code) {
        case 'network':
          return t`You seem to be offline. Try again when you are connected.`;
        case 'wrong-password':
          return t`That password is not right.`;
        case 'too-many-attempts':
          return t`Too many wrong passwords. Wait a few minutes, then try again.`;
        case 'note-locked':
          return t`This note is locked after too many wrong passwords.`;
        case 'note-disabled':
          return t`This note was taken down by the site operator. Your text stays in this browser.`;
        case 'note-deleted':
          return t`This note was deleted on another device.`;
        case 'note-not-found':
        case 'not-found':
          return t`This note does not exist or has expired.`;
        case 'version-not-found':
          return t`This version of the note is no longer kept.`;
        case 'content-too-large':
        case 'body-too-large':
          return t`This note is too large to save (the limit is 1 MB).`;
        case 'encrypted-elsewhere':
          return t`This note was encrypted end to end on another device. Open its new link here to go on editing it.`;
        case 'edit-forbidden':
          return t`The server no longer accepts changes to this note from this browser.`;
        case 'rate-limited':
          return t`Too many requests. Wait a moment, then try again.`;
        case 'storage-full':
          return t`The server is out of storage space. Your note is kept in this browser and will be sent once there is room.`;
        case 'store-unavailable':
        case 'internal-error':
          return t`The server had a problem. Try again in a moment.`;
        default:
          return t({ id: 'toastError', message: 'Something went wrong. Please try again.' });
      }
    },
    [t],
  );
}
