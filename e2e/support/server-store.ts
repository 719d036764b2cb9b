// The server's own note store (the data directory e2e/run.ts gave it), opened beside the running server as the
// operator's tools do: for situations no API call reaches in a test's time, such as a note's last seconds.
import { createNoteStore } from '../../server/src/storage/index.ts';

/** Moves the note's expiry on the server to `at`, as if its time had almost run out. */
export async function moveServerExpiry(shareId: string, at: Date): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through `node e2e/run.ts`');
  const store = createNoteStore({ dataDir });
  try {
    await store.init();
    const now = new Date();
    const note = await store.findByShareId(shareId, now);
    if (!note) throw new Error(`the server has no live note ${shareId}`);
    if (!(await store.updateIfVersion(shareId, note.version, { expiresAt: at }, now))) throw new Error(`could not move the expiry of ${shareId}`);
  } finally {
    await store.close();
  }
}
