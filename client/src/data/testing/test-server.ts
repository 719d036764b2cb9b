// The real Fastify app (server/src/app.ts on a temporary SQLite file) behind a `fetch` for data-layer
// tests, so the client meets the server's actual rules (replays, versions, renames, passwords, sanitizing).
// Around it a thin layer of knobs for what a network does to requests: an outage, answers lost after the
// server acted, a delay, a hook as a request arrives, and a scripted answer (a proxy's 503, a 429).
import type { StoredNote } from '../../../../server/src/storage/note-store.ts';
import { startTestApp, type TestApp } from '../../../../server/src/test-support/test-app.ts';
import type { SessionRef } from '../probe/session-ref.ts';
import { applySplice, contentHash, type Splice } from '../../../../shared/live-patch.ts';

export interface SeenRequest {
  path: string;
  body: Record<string, unknown> | undefined;
}

interface Scripted {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

const ORIGIN = 'http://jotter.test';
const PASSWORD = 'analytical engine';

/** The `name=value` of the session cookie among Set-Cookie headers. */
function sessionCookieOf(header: string | string[] | undefined): string | undefined {
  return ([] as string[]).concat(header ?? []).find((cookie) => cookie.includes('session_token='))?.split(';')[0];
}
const CLIENT_ADDRESS = '192.0.2.10';

function headerRecord(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

function requestHeaders(init: RequestInit | undefined): Record<string, string> {
  return init?.headers ? Object.fromEntries(new Headers(init.headers).entries()) : {};
}

export class TestServer {
  /** Every request the client sent, in order (also those an outage or a script answered). */
  readonly requests: SeenRequest[] = [];
  /** Requests that reached the app (a lost answer still counts: the server acted). */
  readonly handled: SeenRequest[] = [];
  offline = false;
  /** The next N requests reach the server, but their answers never arrive. */
  loseAnswers = 0;
  delayMs = 0;
  maxInFlight = 0;
  /** Runs when a request arrives, before the server sees it. */
  onRequest: ((request: SeenRequest) => Promise<void> | void) | undefined;
  /** The session cookie the browser holds (set by signUp), sent with every request like a real browser. */
  sessionCookie: string | undefined;
  /** The e-mail address of the account signUp created. */
  email = '';
  private inFlight = 0;
  private readonly scripted: Scripted[] = [];
  private readonly test: TestApp;

  private constructor(test: TestApp) {
    this.test = test;
  }

  static async start(): Promise<TestServer> {
    // Many notes from one address in a short test: the per-client budgets are not what is tested here.
    return new TestServer(await startTestApp({ env: { RATE_LIMIT_SCALE: '1000' } }));
  }

  close(): Promise<void> {
    return this.test.close();
  }

  /** The next request gets this answer instead of reaching the server. */
  answerNext(status: number, body: unknown, headers: Record<string, string> = {}): void {
    this.scripted.push({ status, body, headers });
  }

  /**
   * The text each update request (in order) asked the server to store: its `content`, or its `patch` applied to the
   * text its `base_hash` names among those this client sent or other devices stored (docs/design.md §11.1).
   */
  async updateTexts(): Promise<Array<string | undefined>> {
    const seen: string[] = [...this.elsewhereTexts.map((other) => other.content)];
    const texts: Array<string | undefined> = [];
    for (const { path, body } of this.requests) {
      if (path.endsWith('/create') && typeof body?.content === 'string') seen.push(body.content);
      if (!path.endsWith('/update')) continue;
      const patch = body?.patch as (Splice & { base_hash: string }) | undefined;
      let text = typeof body?.content === 'string' ? body.content : undefined;
      if (patch) {
        for (const candidate of seen) if ((await contentHash(candidate)) === patch.base_hash) text = applySplice(candidate, patch);
      }
      if (text !== undefined) seen.push(text);
      texts.push(text);
    }
    return texts;
  }

  /** Texts other devices stored, and before which of this client's requests: what its next splice applies to. */
  private readonly elsewhereTexts: Array<{ shareId: string; content: string }> = [];

  paths(part = ''): string[] {
    return this.requests.map((request) => request.path).filter((path) => path.includes(part));
  }

  /** The note as the server stores it now; null when it does not exist (or expired). */
  note(shareId: string): Promise<StoredNote | null> {
    return this.test.store.findByShareId(shareId, this.test.clock.now());
  }

  /** The contents of every version the server keeps of the note (the current one first), as its history lists them. */
  async history(shareId: string): Promise<string[]> {
    const now = this.test.clock.now();
    const versions = await Promise.all((await this.versionsOf(shareId)).map(({ version }) => this.test.store.getVersion(shareId, version, now)));
    return versions.map((version) => version?.content ?? '');
  }

  /** The versions the server keeps of the note (its history, the current one first), newest first. */
  async versionsOf(shareId: string): Promise<Array<{ version: number; title: string }>> {
    return (await this.test.store.listVersions(shareId, this.test.clock.now(), null, 100)) ?? [];
  }

  /** Whether the note opens with this password (through the real verify-password call). */
  async passwordOpens(shareId: string, password: string): Promise<boolean> {
    const response = await this.inject('/api/notes/verify-password', { id: shareId, password });
    return response.statusCode === 200;
  }

  /** Another device changes the note through its edit link. */
  async editElsewhere(shareId: string, content: string): Promise<void> {
    const note = await this.requireNote(shareId);
    const response = await this.inject(`/api/notes/${shareId}/update`, { content, editId: note.editId, baseVersion: note.version });
    if (response.statusCode !== 200) throw new Error(`update elsewhere answered ${response.statusCode}: ${response.body}`);
    this.elsewhereTexts.push({ shareId, content });
  }

  /** Another device encrypts the note end to end (docs/design.md §10.2) with this envelope. */
  async convertElsewhere(shareId: string, envelope: string, baseVersion: number): Promise<void> {
    const note = await this.requireNote(shareId);
    const response = await this.inject(`/api/notes/${shareId}/update`, { content: envelope, editId: note.editId, baseVersion, encrypted: true });
    if (response.statusCode !== 200) throw new Error(`conversion elsewhere answered ${response.statusCode}: ${response.body}`);
  }

  /** Another device renames the note. */
  async renameElsewhere(shareId: string, title: string): Promise<void> {
    const note = await this.requireNote(shareId);
    const response = await this.inject(`/api/notes/${note.editId}/rename`, { title, noteId: shareId });
    if (response.statusCode !== 200) throw new Error(`rename elsewhere answered ${response.statusCode}: ${response.body}`);
  }

  /** Another device deletes the note. */
  async deleteElsewhere(shareId: string): Promise<void> {
    const note = await this.requireNote(shareId);
    const response = await this.inject(`/api/notes/${note.editId}/delete`);
    if (response.statusCode !== 200) throw new Error(`delete elsewhere answered ${response.statusCode}: ${response.body}`);
  }

  /** Creates a note directly (as another device would), with the given ids. */
  async createElsewhere(body: Record<string, unknown>): Promise<void> {
    const response = await this.inject('/api/notes/create', body);
    if (response.statusCode !== 201) throw new Error(`create elsewhere answered ${response.statusCode}: ${response.body}`);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), ORIGIN);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: SeenRequest = { path: url.pathname, body: text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>) };
    this.requests.push(request);
    if (this.offline) throw new TypeError('fetch failed');
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      await this.onRequest?.(request);
      if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      const scripted = this.scripted.shift();
      const response = scripted
        ? new Response(JSON.stringify(scripted.body), { status: scripted.status, headers: { 'content-type': 'application/json', ...scripted.headers } })
        : await this.answer(url, init, text, request);
      if (this.loseAnswers > 0) {
        this.loseAnswers -= 1;
        throw new TypeError('connection reset');
      }
      return response;
    } finally {
      this.inFlight -= 1;
    }
  };

  /** Creates an account and signs this "browser" in to it; returns its user id. */
  async signUp(name = 'Ada Lovelace'): Promise<string> {
    this.email = `ada-${Date.now()}-${Math.random()}@example.com`;
    const response = await this.inject('/api/auth/sign-up/email', { name, email: this.email, password: PASSWORD });
    if (response.statusCode !== 200) throw new Error(`sign-up answered ${response.statusCode}: ${response.body}`);
    this.sessionCookie = sessionCookieOf(response.headers['set-cookie']);
    return response.json<{ user: { id: string } }>().user.id;
  }

  /** The account of signUp signs this browser in again: a new session replaces the one its cookie held. */
  async signInAgain(): Promise<void> {
    this.sessionCookie = await this.signInElsewhere();
  }

  /** The account of signUp signs in on another device; returns that device's session cookie. */
  async signInElsewhere(): Promise<string> {
    const response = await this.inject('/api/auth/sign-in/email', { email: this.email, password: PASSWORD });
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
    return cookie;
  }

  /** Another device, signed in with `cookie`, makes an account call (e.g. revoke-other-sessions). */
  async accountCallElsewhere(cookie: string, path: string, body: unknown = {}): Promise<void> {
    const response = await this.test.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify(body),
      remoteAddress: '192.0.2.99',
    });
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
  }

  /** Whom the server takes this browser's session cookie for: a user id, or null. */
  async sessionUser(): Promise<string | null> {
    return (await this.session())?.userId ?? null;
  }

  /** The session this browser's cookie names, or null. */
  async session(): Promise<SessionRef | null> {
    const response = await this.test.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: this.sessionCookie ?? '' } });
    const answer = response.json<{ user: { id: string }; session: { id: string } } | null>();
    return answer && { userId: answer.user.id, sessionId: answer.session.id };
  }

  /** Like a browser's cookie jar: a session cookie the server sets (or clears) replaces the one held. */
  private keepSessionCookie(header: string | string[] | undefined): void {
    const sent = ([] as string[]).concat(header ?? []).find((cookie) => cookie.includes('session_token='));
    if (sent === undefined) return;
    this.sessionCookie = /max-age=0/i.test(sent) || /session_token=;/.test(sent) ? undefined : sessionCookieOf(sent);
  }

  /** The same account on another device creates a note (owned at once). */
  async createInAccount(body: Record<string, unknown>): Promise<{ share_id: string; edit_id: string }> {
    const response = await this.test.app.inject({
      method: 'POST',
      url: '/api/notes/create',
      headers: { 'content-type': 'application/json', cookie: this.sessionCookie ?? '' },
      payload: JSON.stringify(body),
      remoteAddress: '192.0.2.99',
    });
    if (response.statusCode !== 201) throw new Error(`create in account answered ${response.statusCode}: ${response.body}`);
    return response.json();
  }

  private async answer(url: URL, init: RequestInit | undefined, text: string | undefined, request: SeenRequest): Promise<Response> {
    const reply = await this.test.app.inject({
      method: init?.method === 'POST' ? 'POST' : 'GET',
      url: url.pathname + url.search,
      headers: { ...requestHeaders(init), ...(this.sessionCookie ? { cookie: this.sessionCookie } : {}) },
      ...(text === undefined ? {} : { payload: text }),
      remoteAddress: CLIENT_ADDRESS,
    });
    this.handled.push(request);
    this.keepSessionCookie(reply.headers['set-cookie']);
    const empty = reply.statusCode === 204 || reply.statusCode === 304 || reply.body === '';
    return new Response(empty ? null : reply.body, { status: reply.statusCode, headers: headerRecord(reply.headers) });
  }

  private inject(path: string, body?: unknown) {
    return this.test.app.inject({
      method: 'POST',
      url: path,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
      remoteAddress: '192.0.2.99',
    });
  }

  private async requireNote(shareId: string): Promise<StoredNote> {
    const note = await this.note(shareId);
    if (!note) throw new Error(`the server has no note ${shareId}`);
    return note;
  }
}
