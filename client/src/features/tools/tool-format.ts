// Numbers, percentages, durations and language names of the tool pages in the reader's language, through
// Intl (no hand-made formats or unit words). Each Intl object is made on first use: the first one in a page
// loads ICU's locale data, a ~60 ms task on a laptop and several times that on a phone, and the empty text a
// tool page starts with needs none — its counts are small integers and its durations zero.
export interface ToolFormat {
  number: (value: number) => string;
  percent: (ratio: number) => string;
  /** "1 hr 5 min 3 sec" style, leaving out zero parts; "0 sec" for nothing. */
  duration: (seconds: number) => string;
  /** The name of a language in the reader's language ("de" → "German"). */
  languageName: (code: string) => string;
}

/** Integers below this are written the same in every interface language (Latin digits, no grouping). */
const PLAIN_INTEGER_LIMIT = 1000;

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** `zeroSeconds`: the translated "0 sec", shown for a text that takes no time to read. */
export function createToolFormat(locale: string, zeroSeconds: string): ToolFormat {
  const numbers = once(() => new Intl.NumberFormat(locale));
  const percents = once(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }));
  const unit = (name: 'hour' | 'minute' | 'second') =>
    once(() => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }));
  const hours = unit('hour');
  const minutes = unit('minute');
  const seconds = unit('second');
  const list = once(() => new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }));
  const languages = once(() => new Intl.DisplayNames([locale], { type: 'language' }));
  return {
    number: (value) =>
      Number.isInteger(value) && value >= 0 && value < PLAIN_INTEGER_LIMIT ? String(value) : numbers().format(value),
    percent: (ratio) => percents().format(ratio),
    duration: (total) => {
      if (total === 0) return zeroSeconds;
      const parts: string[] = [];
      const h = Math.floor(total / 3600);
      const m = Math.floor((total % 3600) / 60);
      const s = total % 60;
      if (h > 0) parts.push(hours().format(h));
      if (m > 0) parts.push(minutes().format(m));
      if (s > 0) parts.push(seconds().format(s));
      return parts.length === 1 ? parts[0]! : list().format(parts);
    },
    languageName: (code) => languages().of(code) ?? code,
  };
}
