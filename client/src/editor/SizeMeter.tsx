// The note's size near the server's 1 MiB limit: nothing below 80 %, then the size (amber), and past the limit
// what to do (red). Above the limit nothing is sent to the server until the note is shorter again.
import { useLingui } from '@lingui/react/macro';
import { MAX_CONTENT_BYTES } from '../../../shared/limits.ts';
import { SIZE_WARNING_RATIO } from '../data/local/content-size.ts';
import { useFormatSize } from './useFormatSize.ts';

export function SizeMeter({ bytes }: { bytes: number }) {
  const { t } = useLingui();
  const formatSize = useFormatSize();
  if (bytes < MAX_CONTENT_BYTES * SIZE_WARNING_RATIO) return null;
  const size = formatSize(bytes);
  const limit = formatSize(MAX_CONTENT_BYTES);
  const over = bytes > MAX_CONTENT_BYTES;
  return (
    <p
      role="status"
      className={`mt-2 text-sm font-medium ${over ? 'text-red-700 dark:text-red-400' : 'text-amber-800 dark:text-amber-300'}`}
    >
      {over ? t`Too large: ${size} of ${limit}. Shorten the note to save it to the server.` : t`Note size: ${size} of ${limit}`}
    </p>
  );
}
