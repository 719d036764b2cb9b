// Note sizes as a reader says them ("0.85 MB"), through Intl in the UI language, against the 1 MiB limit.
import { useMemo } from 'react';
import { useLocale } from '../../app/navigation.ts';

const MEBIBYTE = 1024 * 1024;

/** `(bytes) => "1.02 MB"`, rounded up so a note just over the limit never reads as exactly at it. */
export function useFormatSize(): (bytes: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 2 });
    return (bytes: number) => format.format(Math.ceil((bytes / MEBIBYTE) * 100) / 100);
  }, [locale]);
}
