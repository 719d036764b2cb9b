// Rows of the note_links table (SQLite and PostgreSQL alike) as the port's StoredLink, and back. Both drivers' values
// are read here: integers as numbers or (node-postgres' bigints) decimal strings, flags as 0/1 or booleans. A value that
// does not match the schema fails loudly instead of leaking into an answer.
import type { StoredLink } from './link-store.ts';

export const LINK_COLUMNS = [
  'link_id',
  'share_id',
  'label',
  'created_at',
  'expires_at',
  'password_hash',
  'password_version',
  'view_once',
  'opened_count',
  'revealed_at',
  'revoked_at',
] as const;

export const LINK_SELECT = LINK_COLUMNS.join(', ');

type Row = Record<string, unknown>;

function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new TypeError(`note_links column ${column} is not text`);
  return value;
}

function integer(row: Row, column: string): number {
  const value = row[column];
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw new TypeError(`note_links column ${column} is not an integer`);
  return number;
}

function flag(row: Row, column: string): boolean {
  const value = row[column];
  if (typeof value === 'boolean') return value;
  if (value === 0 || value === 1) return value === 1;
  throw new TypeError(`note_links column ${column} is not a flag`);
}

const textOrNull = (row: Row, column: string): string | null => (row[column] === null ? null : text(row, column));
const dateOrNull = (row: Row, column: string): Date | null => (row[column] === null ? null : new Date(integer(row, column)));

export function linkFromRow(row: Row): StoredLink {
  return {
    linkId: text(row, 'link_id'),
    shareId: text(row, 'share_id'),
    label: textOrNull(row, 'label'),
    createdAt: new Date(integer(row, 'created_at')),
    expiresAt: dateOrNull(row, 'expires_at'),
    passwordHash: textOrNull(row, 'password_hash'),
    passwordVersion: integer(row, 'password_version'),
    viewOnce: flag(row, 'view_once'),
    openedCount: integer(row, 'opened_count'),
    revealedAt: dateOrNull(row, 'revealed_at'),
    revokedAt: dateOrNull(row, 'revoked_at'),
  };
}

/** The link's values in the order of LINK_COLUMNS; `flagParam` binds a flag as the driver takes it. */
export function linkToValues<F>(link: StoredLink, flagParam: (value: boolean) => F): (string | number | null | F)[] {
  return [
    link.linkId,
    link.shareId,
    link.label,
    link.createdAt.getTime(),
    link.expiresAt?.getTime() ?? null,
    link.passwordHash,
    link.passwordVersion,
    flagParam(link.viewOnce),
    link.openedCount,
    link.revealedAt?.getTime() ?? null,
    link.revokedAt?.getTime() ?? null,
  ];
}

const REASONS = { replaced: 'replaced', 'turned-off': 'turned-off', read: 'read' } as const;

/** A retired_ids reason column as the port names it (NULL: the note was deleted). */
export function reasonFromColumn(value: unknown): 'deleted' | 'replaced' | 'turned-off' | 'read' {
  if (value === null || value === undefined) return 'deleted';
  if (typeof value === 'string' && value in REASONS) return REASONS[value as keyof typeof REASONS];
  throw new TypeError('retired_ids reason is not one the schema allows');
}
