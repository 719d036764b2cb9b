// Which parts of a text count as one link (one word, 23 characters on X): the punctuation around a link
// stays outside it, and things that only look like domains are not links.
import { describe, expect, it } from 'vitest';
import { findLinks } from './links.ts';

function linksIn(text: string): string[] {
  return findLinks(text).map(({ kind, start, end }) => `${kind} ${text.slice(start, end)}`);
}

describe('findLinks', () => {
  it.each([
    ['a full stop after a URL ends the sentence, not the URL', 'See https://example.com/a?b=c#d.', ['url https://example.com/a?b=c#d']],
    ['brackets around a URL stay outside it', '(https://example.com/docs)', ['url https://example.com/docs']],
    ['a bracket the URL opened itself stays in it', 'https://en.wikipedia.org/wiki/Foo_(bar), ok', ['url https://en.wikipedia.org/wiki/Foo_(bar)']],
    ['www and bare domains are links', 'www.example.org or example.com/path!', ['url www.example.org', 'url example.com/path']],
    ['an e-mail address is one e-mail, not a URL', 'Mail jane.doe+news@mail.example.co.uk;', ['email jane.doe+news@mail.example.co.uk']],
    ['file names, numbers and abbreviations are not links', 'notes.py v1.2.3 3.14 e.g. U.S.A. node.js', []],
    ['a two-letter name on a country domain needs a path', 'ab.de and ab.de/x', ['url ab.de/x']],
    ['"www." or "https://" alone is not a link', 'www. and https:// alone.', []],
  ])('%s', (_situation, text, expected) => {
    expect(linksIn(text)).toEqual(expected);
  });

  it('gives offsets into the searched text', () => {
    expect(findLinks('go to example.com now')).toEqual([{ kind: 'url', start: 6, end: 17 }]);
  });
});
