// The export a user downloads before signing out with changes not yet saved: every note's title and text.
import { describe, expect, it } from 'vitest';
import { exportText } from './unsent-export.ts';

describe('the export of unsent text', () => {
  it('holds every note’s title and its text line by line, without markup', () => {
    const text = exportText([
      { title: 'Shopping', content: '<p>Milk &amp; eggs</p><ul><li>Bread</li></ul>' },
      { title: 'Train thoughts', content: '<h1>Idea</h1><p>Write <strong>more</strong></p>' },
    ]);
    expect(text).toBe('Shopping\n\nMilk & eggs\nBread\n\n----------\n\nTrain thoughts\n\nIdea\nWrite more\n');
  });
});
