// When a note this device keeps counts as expired here (docs/design.md §6.2): by the server's clock, and only once
// the server has the note. Expiry is counted from the moment the server is told (§4.3), so a note whose create has
// not been acknowledged has not started its time; its `expiresAt` is only this device's estimate, made with whatever
// it knew of the server's clock then — on a first visit nothing, so a phone two hours slow made it two hours early,
// and learning the clock a moment later hid the note it had just published.
export function hasExpired(note: { expiresAt: unknown; version: unknown }, serverNow: number): boolean {
  if (typeof note.expiresAt !== 'string' || note.version === 0) return false;
  return Date.parse(note.expiresAt) <= serverNow;
}
