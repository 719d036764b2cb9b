// The request discipline between a tool page and its counting worker, apart from React and Worker so it
// can be tested: one request in flight; text typed meanwhile replaces the single waiting request, so a
// slow count of a huge text never queues up dozens more; only the answer for the newest text is shown
// (older answers are dropped by request id).
import type { TextStats } from '../../../../shared/text-stats/types.ts';
import type { StatsRequest, StatsResponse } from './text-stats.worker.ts';

export interface StatsChannel {
  /** Asks for the stats of `text`, the newest text from now on. */
  request: (text: string) => void;
  /** Handles the worker's answer to the request in flight. */
  receive: (response: StatsResponse) => void;
}

export function createStatsChannel(
  post: (request: StatsRequest) => void,
  show: (text: string, stats: TextStats) => void,
): StatsChannel {
  let latest: StatsRequest | null = null;
  let busy = false;
  let waiting: StatsRequest | null = null;

  const send = (request: StatsRequest): void => {
    if (busy) {
      waiting = request;
      return;
    }
    busy = true;
    post(request);
  };

  return {
    request: (text) => {
      latest = { id: (latest?.id ?? 0) + 1, text };
      send(latest);
    },
    receive: ({ id, stats }) => {
      busy = false;
      const next = waiting;
      waiting = null;
      if (next) send(next);
      else if (latest && id === latest.id) show(latest.text, stats);
    },
  };
}
