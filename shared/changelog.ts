// Reads CHANGELOG.md (Keep a Changelog) into releases for the /changelog page. Runs at build time (the Vite
// plugin in vite.config.ts turns the file into `virtual:changelog`), so the page ships data, not a parser.

export const CHANGE_KINDS = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface Release {
  /** "Unreleased" or a version such as "0.1.0". */
  version: string;
  /** YYYY-MM-DD; null for Unreleased. */
  date: string | null;
  changes: { kind: ChangeKind; items: string[] }[];
}

const RELEASE = /^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?\s*$/;
const KIND = /^### (.+?)\s*$/;
const ITEM = /^- (.+)$/;

const isKind = (text: string | undefined): text is ChangeKind => CHANGE_KINDS.some((kind) => kind === text);

/** Throws on anything that is not Keep a Changelog, so a malformed entry fails the build, not the page. */
export function parseChangelog(markdown: string): Release[] {
  const releases: Release[] = [];
  let release: Release | undefined;
  let items: string[] | undefined;
  for (const [index, line] of markdown.split(/\r?\n/).entries()) {
    const where = `CHANGELOG.md line ${index + 1}`;
    const releaseMatch = RELEASE.exec(line);
    if (releaseMatch) {
      const [, version = '', date] = releaseMatch;
      if ((version === 'Unreleased') !== (date === undefined)) throw new Error(`${where}: only [Unreleased] has no date`);
      release = { version, date: date ?? null, changes: [] };
      releases.push(release);
      items = undefined;
      continue;
    }
    const kindMatch = KIND.exec(line);
    if (kindMatch) {
      const kind = kindMatch[1];
      if (!release || !isKind(kind)) throw new Error(`${where}: "${line}" is not one of ${CHANGE_KINDS.join(', ')} under a release`);
      items = [];
      release.changes.push({ kind, items });
      continue;
    }
    const itemMatch = ITEM.exec(line);
    if (itemMatch?.[1] !== undefined) {
      if (!items) throw new Error(`${where}: a change must be under a ### heading`);
      items.push(itemMatch[1]);
    }
  }
  return releases;
}
