// No bearer token of any kind reaches a log line (security round 4, item 1): a reset link and a verification
// link taken from real mail and followed like a browser (the redirect to /signin?token=… included), session
// cookies, edit ids, password sessions — with the log at its most talkative (trace), and better-auth's own
// console output counted as log too. The log still says which route each request took.
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateNoteResponse } from '../../../shared/api.ts';
import { sessionCookieOf, signUpOnWire, startListeningApp, type ListeningApp, type WireAnswer } from '../test-support/listening-app.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../test-support/smtp-sink.ts';

const PUBLIC_ORIGIN = 'http://notes.example';

async function linkIn(mails: ReceivedMail[], to: string, containing: string): Promise<URL> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = mails.find((candidate) => candidate.to.includes(to) && candidate.raw.includes(containing));
    if (mail) {
      const text = (await simpleParser(mail.raw)).text ?? '';
      const link = /https?:\/\/\S+/.exec(text)?.[0];
      if (!link) throw new Error(`no link in mail: ${text.slice(0, 300)}`);
      return new URL(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} containing ${containing}`);
}

/** The token a session cookie carries (better-auth signs it: `<token>.<signature>`, URL-encoded). */
const sessionTokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';

/** Every escape decoded, twice: how a reader of the log could spell a token back. */
const decoded = (text: string) => {
  const once = (value: string) => value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return once(once(text));
};

let t: ListeningApp | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  await sink?.close();
  t = undefined;
  sink = undefined;
});

/** The app's log lines and whatever better-auth writes to the console on its own. */
function capture(): { lines: string[]; text(): string } {
  const lines: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  }
  return { lines, text: () => lines.join('\n') };
}

describe('the log holds no bearer token', () => {
  it('after a reset link and a verification link are clicked, and sessions, edit ids and password sessions are used', async () => {
    const log = capture();
    sink = await startSmtpSink();
    t = await startListeningApp({
      env: { SMTP_URL: sink.url, PUBLIC_ORIGIN, LOG_LEVEL: 'trace' },
      logger: { stream: { write: (line) => void log.lines.push(line) } },
    });
    const app = t;
    const client = '198.51.100.23';
    const secrets: Record<string, string> = {};
    const expectRedirect = (answer: WireAnswer) => {
      expect(answer.status).toBe(302);
      return new URL(String(answer.headers.location), PUBLIC_ORIGIN);
    };

    // Sign-up mails a verification link; following it verifies the address and goes on to the callback.
    const ada = await signUpOnWire(app, { password: 'analytical engine' });
    secrets.signUpSession = sessionTokenOf(ada.cookie);
    const verification = await linkIn(sink.mails, ada.email, 'verify-email');
    secrets.verification = verification.searchParams.get('token') ?? '';
    const verified = expectRedirect(await app.send('GET', verification.pathname + verification.search, { ip: client }));
    await app.send('GET', verified.pathname + verified.search, { ip: client });
    // The same link clicked again (an already verified address) and one with a token cut short.
    await app.send('GET', verification.pathname + verification.search, { ip: client });
    await app.send('GET', `/api/auth/verify-email?token=${secrets.verification.slice(0, 40)}&callbackURL=/`, { ip: client });

    // A reset: the mailed link redirects to /signin?token=…, where the page sends the token with the new password.
    const asked = await app.send('POST', '/api/auth/request-password-reset', { ip: client, body: { email: ada.email, redirectTo: '/signin' } });
    expect(asked.status).toBe(200);
    const reset = await linkIn(sink.mails, ada.email, 'reset-password');
    secrets.reset = reset.pathname.split('/').at(-1) ?? '';
    expect(secrets.reset.length).toBeGreaterThan(8);
    const landing = expectRedirect(await app.send('GET', reset.pathname + reset.search, { ip: client }));
    expect(landing.searchParams.get('token')).toBe(secrets.reset);
    expect((await app.send('GET', landing.pathname + landing.search, { ip: client })).status).toBe(200);
    const changed = await app.send('POST', '/api/auth/reset-password', { ip: client, body: { token: secrets.reset, newPassword: 'difference engine' } });
    expect(changed.status).toBe(200);
    // Used once: the link and the token are refused now, and the refusals are logged too.
    await app.send('GET', reset.pathname + reset.search, { ip: client });
    await app.send('POST', '/api/auth/reset-password', { ip: client, body: { token: secrets.reset, newPassword: 'third password' } });

    // A new session, used and ended.
    const signedIn = await app.send('POST', '/api/auth/sign-in/email', { ip: client, body: { email: ada.email, password: 'difference engine' } });
    const cookie = sessionCookieOf(signedIn) ?? '';
    secrets.session = sessionTokenOf(cookie);
    await app.send('GET', '/api/auth/get-session', { cookie });
    await app.send('GET', '/api/auth/list-sessions', { cookie });

    // A protected note: its edit id in paths, its password session in a body and a cookie.
    const created = await app.send('POST', '/api/notes/create', { cookie, body: { content: '<p>logged?</p>', password: 'zebra-Quokka-4711' } });
    const note = created.json<CreateNoteResponse>();
    secrets.editId = note.edit_id;
    secrets.passwordSession = note.session_id ?? '';
    const unlocked = await app.send('POST', '/api/notes/verify-password', { body: { id: note.share_id, password: 'zebra-Quokka-4711' } });
    secrets.unlocked = unlocked.json<{ session: string }>().session;
    await app.send('GET', `/e/${note.edit_id}?again=${note.edit_id}`);
    await app.send('GET', `/de/e/${note.edit_id}`);
    await app.send('POST', `/api/notes/edit/${note.edit_id}`);
    await app.send('POST', `/api/notes/${note.edit_id}/rename`, { body: { title: 'Logged', noteId: note.share_id } });
    await app.send('GET', `/api/notes/${note.edit_id}/versions?limit=5`);
    await app.send('GET', `/api/notes/${note.edit_id}/unknown`);
    await app.send('GET', `/e/${note.edit_id}/typo`);
    await app.send('GET', `/n/${note.share_id}`, { cookie: `ns_${note.share_id}=${secrets.unlocked}` });
    await app.send('POST', '/api/auth/sign-out', { cookie });

    await new Promise((resolve) => setTimeout(resolve, 200));
    const text = decoded(log.text());
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(8);
      expect(text.includes(secret), `${name} is in the log`).toBe(false);
    }
    // The log still tells an operator what happened: the route of each request, share ids where they are public.
    const urls = log.lines.flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { req?: { url?: string } };
        return entry.req?.url ? [entry.req.url] : [];
      } catch {
        return [];
      }
    });
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/auth/verify-email',
        '/api/auth/reset-password/:token',
        '/signin',
        '/api/auth/reset-password',
        '/e/:id',
        '/de/e/:id',
        '/api/notes/:editId/rename',
        '/api/notes/:editId/versions',
        '/api/notes/*/*',
        '/e/*/*',
        `/n/${note.share_id}`,
      ]),
    );
  });
});

describe('the script API', () => {
  it('never logs the edit id a script sends as its bearer, refused or accepted, nor a password session sent for the raw view', async () => {
    const log = capture();
    t = await startListeningApp({ env: { LOG_LEVEL: 'trace' }, logger: { stream: { write: (line) => void log.lines.push(line) } } });
    const call = (method: string, path: string, headers: Record<string, string>, body?: string) =>
      fetch(t!.origin + path, { method, headers: { 'x-forwarded-for': '198.51.100.24', ...headers }, ...(body === undefined ? {} : { body }) });
    const created = await call('POST', '/api/notes', { 'content-type': 'text/markdown' }, '# logged?');
    const note = (await created.json()) as { share_id: string; edit_id: string };
    const other = (await (await call('POST', '/api/notes', { 'content-type': 'text/plain', 'x-expire': '1d' }, 'other')).json()) as { edit_id: string };
    const locked = (await (await t.send('POST', '/api/notes/create', { body: { content: '<p>p</p>', password: 'zebra-Quokka-4711' } })).json()) as CreateNoteResponse;
    expect((await call('PUT', `/api/notes/${note.share_id}`, { 'content-type': 'text/plain', authorization: `Bearer ${note.edit_id}` }, 'x')).status).toBe(200);
    expect((await call('PUT', `/api/notes/${note.share_id}`, { 'content-type': 'text/plain', authorization: `Bearer ${other.edit_id}` }, 'x')).status).toBe(403);
    expect((await call('PUT', `/api/notes/${note.share_id}`, { 'content-type': 'application/json', authorization: `Bearer ${other.edit_id}` }, '{}')).status).toBe(415);
    expect((await call('GET', `/n/${locked.share_id}/raw`, { 'x-note-session': locked.session_id ?? '' })).status).toBe(200);
    expect((await call('DELETE', `/api/notes/${note.share_id}`, { authorization: `Bearer ${note.edit_id}` })).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 200));
    const text = decoded(log.text());
    for (const [name, secret] of Object.entries({ bearer: note.edit_id, otherBearer: other.edit_id, lockedEditId: locked.edit_id, session: locked.session_id ?? '' })) {
      expect(secret.length, name).toBeGreaterThan(8);
      expect(text.includes(secret), `${name} is in the log`).toBe(false);
    }
    expect(text).toContain(`/api/notes/${note.share_id}`);
    expect(text).toContain(`/n/${locked.share_id}/raw`);
  });
});

describe('a failure inside the account service', () => {
  it('is logged at error by its name and place, not by its message, and nothing reaches the console', async () => {
    const log = capture();
    t = await startListeningApp({ logger: { stream: { write: (line) => void log.lines.push(line) } } });
    const ada = await signUpOnWire(t);
    // Deleting an account deletes its notes first; with the note store gone that step throws inside better-auth.
    const message = `store closed while deleting ${ada.email}`;
    t.store.deleteByOwner = () => Promise.reject(new Error(message));
    const answer = await t.send('POST', '/api/auth/delete-user', { cookie: ada.cookie, body: { password: ada.password } });
    expect(answer.status).toBe(500);
    expect(answer.json<{ code: string }>().code).toBe('internal-error');
    const failures = log.lines.filter((line) => line.includes('better-auth: request failed'));
    expect(failures).toHaveLength(1);
    expect(JSON.parse(failures[0]!)).toMatchObject({ level: 50, error: 'Error' });
    expect(log.text()).not.toContain(message);
    expect(log.lines.filter((line) => !line.startsWith('{'))).toEqual([]);
  });
});
