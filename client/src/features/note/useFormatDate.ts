// Dates of a note (updated, expires) in the reader's language, through Intl (no hand-made formats).
import { useMemo } from 'react';
import { useLocale } from '../../app/navigation.ts';

export function useFormatDate(): (iso: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [locale]);
}
