// Where the links of account mail bring the user back, and what the page reads from their return: better-auth
// sends a reset link to `?token=…` and a confirmation link to its landing, both with `?error=…` instead when the
// link has expired, was already used or was never valid. Both land on /signin, in the mail's language.
import { withLanguage, type Locale } from '../../../../shared/locales.ts';

const LINK = 'link';
const CONFIRM = 'confirm';
/** The query better-auth adds when a link is refused (INVALID_TOKEN, TOKEN_EXPIRED, USER_NOT_FOUND…). */
const ERROR = 'error';

/** A reset link's landing. */
export const resetLanding = (locale: Locale): string => withLanguage('/signin', locale);

/** A confirmation link's landing: a confirmed user is signed in there and sent home; a refused link explains. */
export const confirmationLanding = (locale: Locale): string => withLanguage(`/signin?${LINK}=${CONFIRM}`, locale);

export type LinkProblem = 'reset' | 'confirm';

/** Which mailed link came back refused, if any. */
export function linkProblem(search: URLSearchParams): LinkProblem | null {
  if (!search.get(ERROR)) return null;
  return search.get(LINK) === CONFIRM ? 'confirm' : 'reset';
}

/** The query with a refused reset link's problem, as when better-auth refuses it (a token already used). */
export function withRefusedReset(search: URLSearchParams): URLSearchParams {
  const next = withoutLinkReturn(search);
  next.set(ERROR, 'INVALID_TOKEN');
  return next;
}

/** The query without what a mailed link brought (token, problem, which link), keeping the rest (`lang`). */
export function withoutLinkReturn(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of ['token', ERROR, LINK]) next.delete(name);
  return next;
}
