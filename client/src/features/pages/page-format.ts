// Formatting shared by the info pages (kept out of .tsx: option strings are not UI text).
import { INPUT_CLASSES } from '../../components/common/field-classes.ts';

/** A calendar date ("23 November 2026") in the reader's language; `isoDate` is YYYY-MM-DD (UTC). */
export function formatLongDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}

export const FIELD_CLASSES = `mt-1 ${INPUT_CLASSES}`;
export const TEXTAREA_CLASSES = FIELD_CLASSES.replace('h-10', 'min-h-24 py-2');
