// The curl commands the /api page shows (client/src/features/pages/ApiPage.tsx), in one place so a test runs them as
// written against a real server (server/src/routes/api-examples.test.ts). The page explains each in the reader's
// language; the commands are the same in every language. `{origin}` is the site's origin; SHARE_ID and EDIT_ID
// stand for the ids a create answered.

export const API_EXAMPLE_ORIGIN = '{origin}';
export const SHARE_ID_PLACEHOLDER = 'SHARE_ID';
export const EDIT_ID_PLACEHOLDER = 'EDIT_ID';

export const API_EXAMPLES = {
  /** A Markdown file becomes a note; the answer is JSON with both links. */
  'create-markdown': `curl --data-binary @notes.md -H 'Content-Type: text/markdown' {origin}/api/notes`,
  /** Text from a pipe, the read link and the edit link as two lines (`| tee links.txt` keeps them). */
  'create-from-pipe': `echo 'Buy milk' | curl --data-binary @- -H 'Content-Type: text/plain' -H 'Accept: text/plain' -H 'X-Expire: 1w' {origin}/api/notes`,
  /** The note as Markdown text. */
  'read-raw': `curl {origin}/n/SHARE_ID/raw`,
  /** Replace the text; the edit id goes in a header, never in the URL. */
  update: `curl -X PUT --data-binary @notes.md -H 'Content-Type: text/markdown' -H 'Authorization: Bearer EDIT_ID' {origin}/api/notes/SHARE_ID`,
  delete: `curl -X DELETE -H 'Authorization: Bearer EDIT_ID' {origin}/api/notes/SHARE_ID`,
  'open-api': `curl {origin}/api/openapi.json`,
} as const;

export type ApiExampleKey = keyof typeof API_EXAMPLES;

/** The command with the origin (and, where it has them, the note's ids) filled in. */
export function apiExample(key: ApiExampleKey, origin: string, ids: { shareId?: string; editId?: string } = {}): string {
  let command: string = API_EXAMPLES[key].replaceAll(API_EXAMPLE_ORIGIN, origin);
  if (ids.shareId) command = command.replaceAll(SHARE_ID_PLACEHOLDER, ids.shareId);
  if (ids.editId) command = command.replaceAll(EDIT_ID_PLACEHOLDER, ids.editId);
  return command;
}
