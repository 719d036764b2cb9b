// The page's side of the title search worker (title-search.worker.ts): tells it which titles changed and asks it
// for the notes matching a query. The worker starts on first use and, once closed, starts again (with every title)
// if used again, as React's development mode does by unmounting and mounting each component once.
import { SEARCH_MIN_MATCH_LENGTH } from '../../../../shared/limits.ts';
import type { NoteListEntry } from '../../data/local/types.ts';
import { takeTitleChanges } from './note-search.ts';
import type { TitleSearchAnswer, TitleSearchRequest } from './title-search.worker.ts';

export class TitleSearch {
  private worker: Worker | null = null;
  /** Share id → title, as the worker's index holds them. */
  private readonly known = new Map<string, string>();
  private readonly answers = new Map<number, (shareIds: ReadonlySet<string> | null) => void>();
  private lastId = 0;

  private post(request: TitleSearchRequest): void {
    if (!this.worker) {
      this.worker = new Worker(new URL('./title-search.worker.ts', import.meta.url), { type: 'module' });
      this.worker.addEventListener('message', ({ data }: MessageEvent<TitleSearchAnswer>) => {
        this.answers.get(data.id)?.(data.shareIds && new Set(data.shareIds));
        this.answers.delete(data.id);
      });
    }
    this.worker.postMessage(request);
  }

  /** Brings the index to `notes`; only the titles that changed since the last call cross to the worker. */
  update(notes: readonly NoteListEntry[]): void {
    const changes = takeTitleChanges(this.known, notes);
    if (changes.removed.length > 0 || changes.titled.length > 0) this.post({ kind: 'change', changes });
  }

  /** The share ids of the notes whose title matches `query`, or null (all notes) when it is too short to filter. */
  search(query: string): Promise<ReadonlySet<string> | null> {
    if (query.trim().length < SEARCH_MIN_MATCH_LENGTH) return Promise.resolve(null);
    const id = ++this.lastId;
    return new Promise((resolve) => {
      this.answers.set(id, resolve);
      this.post({ kind: 'search', id, query });
    });
  }

  close(): void {
    this.worker?.terminate();
    this.worker = null;
    this.known.clear();
    // Searches still waiting are not answered any more; whoever asked has gone.
    this.answers.clear();
  }
}
