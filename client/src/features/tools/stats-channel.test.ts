// What the tool pages show while a slow count runs: never an answer for older text, and never a backlog
// of counts for every keystroke typed into a huge text.
import { describe, expect, it } from 'vitest';
import { EMPTY_TEXT_STATS, type TextStats } from '../../../../shared/text-stats/types.ts';
import { createStatsChannel } from './stats-channel.ts';
import type { StatsRequest } from './text-stats.worker.ts';

const statsWithWords = (words: number): TextStats => ({ ...EMPTY_TEXT_STATS, words });

function setup() {
  const posted: StatsRequest[] = [];
  const shown: { text: string; words: number }[] = [];
  const channel = createStatsChannel(
    (request) => posted.push(request),
    (text, stats) => shown.push({ text, words: stats.words }),
  );
  /** The worker answers the last posted request. */
  const answer = (words: number) => {
    const request = posted.at(-1);
    if (!request) throw new Error('nothing was posted');
    channel.receive({ id: request.id, stats: statsWithWords(words) });
  };
  return { channel, posted, shown, answer };
}

describe('createStatsChannel', () => {
  it('an idle worker gets the text at once and its answer is shown', () => {
    const { channel, posted, shown, answer } = setup();
    channel.request('one two');
    expect(posted.map((request) => request.text)).toEqual(['one two']);
    answer(2);
    expect(shown).toEqual([{ text: 'one two', words: 2 }]);
  });

  it('keystrokes during a slow count collapse into one next request for the newest text', () => {
    const { channel, posted, shown, answer } = setup();
    channel.request('a');
    channel.request('a b');
    channel.request('a b c');
    expect(posted.map((request) => request.text)).toEqual(['a']);
    answer(1);
    expect(posted.map((request) => request.text)).toEqual(['a', 'a b c']);
    expect(shown).toEqual([]);
    answer(3);
    expect(shown).toEqual([{ text: 'a b c', words: 3 }]);
  });

  it('an answer for an older text is dropped', () => {
    const { channel, posted, shown } = setup();
    channel.request('old');
    const old = posted[0];
    channel.request('new');
    if (!old) throw new Error('nothing was posted');
    channel.receive({ id: old.id, stats: statsWithWords(1) });
    expect(shown).toEqual([]);
    expect(posted.at(-1)?.text).toBe('new');
  });
});
