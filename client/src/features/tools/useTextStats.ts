// Live statistics of the tool text, counted in a module worker (stats-channel.ts decides which requests
// are sent and which answers are shown), so a megabyte of pasted text never freezes the page.
import { useEffect, useRef, useState } from 'react';
import { EMPTY_TEXT_STATS, type TextStats } from '../../../../shared/text-stats/types.ts';
import { createStatsChannel, type StatsChannel } from './stats-channel.ts';
import type { StatsResponse } from './text-stats.worker.ts';

export interface LiveStats {
  stats: TextStats;
  /** True while the shown numbers belong to an older text than the one in the box. */
  counting: boolean;
}

export function useTextStats(text: string): LiveStats {
  const counter = useRef<{ worker: Worker; channel: StatsChannel } | null>(null);
  const [shown, setShown] = useState<{ text: string; stats: TextStats }>({ text: '', stats: EMPTY_TEXT_STATS });

  // The worker starts with the first text to count: an empty page (most first visits) starts no thread
  // and fetches no worker script while it loads.
  useEffect(() => {
    if (text === '') return;
    if (!counter.current) {
      const worker = new Worker(new URL('./text-stats.worker.ts', import.meta.url), { type: 'module' });
      const channel = createStatsChannel(
        (request) => worker.postMessage(request),
        (counted, stats) => setShown({ text: counted, stats }),
      );
      worker.addEventListener('message', (event: MessageEvent<StatsResponse>) => channel.receive(event.data));
      counter.current = { worker, channel };
    }
    counter.current.channel.request(text);
  }, [text]);

  useEffect(
    () => () => {
      counter.current?.worker.terminate();
      counter.current = null;
    },
    [],
  );

  if (text === '') return { stats: EMPTY_TEXT_STATS, counting: false };
  return { stats: shown.stats, counting: shown.text !== text };
}
