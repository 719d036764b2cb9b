// The server clock's offset for components (server-clock.ts), re-rendering when the server's time is learned.
// No Dexie: the read-only note page uses it.
import { useSyncExternalStore } from 'react';
import { onServerClockChange, serverClockOffset } from '../probe/server-clock.ts';

/** Milliseconds from this device's clock to the server's; 0 when painting at build time. */
export function useServerClockOffset(): number {
  return useSyncExternalStore(onServerClockChange, serverClockOffset, () => 0);
}
