// Which stored texts arriving at an editor are its own saves coming back. The editor's basis moves the moment a save
// of its lineage is stored (its own, or the home page's stand-in's that Quill took over from), but the stored text
// reaches the editor later, through a query of the database, one arrival after another in the order they were
// stored. By then the editor may have saved again: merged against the newer basis, an arrival that is only its own
// older text would look like another tab deleting what was typed since — the keys typed last vanished, or the older
// text was added again as lines of its own. So the texts stored for the editor wait here until they come back, and
// an arrival that is one of them is no text from elsewhere.

/** Enough for every save between two arrivals, even on a slow phone. */
const MAX_WAITING = 50;

export class StoredEchoes {
  /** Stored for the editor and not come back yet, oldest first. */
  private waiting: string[] = [];
  /** The stored text that arrived last. */
  private arrived: string;

  constructor(current: string) {
    this.arrived = current;
  }

  /** `text` was stored in the editor's lineage: it will arrive, unless it is what arrived last already. */
  stored(text: string): void {
    if (text === this.arrived) return;
    this.waiting = [...this.waiting.slice(1 - MAX_WAITING), text];
  }

  /**
   * `text` arrived: true when it is the editor's own stored text coming back (then it and every older one have
   * arrived; the query may skip texts stored in quick succession, never reorder them).
   */
  cameBack(text: string): boolean {
    this.arrived = text;
    const at = this.waiting.indexOf(text);
    if (at < 0) return false;
    this.waiting = this.waiting.slice(at + 1);
    return true;
  }
}
