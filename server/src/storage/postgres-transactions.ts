// Transactions on the PostgreSQL store's pool: one connection for the whole of a check-and-write, rolled back when its
// work fails, and dropped rather than returned to the pool when the connection itself failed mid-way.
import type { Pool, PoolClient } from 'pg';

/** Thrown inside a transaction to roll it back and answer `value` instead. */
export class RollBack<T> {
  readonly value: T;
  constructor(value: T) {
    this.value = value;
  }
}

export async function transaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>, begin = 'BEGIN'): Promise<T> {
  const client = await pool.connect();
  const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
  try {
    await client.query(begin);
  } catch (error) {
    client.release(asError(error));
    throw error;
  }
  try {
    const value = await work(client);
    await client.query('COMMIT');
    client.release();
    return value;
  } catch (error) {
    try {
      await client.query('ROLLBACK');
      client.release();
    } catch (lost) {
      // The connection failed mid-transaction: it must not go back to the pool.
      client.release(asError(lost));
    }
    if (error instanceof RollBack) return error.value as T;
    throw error;
  }
}

/**
 * Reads that span several statements (a note, then its history decoded against that note's content) see one
 * snapshot, so an update committed in between cannot pair one version's content with another's history.
 */
export const snapshot = <T>(pool: Pool, work: (client: PoolClient) => Promise<T>) =>
  transaction(pool, work, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
