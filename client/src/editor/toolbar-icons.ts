// Quill's own toolbar icons (the SVG files Quill's Snow theme draws into its buttons), for the toolbar painted
// before Quill exists: the same pictures in the same places.
import blockquote from 'quill/assets/icons/blockquote.svg?raw';
import bold from 'quill/assets/icons/bold.svg?raw';
import clean from 'quill/assets/icons/clean.svg?raw';
import code from 'quill/assets/icons/code.svg?raw';
import dropdown from 'quill/assets/icons/dropdown.svg?raw';
import italic from 'quill/assets/icons/italic.svg?raw';
import link from 'quill/assets/icons/link.svg?raw';
import listBullet from 'quill/assets/icons/list-bullet.svg?raw';
import listCheck from 'quill/assets/icons/list-check.svg?raw';
import listOrdered from 'quill/assets/icons/list-ordered.svg?raw';
import strike from 'quill/assets/icons/strike.svg?raw';
import underline from 'quill/assets/icons/underline.svg?raw';

/** The picker's arrow. */
export const PICKER_ICON = dropdown.trim();

/** By Quill's format name, then by button value where a format has several buttons (as Quill's icon map). */
const ICONS: Readonly<Record<string, string | Readonly<Record<string, string>>>> = {
  blockquote,
  bold,
  clean,
  'code-block': code,
  italic,
  link,
  list: { bullet: listBullet, check: listCheck, ordered: listOrdered },
  strike,
  underline,
};

export function toolbarIcon(format: string, value = ''): string {
  const icon = ICONS[format];
  // The files end with a line break; Quill's inlined copies do not, and the button holds the picture alone.
  return (typeof icon === 'string' ? icon : (icon?.[value] ?? '')).trim();
}
