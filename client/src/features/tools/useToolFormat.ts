// Numbers, percentages, durations and language names of the tool pages in the reader's language, all
// through Intl (no hand-made formats or unit words to translate).
import { useMemo } from 'react';
import { useLocale } from '../../app/navigation.ts';

export interface ToolFormat {
  number: (value: number) => string;
  percent: (ratio: number) => string;
  /** "1 hr 5 min 3 sec" style, leaving out zero parts; "0 sec" for nothing. */
  duration: (seconds: number) => string;
  /** The name of a language in the reader's language ("de" → "German"). */
  languageName: (code: string) => string;
}

export function useToolFormat(): ToolFormat {
  const locale = useLocale();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(locale);
    const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const units = (unit: 'hour' | 'minute' | 'second') =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' });
    const hours = units('hour');
    const minutes = units('minute');
    const seconds = units('second');
    const list = new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' });
    const languages = new Intl.DisplayNames([locale], { type: 'language' });
    return {
      number: (value) => numbers.format(value),
      percent: (ratio) => percents.format(ratio),
      duration: (total) => {
        const parts: string[] = [];
        const h = Math.floor(total / 3600);
        const m = Math.floor((total % 3600) / 60);
        const s = total % 60;
        if (h > 0) parts.push(hours.format(h));
        if (m > 0) parts.push(minutes.format(m));
        if (s > 0 || parts.length === 0) parts.push(seconds.format(s));
        return list.format(parts);
      },
      languageName: (code) => languages.of(code) ?? code,
    };
  }, [locale]);
}
