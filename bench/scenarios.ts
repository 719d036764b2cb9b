// What the bench and the profiler drive: each scenario is one kind of request with the budget docs/design.md §8 sets
// for it (a ratio of the hello-world's requests/s), seeded through the app's own API.
import { request as httpRequest } from 'node:http';
import type { RequestSpec } from 'autocannon';

export interface Scenario {
  key: string;
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Per-request rewriting, built afresh for every run (updates need the version each note is at). */
  requests?: () => RequestSpec[];
  /** Ratio of the hello-world's requests/s the scenario should reach; undefined: measured, no budget. */
  budget?: number;
}

/** As a browser asks: the bench measures what a reader receives, compressed where the app compresses. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const json = { ...BROWSER_HEADERS, 'content-type': 'application/json' };
const NOTE_HTML = `<h1>Bench note</h1>${'<p>Some words in a paragraph of a shared note.</p>'.repeat(40)}`;

/**
 * Seeds a note. Through node:http on a connection of its own, not fetch: a port freed by an earlier app of the run
 * may be handed out again, and fetch's pool would still hold kept-alive connections to the old process there.
 */
function create(port: number, content: string): Promise<{ share_id: string; edit_id: string }> {
  return new Promise((done, fail) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: '/api/notes/create', method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk)).once('error', fail);
      response.once('end', () => {
        if (response.statusCode !== 201) return fail(new Error(`seeding a note answered ${response.statusCode}`));
        done(JSON.parse(body) as { share_id: string; edit_id: string });
      });
    });
    request.once('error', fail).end(JSON.stringify({ content }));
  });
}

/** What a note holds at first and after each edit (the edit's count over all notes, from 1). */
export interface NoteEdits {
  first: (noteIndex: number) => string;
  next: (previous: string, edit: number) => string;
  /**
   * Ask for compressed answers as a browser does (the default). A 409 carries the note, which a large note's
   * answer compresses, and the version it holds must be read: a bench of large notes asks for plain answers.
   */
  compressed?: boolean;
}

const SHORT_EDITS: NoteEdits = { first: () => '<p>Update me</p>', next: (_, edit) => `<p>Edit number ${edit}</p>` };

/**
 * Updates with a real change each time. A note is taken by one request at a time (free notes wait in a pool),
 * so connections never conflict with each other, and each sends the version the last answer gave. A note
 * whose answer was cut off when a run ended reports its version in the 409 of its next update.
 */
export async function updateRequests(port: number, connections: number, edits: NoteEdits = SHORT_EDITS): Promise<() => RequestSpec[]> {
  const notes = await Promise.all(
    Array.from({ length: connections }, async (_, i) => ({ ...(await create(port, edits.first(i))), content: edits.first(i) })),
  );
  const versions = new Map(notes.map((note) => [note.share_id, 1]));
  let count = 0;
  return () => {
    const free = [...notes];
    return [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const note = free.shift();
          if (!note) throw new Error('more connections than notes to update');
          context.note = note;
          count += 1;
          note.content = edits.next(note.content, count);
          return {
            ...request,
            path: `/api/notes/${note.share_id}/update`,
            headers: edits.compressed === false ? { 'content-type': 'application/json' } : json,
            body: JSON.stringify({ content: note.content, editId: note.edit_id, baseVersion: versions.get(note.share_id) }),
          };
        },
        onResponse: (status, body, context) => {
          const note = context.note as (typeof notes)[number];
          const answer = JSON.parse(body) as { version?: number; current?: { version: number } };
          const version = status === 200 ? answer.version : answer.current?.version;
          if (version !== undefined) versions.set(note.share_id, version);
          free.push(note);
        },
      },
    ];
  };
}

/** Share reads spread over `shareIds` (the filled store), so most of them miss any cache. */
function spreadReads(shareIds: readonly string[]): () => RequestSpec[] {
  let next = 0;
  return () => [
    {
      method: 'POST',
      setupRequest: (request) => {
        // A fixed stride through the ids visits them all, in an order unrelated to insertion.
        next = (next + 7919) % shareIds.length;
        return { ...request, path: `/api/notes/share/${shareIds[next]}`, headers: json, body: '{}' };
      },
    },
  ];
}

export async function scenariosFor(port: number, options: { connections?: number; filledIds?: readonly string[] } = {}): Promise<Scenario[]> {
  const { share_id: id } = await create(port, NOTE_HTML);
  const scenarios: Scenario[] = [
    { key: 'share', name: 'share read', method: 'POST', path: `/api/notes/share/${id}`, body: '{}', budget: 0.6 },
    { key: 'page', name: '/n/{id} HTML', path: `/n/${id}`, budget: 0.5 },
    { key: 'create', name: 'create', method: 'POST', path: '/api/notes/create', body: JSON.stringify({ content: '<p>Hello from the bench</p>' }), budget: 0.25 },
    { key: 'update', name: 'update', method: 'POST', path: '/api/notes/update', requests: await updateRequests(port, options.connections ?? 50) },
    // What every page asks once idle; without a session cookie the answer is null.
    { key: 'session', name: 'session, signed out', path: '/api/auth/get-session' },
  ];
  if (options.filledIds?.length) {
    scenarios.push({ key: 'spread', name: `share read, ${options.filledIds.length / 1000}k notes`, method: 'POST', path: '/', requests: spreadReads(options.filledIds) });
  }
  return scenarios;
}

/**
 * The bytes of the body the app answers `scenario` with, as sent (compressed or not; fetch would undo the
 * encoding): the size the framework ceiling answers with. A create scenario's note is created once more.
 */
export function answerSize(port: number, scenario: Scenario): Promise<number> {
  return new Promise<number>((done, fail) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: scenario.path, method: scenario.method ?? 'GET', headers: { ...BROWSER_HEADERS, ...(scenario.body ? { 'content-type': 'application/json' } : {}) } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length)).once('end', () => done(bytes)).once('error', fail);
      },
    );
    request.once('error', fail).end(scenario.body);
  });
}
