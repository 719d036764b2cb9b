// Note sizes as a reader says them ("0.85 MB"), through Intl in the UI language, against the 1 MiB limit.
import { useCallback } from 'react';
import { useLocale } from '../platform/navigation.ts';

const MEBIBYTE = 1024 * 1024;

// Made on first use, not on render: the page's first Intl.NumberFormat loads ICU data (tens of ms on a
// phone), and the size is only shown near the limit.
const formats = new Map<string, Intl.NumberFormat>();
function megabytes(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

/** `(bytes) => "1.02 MB"`, rounded up so a note just over the limit never reads as exactly at it. */
export function useFormatSize(): (bytes: number) => string {
  const locale = useLocale();
  return useCallback((bytes: number) => megabytes(locale).format(Math.ceil((bytes / MEBIBYTE) * 100) / 100), [locale]);
}
