// CHANGELOG.md is the source of /changelog: it must stay valid Keep a Changelog, newest release first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseChangelog } from './changelog.ts';

describe('the changelog', () => {
  it('CHANGELOG.md parses: Unreleased first, then dated releases newest first, each with changes', () => {
    const releases = parseChangelog(readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8'));
    expect(releases[0]?.version).toBe('Unreleased');
    const dated = releases.slice(1);
    expect(dated.length).toBeGreaterThan(0);
    const dates = dated.map((release) => release.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    for (const release of releases) {
      expect(release.changes.length).toBeGreaterThan(0);
      for (const change of release.changes) expect(change.items.length).toBeGreaterThan(0);
    }
  });

  it('reads versions, dates, kinds and items', () => {
    const markdown = ['# Changelog', '', '## [1.1.0] - 2027-01-02', '### Fixed', '- A `code` bug', '- Another', '### Added', '- New'].join('\n');
    expect(parseChangelog(markdown)).toEqual([
      {
        version: '1.1.0',
        date: '2027-01-02',
        changes: [
          { kind: 'Fixed', items: ['A `code` bug', 'Another'] },
          { kind: 'Added', items: ['New'] },
        ],
      },
    ]);
  });

  it.each([
    ['a kind Keep a Changelog does not know', '## [1.0.0] - 2027-01-01\n### Improved\n- x', /not one of/],
    ['a release without a date', '## [1.0.0]\n### Added\n- x', /only \[Unreleased\]/],
    ['an item outside a kind', '## [1.0.0] - 2027-01-01\n- x', /under a ### heading/],
  ])('refuses %s', (_, markdown, message) => {
    expect(() => parseChangelog(markdown)).toThrow(message);
  });
});
