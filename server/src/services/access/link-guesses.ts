// Guessing read ids (docs/design.md §4.3): every open of an id that never named a note or a link — the misses a
// guesser makes — is counted per client, like wrong passwords, and the client is refused for the rest of the window
// once it has made too many. Ids have ~71 bits, so the count is about noise and load, not about the odds of a hit; a
// reader opening links people gave them makes none. Counted in Redis when configured (every instance shares it), in
// memory while it fails: a guesser must not get an unlimited budget from an outage, nor readers a refusal.
import type { Redis } from 'ioredis';
import { createCounter } from '../../lib/counters.ts';
import type { AttemptCounter } from './attempt-counter.ts';

export const GUESSES_PER_WINDOW = 100;
export const GUESS_WINDOW_S = 15 * 60;

export function createLinkGuessCounter(redis: Redis | undefined, keyPrefix = 'jotter:link-guesses'): AttemptCounter {
  return createCounter(redis, { keyPrefix, points: GUESSES_PER_WINDOW, duration: GUESS_WINDOW_S }, 'count-in-memory');
}
