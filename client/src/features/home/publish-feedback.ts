// What the writer is told after pressing Publish, and when. "Publishing…" at once: the link is theirs already (on
// the clipboard, and it opens on this device). "Note published" only once the server has the note — people paste a
// fresh link into a chat at once, and the chat fetches its preview at once. Otherwise, that the link works once the
// note reaches the server; "Published" follows when it does (published-notice.ts).
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dismissToast, toast } from '../../components/toast.ts';
import type { Delivery } from '../../data/sync/deliver-published.ts';

export function tellPublishing(url: string, copied: boolean, delivery: Promise<Delivery>): void {
  const link = i18n._(copied ? msg`Link copied: ${url}` : msg`Share this link: ${url}`);
  const publishing = toast({ title: i18n._(msg`Publishing…`), description: link, variant: 'info' });
  const told = (outcome: Delivery) => {
    dismissToast(publishing);
    if (outcome === 'published') {
      toast({ title: i18n._(msg`Note published`), description: link, variant: 'success' });
      return;
    }
    toast({
      title: i18n._(outcome === 'offline' ? msg`Saved on this device: you are offline` : msg`Saved on this device`),
      description: i18n._(msg`The link will work as soon as the note reaches the server. We will tell you when it has.`),
      variant: 'info',
    });
  };
  delivery.then(told, (error: unknown) => {
    console.error('Following the publish failed', error);
    told('waiting');
  });
}
