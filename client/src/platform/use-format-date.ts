// Dates of a note (updated, expires) in the reader's language, through Intl (no hand-made formats).
import { useCallback, useMemo } from 'react';
import { useServerClockOffset } from '../data/remote/use-server-clock.ts';
import { useLocale } from './navigation.ts';

/** Formats an ISO time or epoch milliseconds; '' for an invalid one. */
export function useFormatDate(): (when: string | number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (when: string | number) => {
      const date = new Date(when);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [locale]);
}

/**
 * Formats an expiry (the server's time) as this device's clock will read it then: on a phone two hours fast,
 * a note that expires in an hour says so against the clock its reader sees, not against the server's.
 */
export function useFormatExpiry(): (expiresAt: string) => string {
  const format = useFormatDate();
  const offset = useServerClockOffset();
  return useCallback((expiresAt: string) => format(Date.parse(expiresAt) - offset), [format, offset]);
}
