// The privacy rules of page views: where they may be sent and what they may say. Edit ids are secret
// capabilities (docs/design.md §3) and share ids are private links: neither may reach the collector.
import { describe, expect, it } from 'vitest';
import { newEditId, newShareId } from '../../../shared/ids.ts';
import { mayTrack, maskedPath, maskedReferrer, pageViewEvent } from './page-view.ts';

const config = { url: 'https://stats.example.com', websiteId: 'site-1', domains: ['jotter.example'] };

describe('where page views may be sent', () => {
  it('only on a listed hostname', () => {
    expect(mayTrack('jotter.example', config, null)).toBe(true);
    expect(mayTrack('JOTTER.example', config, null)).toBe(true);
    expect(mayTrack('evil-copy.example', config, null)).toBe(false);
    expect(mayTrack('sub.jotter.example', config, null)).toBe(false);
  });

  it('never on localhost, even when an operator lists it', () => {
    const listed = { ...config, domains: ['localhost', '127.0.0.1', 'app.localhost'] };
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', 'app.localhost', '[::1]']) expect(mayTrack(host, listed, null)).toBe(false);
  });

  it('never when the visitor set the opt-out flag to 1', () => {
    expect(mayTrack('jotter.example', config, '1')).toBe(false);
    expect(mayTrack('jotter.example', config, '0')).toBe(true);
  });
});

describe('what a page view says', () => {
  it('note, print, edit and share paths carry a placeholder instead of the id, in every language', () => {
    const shareId = newShareId();
    const editId = newEditId();
    expect(maskedPath(`/n/${shareId}`)).toBe('/n/:id');
    expect(maskedPath(`/n/${shareId}/print`)).toBe('/n/:id/print');
    expect(maskedPath(`/e/${editId}`)).toBe('/e/:id');
    expect(maskedPath(`/de/e/${editId}`)).toBe('/de/e/:id');
    expect(maskedPath(`/share/${shareId}`)).toBe('/share/:id');
    expect(maskedPath('/fr/about')).toBe('/fr/about');
    expect(maskedPath('/tools/word-counter')).toBe('/tools/word-counter');
  });

  it('near-miss paths that are not pages (404s) lose every id-shaped segment too', () => {
    const shareId = newShareId();
    const editId = newEditId();
    expect(maskedPath(`/e//${editId}`)).toBe('/e//:id');
    expect(maskedPath(`/E/${editId}`)).toBe('/E/:id');
    expect(maskedPath(`//n/${shareId}`)).toBe('//n/:id');
    expect(maskedPath(`/notes/${shareId}/edit/${editId}`)).toBe('/notes/:id/edit/:id');
    expect(maskedPath(`/${editId}`)).toBe('/:id');
    // A typo around an id (an extra character, an encoded one) still hides it.
    expect(maskedPath(`/e/${editId}x`)).toBe('/e/:id');
    expect(maskedPath(`/x/${editId}%20`)).toBe('/x/:id');
    const event = pageViewEvent(
      { hostname: 'jotter.example', origin: 'https://jotter.example', pathname: `/E/${editId}`, title: 'Page Not Found', referrer: '', language: 'en', screen: { width: 1, height: 1 } },
      'site-1',
    );
    expect(JSON.stringify(event)).not.toContain(editId);
  });

  it('a note page sends neither its id nor its title; a referrer from another site keeps only its origin', () => {
    const editId = newEditId();
    const event = pageViewEvent(
      {
        hostname: 'jotter.example',
        origin: 'https://jotter.example',
        pathname: `/e/${editId}`,
        title: 'My diary – Jotter',
        referrer: `https://jotter.example/n/${newShareId()}?x=1`,
        language: 'de-DE',
        screen: { width: 390, height: 844 },
      },
      'site-1',
    );
    expect(event).toEqual({
      type: 'event',
      payload: {
        hostname: 'jotter.example',
        language: 'de-DE',
        screen: '390x844',
        url: '/e/:id',
        title: '/e/:id',
        referrer: 'https://jotter.example/n/:id',
        website: 'site-1',
      },
    });
    expect(JSON.stringify(event)).not.toContain(editId);
    expect(maskedReferrer('https://search.example/q?term=secret', 'https://jotter.example')).toBe('https://search.example/');
    expect(maskedReferrer('not a url', 'https://jotter.example')).toBe('');
  });
});
