// A note's history as the History view reads it: the server's list and versions while it answers, else the
// versions this device kept (versions.ts), so History still works offline. Every version read from the
// server is kept here too.
import { contentBytes } from '../content-size.ts';
import { db } from '../db.ts';
import { ApiFailure } from '../../remote/api-client.ts';
import { getNoteVersion, listNoteVersions } from '../../remote/versions.ts';
import type { NoteVersionResponse } from '../../../../../shared/wire/versions.ts';
import { knownOffline } from '../../remote/known-offline.ts';
import type { LocalNote, SeenVersion } from '../types.ts';
import { keepSeenVersion, seenVersion, seenVersions } from '../versions.ts';

export interface VersionEntry {
  version: number;
  /** ISO-8601 UTC. */
  updatedAt: string;
  /** Null for an encrypted note's version this device has not opened yet: its title is inside the envelope. */
  title: string | null;
  /** Bytes of the version's HTML. */
  size: number;
}

export interface VersionPage {
  /** Newest first. */
  versions: VersionEntry[];
  /** The cursor of the next (older) page; null at the end. */
  nextBefore: number | null;
  /** The server did not answer: these are the versions this device kept. */
  fromDevice: boolean;
}

const isNetworkFailure = (error: unknown): boolean => error instanceof ApiFailure && error.code === 'network';

/** Whether the server may have a history of this note to ask for (its create has reached it, and we are not offline). */
const askServer = (note: LocalNote): boolean => note.version > 0 && !knownOffline();

async function devicePage(shareId: string, before: number | undefined): Promise<VersionPage> {
  const seen = await seenVersions(shareId);
  const versions = seen
    .filter((kept) => before === undefined || kept.version < before)
    .map(({ version, updatedAt, title, content }) => ({ version, updatedAt, title, size: contentBytes(content) }));
  return { versions, nextBefore: null, fromDevice: true };
}

/**
 * A listed version's title. An encrypted note's are inside their envelopes (the server lists ''): the ones this device
 * has opened are known here, the others are null until opened.
 */
async function titleOf(note: LocalNote): Promise<(version: number, listed: string) => string | null> {
  if (note.key === undefined) return (_version, listed) => listed;
  const seen = new Map((await seenVersions(note.shareId)).map((kept) => [kept.version, kept.title]));
  return (version) => seen.get(version) ?? null;
}

/** One page of the note's versions, newest first, older than `before` when given. Throws ApiFailure on a refusal. */
export async function listVersions(note: LocalNote, before?: number): Promise<VersionPage> {
  if (askServer(note)) {
    try {
      const page = await listNoteVersions(note.editId, before === undefined ? {} : { before });
      const title = await titleOf(note);
      const versions = page.versions.map((listed) => ({ version: listed.version, updatedAt: listed.updated_at, title: title(listed.version, listed.title), size: listed.size }));
      return { versions, nextBefore: page.next_before, fromDevice: false };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  return devicePage(note.shareId, before);
}

/** A version as History shows it: an encrypted note's opened with its key (History works on text). */
async function openedVersion(note: LocalNote, answer: NoteVersionResponse): Promise<NoteVersionResponse> {
  if (!answer.encrypted) return answer;
  const opened = await (await import('./encrypted-copy.ts')).openWith(answer, note.key);
  if (!opened.ok) throw new ApiFailure(404, 'version-not-found', 'This version does not open with the note’s key');
  const { title, content } = opened.note;
  return { ...answer, title, content };
}

async function keepIfNoteHere(seen: SeenVersion): Promise<void> {
  await db.transaction('rw', db.notes, db.versions, async () => {
    if (await db.notes.get(seen.shareId)) await keepSeenVersion(seen);
  });
}

/**
 * One version's text: from this device when it kept it, else from the server (and kept from then on). Throws
 * ApiFailure: 404 when the server no longer keeps that version, `network` offline.
 */
export async function readVersion(note: LocalNote, version: number): Promise<SeenVersion> {
  const kept = await seenVersion(note.shareId, version);
  if (kept) return kept;
  const answer = await openedVersion(note, await getNoteVersion(note.editId, version));
  const seen: SeenVersion = { shareId: note.shareId, version: answer.version, updatedAt: answer.updated_at, title: answer.title, content: answer.content };
  await keepIfNoteHere(seen);
  return seen;
}

/**
 * The version just before `version` (what it changed), for a version at the end of the loaded list; null when
 * there is none or it cannot be reached now.
 */
export async function readVersionBefore(note: LocalNote, version: number): Promise<SeenVersion | null> {
  const page = askServer(note) ? await listNoteVersions(note.editId, { before: version, limit: 1 }).catch(() => null) : null;
  const previous = page?.versions[0]?.version ?? (await devicePage(note.shareId, version)).versions[0]?.version;
  if (previous === undefined) return null;
  return readVersion(note, previous).catch(() => null);
}
