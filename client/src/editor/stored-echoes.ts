// The editor's one memory of its own text, to recognise it when it comes back through storage. Two ways back:
// - a save of the editor's lineage (its own, or the home page's stand-in's that Quill took over from). The editor's
//   basis moves the moment such a save is stored, but the stored text reaches the editor later, through a query of
//   the database, one arrival after another in the order they were stored. By then the editor may have saved again:
//   merged against the newer basis, an arrival that is only its own older text would look like another tab deleting
//   what was typed since — the keys typed last vanished, or the older text was added again as lines of its own. So
//   the texts stored for the editor wait here until they come back.
// - a text the editor gave to be saved (readHtml) that someone else stored: a save of it was refused because another
//   writer had stored the same text first (the journal's merge of keys typed before the app ran). The editor's text is
//   built on it all the same, so its basis moves there; otherwise every later save would be refused.
// Any other arrival is a text from elsewhere, to merge in.

/** Enough for every save between two arrivals, even on a slow phone. */
const MAX_WAITING = 50;
/** How many of its own recent outputs the editor remembers. */
const REMEMBERED_OUTPUTS = 20;

/** What an arriving stored text is to the editor. */
export type Arrival = 'stored-echo' | 'own-text' | 'elsewhere';

export class StoredEchoes {
  /** Stored for the editor and not come back yet, oldest first. */
  private waiting: string[] = [];
  /** The stored text that arrived last. */
  private arrived: string;
  /** The texts the editor gave to be saved lately, oldest first. */
  private given: string[] = [];

  constructor(current: string) {
    this.arrived = current;
  }

  /** The editor gave `html` to be saved (it may be stored by this editor's save or, first, by another writer). */
  gave(html: string): void {
    this.given = [...this.given.slice(1 - REMEMBERED_OUTPUTS), html];
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

  /** `text` arrived: a save of the editor's lineage coming back, a text it gave stored by another, or news. */
  arrival(text: string): Arrival {
    if (this.cameBack(text)) return 'stored-echo';
    if (this.given.includes(text)) return 'own-text';
    // A text that comes back later is not an echo of this editor's own any more.
    this.given = [];
    return 'elsewhere';
  }
}
