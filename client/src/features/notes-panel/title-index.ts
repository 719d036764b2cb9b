// The index "My notes" searches titles in (docs/design.md §9.1: Fuse.js, minimum match length 2, no score),
// changed note by note. It lives in title-search.worker.ts, so neither building it for 10,000 notes nor a search
// through them holds up the page.
import Fuse, { type IFuseOptions } from 'fuse.js';
import { SEARCH_MIN_MATCH_LENGTH } from '../../../../shared/limits.ts';
import type { TitleChanges } from './note-search.ts';

interface IndexedTitle {
  shareId: string;
  title: string;
}

const FUSE_OPTIONS: IFuseOptions<IndexedTitle> = {
  keys: ['title'],
  minMatchCharLength: SEARCH_MIN_MATCH_LENGTH,
  includeScore: false,
  ignoreLocation: true,
  threshold: 0.35,
};

/** The titles the search looks in, changed note by note (title-search.worker.ts keeps it off the main thread). */
export class TitleIndex {
  private readonly fuse = new Fuse<IndexedTitle>([], FUSE_OPTIONS);
  private size = 0;

  apply({ removed, titled }: TitleChanges): void {
    if (removed.length > 0) {
      const gone = new Set(removed);
      this.fuse.remove((entry) => gone.has(entry.shareId));
      this.size -= gone.size;
    }
    // Built in one go when empty (much faster than adding 10,000 entries one by one).
    if (this.size === 0) this.fuse.setCollection(titled.map(([shareId, title]) => ({ shareId, title })));
    else for (const [shareId, title] of titled) this.fuse.add({ shareId, title });
    this.size += titled.length;
  }

  /** The share ids whose title matches `query`; null when the query is too short to filter anything. */
  matching(query: string): string[] | null {
    const trimmed = query.trim();
    if (trimmed.length < SEARCH_MIN_MATCH_LENGTH) return null;
    return this.fuse.search(trimmed).map((result) => result.item.shareId);
  }
}

