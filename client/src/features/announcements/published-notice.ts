// "Published", said when it becomes true for a note its writer was told would go out once the server had it
// (publish-feedback.ts): back online on the train, or on the next start. Listened to while the data layer runs
// (app/sync-starter.ts); of several pages open, the one that takes the note's mark says it.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toast } from '../../components/toast.ts';
import { takeDuePublishAnnouncements, takePublishAnnouncement, type PublishedNote } from '../../data/local/publish-announcements.ts';
import { onNotePublished } from '../../data/local/outbox/published-notice.ts';
import { noteUrl, withKey } from '../../platform/paths.ts';

function announce({ shareId, key, title }: PublishedNote): void {
  const url = withKey(noteUrl(location.origin, shareId), key);
  toast({ title: i18n._(msg`Published: ${title}`), description: i18n._(msg`The link works now: ${url}`), variant: 'success' });
}

const failed = (error: unknown) => console.error('Announcing a published note failed', error);

export function announcePublishedNotes(): () => void {
  const stop = onNotePublished((shareId) => {
    takePublishAnnouncement(shareId).then((note) => note && announce(note), failed);
  });
  takeDuePublishAnnouncements().then((notes) => notes.forEach(announce), failed);
  return stop;
}
