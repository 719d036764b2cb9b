// Direct calls to the server under test, for setting up a situation (a protected note, a deleted note)
// without clicking through the UI, and for checking what the server holds after the UI synced.
import type { CreateNoteRequest, CreateNoteResponse, SharedNote } from '../../shared/api.ts';
import { baseUrl } from './browser.ts';

async function post(path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function createNote(input: CreateNoteRequest): Promise<CreateNoteResponse> {
  const response = await post('/api/notes/create', input);
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CreateNoteResponse;
}

export async function deleteNote(editId: string): Promise<void> {
  const response = await post(`/api/notes/${editId}/delete`);
  if (response.status !== 200) throw new Error(`delete answered ${response.status}: ${await response.text()}`);
}

export async function renameNote(editId: string, shareId: string, title: string): Promise<void> {
  const response = await post(`/api/notes/${editId}/rename`, { title, noteId: shareId });
  if (response.status !== 200) throw new Error(`rename answered ${response.status}: ${await response.text()}`);
}

/**
 * The note as the server holds it now, or null when it answers 404. With the edit id a password does not
 * get in the way; without it this is what any visitor gets.
 */
export async function serverNote(shareId: string, editId?: string): Promise<SharedNote | null> {
  const response = await post(`/api/notes/share/${shareId}`, editId ? { editId } : {});
  if (response.status === 404) return null;
  if (response.status !== 200) throw new Error(`share answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as SharedNote;
}

/** Whether a visitor without a session is asked for the note's password. */
export async function passwordRequired(shareId: string): Promise<boolean> {
  const response = await post(`/api/notes/share/${shareId}`, {});
  return response.status === 401 && ((await response.json()) as { code?: string }).code === 'password-required';
}

/** Whether the note opens with this password. */
export async function opensWith(shareId: string, password: string): Promise<boolean> {
  return (await post('/api/notes/verify-password', { id: shareId, password })).status === 200;
}

/**
 * Creates an account straight through the API, as that person's own browser on this site would, and returns
 * its session cookie (`better-auth.session_token=…`): a session no page of the browser under test made.
 */
export async function signUpElsewhere(person: { name: string; email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify(person),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('better-auth.session_token='));
  if (response.status !== 200 || !cookie) throw new Error(`sign-up answered ${response.status}`);
  return cookie.split(';')[0]!;
}

/** Creates a note in the account whose session cookie is `cookie`, as that person's other device would. */
export async function createNoteInAccount(cookie: string, input: CreateNoteRequest): Promise<CreateNoteResponse> {
  const response = await fetch(`${baseUrl()}/api/notes/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), cookie },
    body: JSON.stringify(input),
  });
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CreateNoteResponse;
}
