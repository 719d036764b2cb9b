// Searches the titles of "My notes" off the main thread: the index is built here once and then changed by the
// titles that changed; every search is answered with its id. Messages are handled in order, so a search sent after
// a change sees it.
import type { TitleChanges } from './note-search.ts';
import { TitleIndex } from './title-index.ts';

export type TitleSearchRequest = { kind: 'change'; changes: TitleChanges } | { kind: 'search'; id: number; query: string };

export interface TitleSearchAnswer {
  id: number;
  /** Matching share ids; null when the query is too short to filter. */
  shareIds: string[] | null;
}

const index = new TitleIndex();

self.addEventListener('message', (event: MessageEvent<TitleSearchRequest>) => {
  const request = event.data;
  if (request.kind === 'change') return index.apply(request.changes);
  const answer: TitleSearchAnswer = { id: request.id, shareIds: index.matching(request.query) };
  self.postMessage(answer);
});
