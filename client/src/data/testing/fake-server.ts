// An in-memory stand-in for the note API (DESIGN §4) behind a fake `fetch`, for data-layer tests: version
// checks, idempotent create replays, 409s, plus knobs for outages, lost answers and scripted refusals.
import { MAX_CONTENT_BYTES, MAX_TITLE_LENGTH, expiresAtFor } from '../../../../shared/limits.ts';
import type { ExpireOption } from '../../../../shared/limits.ts';
import { deriveTitle } from '../../../../shared/title.ts';

export interface ServerNote {
  shareId: string;
  editId: string;
  title: string;
  content: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string | null;
  version: number;
  password: string | null;
  renamed: boolean;
}

export interface SeenRequest {
  path: string;
  body: Record<string, unknown> | undefined;
}

interface Scripted {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({ status, body, headers });
const refuse = (status: number, code: string, extra: Record<string, unknown> = {}): Reply =>
  json(status, { statusCode: status, statusMessage: code, code, ...extra });

function noteFields(note: ServerNote) {
  return {
    title: note.title,
    content: note.content,
    created_at: note.createdAt,
    updated_at: note.updatedAt,
    expires_at: note.expiresAt,
    owner: null,
    is_owned: false,
    has_password: note.password !== null,
    renamed: note.renamed,
    version: note.version,
  };
}

export class FakeServer {
  readonly notes = new Map<string, ServerNote>();
  readonly requests: SeenRequest[] = [];
  /** Requests the server's own logic answered (not scripted); a lost answer still counts. */
  readonly handled: SeenRequest[] = [];
  offline = false;
  /** The next N requests are applied but their answers never arrive. */
  loseAnswers = 0;
  delayMs = 0;
  inFlight = 0;
  maxInFlight = 0;
  /** Runs when a request arrives, before the server acts on it. */
  onRequest: ((request: SeenRequest) => Promise<void> | void) | undefined;
  private readonly scripted: Scripted[] = [];

  /** The next request gets this answer instead of being handled. */
  answerNext(status: number, body: unknown, headers?: Record<string, string>): void {
    this.scripted.push({ status, body, ...(headers ? { headers } : {}) });
  }

  /** Another device edits the note. */
  editElsewhere(shareId: string, content: string): void {
    const note = this.notes.get(shareId);
    if (!note) throw new Error(`no server note ${shareId}`);
    Object.assign(note, { content, title: deriveTitle(content), version: note.version + 1, updatedAt: new Date().toISOString() });
  }

  paths(prefix = ''): string[] {
    return this.requests.map((r) => r.path).filter((p) => p.includes(prefix));
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://jotter.test');
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
      const reply = scripted ?? this.handle(request);
      if (!scripted) this.handled.push(request);
      if (this.loseAnswers > 0) {
        this.loseAnswers -= 1;
        throw new TypeError('connection reset');
      }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    } finally {
      this.inFlight -= 1;
    }
  };

  private byEditId(editId: string): ServerNote | undefined {
    return [...this.notes.values()].find((note) => note.editId === editId);
  }

  private handle({ path, body = {} }: SeenRequest): Reply {
    const parts = path.split('/').filter(Boolean); // api, notes, ...
    const [, , first, second] = parts;
    if (first === 'create') return this.create(body);
    if (first === 'share' && second) return this.share(second, body);
    if (first === 'edit' && second) {
      const note = this.byEditId(second);
      return note ? json(200, { ...noteFields(note), share_id: note.shareId }) : refuse(404, 'note-not-found');
    }
    if (first === 'verify-password') {
      const note = this.notes.get(String(body.id));
      if (!note) return refuse(404, 'note-not-found');
      return note.password === body.password ? json(200, { session: `session-${note.shareId}` }) : refuse(401, 'wrong-password');
    }
    if (first && second === 'update') return this.update(first, body);
    const note = first ? this.byEditId(first) : undefined;
    if (!note) return refuse(404, 'note-not-found');
    const now = new Date();
    switch (second) {
      case 'delete':
        this.notes.delete(note.shareId);
        return json(200, { deleted: true });
      case 'expire':
        note.expiresAt = expiresAtFor(body.expire as ExpireOption, now)?.toISOString() ?? null;
        return json(200, { expires_at: note.expiresAt });
      case 'password':
        note.password = typeof body.password === 'string' ? body.password : null;
        return json(200, { has_password: note.password !== null });
      case 'rename':
        Object.assign(note, { title: String(body.title), renamed: true, version: note.version + 1, updatedAt: now.toISOString() });
        return json(200, { updated: note.updatedAt, renamed: true, version: note.version, title: note.title });
      default:
        return refuse(404, 'not-found');
    }
  }

  private create(body: Record<string, unknown>): Reply {
    const shareId = String(body.share_id);
    const editId = String(body.edit_id);
    const content = String(body.content);
    const held = this.notes.get(shareId);
    const answer = (status: number, note: ServerNote): Reply =>
      json(status, { edit_id: note.editId, share_id: note.shareId, title: note.title, created_at: note.createdAt, updated_at: note.updatedAt, expires_at: note.expiresAt, version: note.version });
    if (held) return held.editId === editId ? answer(200, held) : refuse(409, 'id-taken');
    if (this.byEditId(editId)) return refuse(409, 'id-taken');
    if (new TextEncoder().encode(content).length > MAX_CONTENT_BYTES) return refuse(413, 'content-too-large');
    const now = new Date();
    const derived = deriveTitle(content);
    const note: ServerNote = {
      shareId,
      editId,
      title: typeof body.title === 'string' ? body.title : derived,
      content,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      expiresAt: expiresAtFor((body.expire as ExpireOption | undefined) ?? 'never', now)?.toISOString() ?? null,
      version: 1,
      password: typeof body.password === 'string' ? body.password : null,
      // Like the real server: a chosen title counts as a rename only when it is not the automatic one.
      renamed: typeof body.title === 'string' && body.title !== derived,
    };
    this.notes.set(shareId, note);
    return answer(201, note);
  }

  private update(shareId: string, body: Record<string, unknown>): Reply {
    const note = this.notes.get(shareId);
    if (!note) return refuse(404, 'note-not-found');
    if (body.editId !== note.editId) return refuse(403, 'edit-forbidden');
    const content = String(body.content);
    // The real schema caps an update's optional title at 200 code points, whatever the server does with it.
    if (typeof body.title === 'string' && [...body.title].length > MAX_TITLE_LENGTH) return refuse(400, 'invalid-body');
    if (new TextEncoder().encode(content).length > MAX_CONTENT_BYTES) return refuse(413, 'content-too-large');
    if (body.baseVersion !== note.version) {
      return refuse(409, 'conflict', { current: { title: note.title, content: note.content, updated_at: note.updatedAt, version: note.version } });
    }
    // Like the real server: the title follows the content until the note is renamed.
    Object.assign(note, { content, title: note.renamed ? note.title : deriveTitle(content), version: note.version + 1, updatedAt: new Date().toISOString() });
    return json(200, { updated_at: note.updatedAt, version: note.version, title: note.title });
  }

  private share(shareId: string, body: Record<string, unknown>): Reply {
    const note = this.notes.get(shareId);
    if (!note) return refuse(404, 'note-not-found');
    const mayRead = note.password === null || body.editId === note.editId || body.session === `session-${shareId}`;
    return mayRead ? json(200, noteFields(note)) : refuse(401, 'password-required');
  }
}
