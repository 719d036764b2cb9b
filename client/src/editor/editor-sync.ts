// Keeps an editor's text and the note's stored text (IndexedDB) from overwriting each other. The editor remembers
// which stored text its own is built on (its basis): a save is written only over that text (read with the text it
// saves, checked inside the save's transaction), and a different text arriving (another tab of this browser, a version taken
// from the server) is merged three ways — basis, what the editor holds now, the arrival — on the editor's
// document model, so the keys typed here and the other side's change are both kept (docs/decisions.md, "Two
// tabs"). Arrivals are merged one after another, in the order they came; the editor's own text coming back is
// recognised as such, however late (stored-echoes.ts).
import { useEffect, useMemo, useRef, useState } from 'react';
import type Quill from 'quill';
import { StoredEchoes } from './stored-echoes.ts';
import type { ArrivalRule } from './merge-arrival.ts';

export interface StoredTextLink {
  /**
   * The stored text this editor's text is built on, now: read it together with the text to save, and write that
   * only while it is still the stored text. Read later, a merge in between would have moved it to a text the one
   * being saved does not hold yet. When it is not stored any more, another tab saved meanwhile: the editor merges
   * that text in when it arrives.
   */
  basis: () => string;
  /** A text this editor gave (its readHtml) is the stored one now: the basis of its next merge. */
  wasStored: (html: string) => void;
}

export interface StoredTextSync {
  link: StoredTextLink;
  /** The editor gave `html` to be saved (its readHtml): remembered, to know it when it comes back (stored-echoes.ts). */
  gave: (html: string) => void;
  /**
   * A stored text arrived: nothing to do when it is this editor's own save coming back, the basis moves when it is a
   * text this editor gave that another writer stored first, and anything else is merged in.
   */
  arrive: (text: string) => void;
  /** A stored text this editor did not write has arrived: merge it in. */
  receive: (text: string) => void;
}

// The merge is needed only when a text arrives from elsewhere: loaded then, not with the editor.
const loadMerge = () => import('./merge-arrival.ts');

/** `report`: tells the editor's owner the text changed and must be saved (the merge kept typing the arrival lacks). */
export function useStoredTextSync(
  initial: string,
  getEditor: () => Quill | null,
  report: (editor: Quill, link: StoredTextLink) => void,
  arrivalRule: () => ArrivalRule = () => 'words',
): StoredTextSync {
  const basis = useRef(initial);
  const [echoes] = useState(() => new StoredEchoes(initial));
  const arrivals = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef({ getEditor, report, arrivalRule });
  useEffect(() => {
    latest.current = { getEditor, report, arrivalRule };
  });

  return useMemo(() => {
    const link: StoredTextLink = {
      basis: () => basis.current,
      wasStored: (html) => {
        basis.current = html;
        echoes.stored(html);
      },
    };
    async function mergeIn(text: string): Promise<void> {
      const { mergeArrival } = await loadMerge();
      const editor = latest.current.getEditor();
      if (!editor) return;
      const typedHereOnly = mergeArrival(editor, basis.current, text, latest.current.arrivalRule());
      basis.current = text;
      // What was typed here is not in the stored text yet: save it (a save refused meanwhile is retried so).
      if (typedHereOnly) latest.current.report(editor, link);
    }
    function receive(text: string): void {
      arrivals.current = arrivals.current
        .then(() => mergeIn(text))
        .catch((error: unknown) => console.error('Taking in the note text from elsewhere failed', error));
    }
    return {
      link,
      gave: (html) => echoes.gave(html),
      arrive(text) {
        const arrival = echoes.arrival(text);
        if (arrival === 'own-text') link.wasStored(text);
        else if (arrival === 'elsewhere') receive(text);
      },
      receive,
    };
  }, [echoes]);
}
