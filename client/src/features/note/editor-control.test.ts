// Replacing the editor's text from outside (a merged or chosen conflict text) must never let the autosave write
// between storing the text and the editor taking it: that write would put the old text over the new one.
import { describe, expect, it } from 'vitest';
import { replaceWithTypingHeld, type EditorControl } from './editor-control.ts';

function recordingEditor(log: string[]): EditorControl {
  return {
    flush: () => {
      log.push('flush');
      return Promise.resolve();
    },
    reload: () => log.push('reload'),
    hold: () => {
      log.push('hold');
      return () => log.push('release');
    },
    absorb: (from, to, merge) => log.push(`absorb ${from}→${to} (${merge('b', 'm', 't')})`),
  };
}

const mergeAll = () => 'merged';

describe('replacing the text with typing held', () => {
  it('saves the typing first, then holds the autosave until the editor has taken the new text', async () => {
    const log: string[] = [];
    const outcome = await replaceWithTypingHeld(
      recordingEditor(log),
      () => {
        log.push('store');
        return Promise.resolve({ kind: 'merged', from: 'old', to: 'new' });
      },
      mergeAll,
    );
    expect(outcome).toEqual({ kind: 'merged', from: 'old', to: 'new' });
    expect(log).toEqual(['flush', 'hold', 'store', 'absorb old→new (merged)', 'release']);
  });

  it('a note that moved on meanwhile hands nothing to the editor, and the autosave goes on', async () => {
    const log: string[] = [];
    await replaceWithTypingHeld(recordingEditor(log), () => Promise.resolve({ kind: 'none' }), mergeAll);
    expect(log).toEqual(['flush', 'hold', 'release']);
  });

  it('a store that fails still ends the hold: typing is never kept from being saved', async () => {
    const log: string[] = [];
    await expect(replaceWithTypingHeld(recordingEditor(log), () => Promise.reject(new Error('quota')), mergeAll)).rejects.toThrow('quota');
    expect(log).toEqual(['flush', 'hold', 'release']);
  });
});
