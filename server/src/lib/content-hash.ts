// The content hash of shared/live-patch.ts (hex SHA-256 of the UTF-8 bytes), computed at once: the server hashes on
// every save and every live change, and a synchronous hash keeps a change's event in the order of its write.
import { createHash } from 'node:crypto';

export function contentHashNow(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
