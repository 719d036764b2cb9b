// Counts text off the main thread, so pasting a megabyte into a tool never freezes the page. Answers each
// request with its id; the page decides which answers are still current.
import { analyzeText, type TextStats } from '../../../../shared/text-stats.ts';

export interface StatsRequest {
  id: number;
  text: string;
}

export interface StatsResponse {
  id: number;
  stats: TextStats;
}

self.addEventListener('message', (event: MessageEvent<StatsRequest>) => {
  const { id, text } = event.data;
  const response: StatsResponse = { id, stats: analyzeText(text) };
  self.postMessage(response);
});
