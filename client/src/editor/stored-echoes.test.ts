import { describe, expect, it } from 'vitest';
import { StoredEchoes } from './stored-echoes.ts';

describe('stored texts arriving at an editor', () => {
  it('its saves coming back late, one after another, are its own: none is a text from elsewhere', () => {
    const echoes = new StoredEchoes('');
    echoes.stored('<p>M</p>');
    echoes.stored('<p>Me</p>');
    expect(echoes.cameBack('<p>M</p>')).toBe(true);
    expect(echoes.cameBack('<p>Me</p>')).toBe(true);
  });

  it('saves in quick succession may arrive as the last one only, and an older one arriving after that is from elsewhere', () => {
    const echoes = new StoredEchoes('');
    echoes.stored('<p>M</p>');
    echoes.stored('<p>Me</p>');
    expect(echoes.cameBack('<p>Me</p>')).toBe(true);
    // Another tab put the older text back: a change to merge, not an echo.
    expect(echoes.cameBack('<p>M</p>')).toBe(false);
  });

  it('a text another tab stored is from elsewhere, also between two of its own', () => {
    const echoes = new StoredEchoes('<p>A</p>');
    echoes.stored('<p>AB</p>');
    expect(echoes.cameBack('<p>AB</p>')).toBe(true);
    expect(echoes.cameBack('<p>AB, from the other tab</p>')).toBe(false);
  });

  it('a basis that is the stored text already waits for nothing: the same text stored again later by another tab is a change', () => {
    const echoes = new StoredEchoes('');
    // The takeover's basis is the text stored when the editor opened.
    echoes.stored('');
    echoes.stored('<p>notes</p>');
    expect(echoes.cameBack('<p>notes</p>')).toBe(true);
    // "Discard and start new" in another tab.
    expect(echoes.cameBack('')).toBe(false);
  });

  it('the same text stored twice in a row of edits (typed, then deleted again) comes back in order', () => {
    const echoes = new StoredEchoes('');
    for (const text of ['<p>M</p>', '<p>Me</p>', '<p>M</p>']) echoes.stored(text);
    expect(['<p>M</p>', '<p>Me</p>', '<p>M</p>'].map((text) => echoes.cameBack(text))).toEqual([true, true, true]);
    expect(echoes.cameBack('<p>Me</p>')).toBe(false);
  });
});

describe('texts the editor gave to be saved, arriving', () => {
  it('its own text stored first by another writer is its own: the editor builds on it instead of merging it in', () => {
    const echoes = new StoredEchoes('');
    echoes.gave('<p>typed before the app ran</p>');
    // The journal's merge stored the same text first; this editor's own save of it was refused.
    expect(echoes.arrival('<p>typed before the app ran</p>')).toBe('own-text');
  });

  it('a save of its lineage coming back is an echo, not its own text stored by another', () => {
    const echoes = new StoredEchoes('');
    echoes.gave('<p>M</p>');
    echoes.stored('<p>M</p>');
    expect(echoes.arrival('<p>M</p>')).toBe('stored-echo');
  });

  it('once a text from elsewhere has arrived, an older text it gave coming back is from elsewhere too', () => {
    const echoes = new StoredEchoes('');
    echoes.gave('<p>mine</p>');
    expect(echoes.arrival('<p>theirs</p>')).toBe('elsewhere');
    // Another tab put the editor's older text back: a change to merge, not the editor's own.
    expect(echoes.arrival('<p>mine</p>')).toBe('elsewhere');
  });
});
