// Publishing the unsaved note: it works offline too (the link exists at once and the create is queued). Publish
// pressed before the stored note is known waits for it: what is published includes both.
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { MAX_CONTENT_BYTES } from '../../../../shared/limits.ts';
import { copyText } from '../../components/common/clipboard.ts';
import { toast } from '../../components/toast.ts';
import { publishNote } from '../../data/local/commands.ts';
import { NoteTooLargeError } from '../../data/local/content-size.ts';
import { isBlankHtml } from '../../data/local/typed-text.ts';
import { deliverPublished } from '../../data/sync/deliver-published.ts';
import { useFormatSize } from '../../editor/useFormatSize.ts';
import { inRouter, notePath, noteUrl, withKey } from '../../platform/paths.ts';
import { tellPublishing } from './publish-feedback.ts';
import type { PublishOptions } from './PublishBar.tsx';
import type { UnsavedNoteSaves } from './use-unsaved-note-saves.ts';
import { warmNotePage } from './warm-note-page.ts';

/** `known`: the stored note has been read; `stored`: it (or '' until then). */
export function usePublish(known: boolean, stored: string, saves: UnsavedNoteSaves) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const formatSize = useFormatSize();
  const [publishing, setPublishing] = useState(false);
  const waitingPublish = useRef<PublishOptions | null>(null);
  useEffect(() => {
    const options = waitingPublish.current;
    if (!known || !options) return;
    waitingPublish.current = null;
    void publish(options);
  });

  async function publish(options: PublishOptions) {
    if (!known) {
      waitingPublish.current = options;
      return;
    }
    const content = saves.newestHtml() ?? stored;
    if (isBlankHtml(content)) {
      toast({ title: t`Write something first`, variant: 'info' });
      return;
    }
    saves.publishAway();
    void warmNotePage();
    setPublishing(true);
    try {
      const { shareId, key } = await publishNote({ content, ...options });
      // The create leaves now, before the page moves on; what the writer hears follows what the server has.
      const delivery = deliverPublished(shareId);
      // An encrypted note's links carry its key in the fragment, which no server ever receives (docs/design.md §10).
      const url = withKey(noteUrl(location.origin, shareId), key);
      tellPublishing(url, await copyText(url), delivery);
      navigate(inRouter(withKey(notePath(shareId), key)));
    } catch (error) {
      saves.stayUnsaved(content);
      setPublishing(false);
      if (error instanceof NoteTooLargeError) {
        const size = formatSize(error.bytes);
        const limit = formatSize(MAX_CONTENT_BYTES);
        toast({
          title: t`This note is too large to publish`,
          description: t`It is ${size}; the limit is ${limit}. Shorten it, then publish.`,
          variant: 'error',
        });
        return;
      }
      console.error('Publishing failed', error);
      toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
    }
  }

  return { publishing, publish };
}
