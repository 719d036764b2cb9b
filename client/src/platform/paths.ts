// Where the note pages live (docs/design.md §5.1, §9.3). /n/… is not localized; /share/… and /e/… are, so callers pass
// those through useLocalizedHref. `inRouter` escapes a language router's base (wouter's "~"). The paths are the
// route table's (shared/routes.ts).
import { routePath } from '../../../shared/routes.ts';

export const notePath = (shareId: string): string => routePath('note', shareId);
export const printPath = (shareId: string): string => routePath('print', shareId);
export const sharePagePath = (shareId: string): string => routePath('share', shareId);
export const editLinkPath = (editId: string): string => routePath('edit', editId);

/** An absolute path for wouter's <Link>/navigate that is never prefixed with a router base. */
export const inRouter = (absolutePath: string): string => `~${absolutePath}`;

/** The public link of a note: {origin}/n/{shareId}. */
export const noteUrl = (origin: string, shareId: string): string => origin + notePath(shareId);

/** The secret edit link: whoever holds it may change the note. */
export const editUrl = (origin: string, editId: string): string => origin + editLinkPath(editId);

/** `link` with a note key in its fragment (an end-to-end encrypted note's, docs/design.md §10); as it is without one. */
export const withKey = (link: string, key: string | undefined): string => (key ? `${link}#${key}` : link);
