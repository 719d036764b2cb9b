// The server's account database (DATA_DIR/auth.db), read beside the running server: the one place a test can
// find the token a mailed link carries when no mail server is configured.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** The token of the newest password-reset link sent to the account `userId`. */
export function latestResetToken(userId: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through `node e2e/run.ts`');
  const db = new DatabaseSync(join(dataDir, 'auth.db'), { readOnly: true });
  try {
    const row = db
      .prepare("SELECT identifier FROM verification WHERE value = ? AND identifier LIKE 'reset-password:%' ORDER BY createdAt DESC LIMIT 1")
      .get(userId) as { identifier: string } | undefined;
    if (!row) throw new Error(`no reset link was sent to ${userId}`);
    return row.identifier.slice('reset-password:'.length);
  } finally {
    db.close();
  }
}
