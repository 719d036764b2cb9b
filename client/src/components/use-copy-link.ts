// Copy a note's link (or edit link) with its toasts (docs/design.md §9.1): success on copy, and on failure an
// error that shows the link so it can still be copied by hand.
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from './toast.ts';
import { copyText } from './common/clipboard.ts';

export function useCopyLink(): (url: string, kind?: 'share' | 'edit') => Promise<boolean> {
  const { t } = useLingui();
  return useCallback(
    async (url: string, kind: 'share' | 'edit' = 'share') => {
      const copied = await copyText(url);
      if (copied) {
        toast({ title: kind === 'edit' ? t`Edit link copied` : t`Link copied`, variant: 'success' });
      } else {
        toast({ title: t`Could not copy the link`, description: url, variant: 'error' });
      }
      return copied;
    },
    [t],
  );
}
