// The home page's stand-in (EditorSurface) and the unsaved note in storage. What is typed there is added to the
// stored note it met (`base`) and saved like any typing, never over a text another tab stored meanwhile
// (docs/decisions.md, "Two tabs of one browser on one note"):
// - its first save adds the typing to whatever is stored by then: none of it was stored before, so nobody elsewhere
//   can have seen or changed it, and adding it is the whole merge with what another tab saved meanwhile;
// - later saves go only over what it last stored; another tab's save in between refuses them, and Quill (woken by
//   the stored text changing) takes the stand-in's text over and merges the stored one in.
// Quill takes over from `handOver`'s base and basis; a save still in flight then lands after it, and moves Quill's
// basis to the stand-in's text as Quill's own lineage has it.
import { useMemo, useRef } from 'react';
import { addTypedToScratch, saveScratch } from '../../data/local/commands.ts';
import { appendTyped, type Typed } from '../../data/local/typed-text.ts';
import type { StoredTextLink } from '../../editor/editor-sync.ts';

export interface StandInStorage {
  /** The stored note as the page has read it now (told after every render that read it). */
  follow(stored: string): void;
  /** The stored note the typed text is added to; null until the two have met. */
  base: { current: string | null };
  /** The stand-in's text as the note it saves: base, then the typed lines. */
  html(): string;
  /** Saves the typing as it is now. */
  save(): Promise<void>;
  /** Quill takes over (`stored`: the stored note as the page renders it): what its text is built on. */
  handOver(stored: string): { base: string; basis: string };
  /** Quill's own link (from its changes): told where a stand-in save that lands after the takeover leaves it. */
  quillReported(link: StoredTextLink): void;
}

export function useStandInStorage(typed: { current: Typed }, initial: string): StandInStorage {
  const storedNow = useRef(initial);
  const base = useRef<string | null>(null);
  // What the stand-in last stored; null before its first save.
  const lastStored = useRef<string | null>(null);
  const quill = useRef<{ base: string; link: StoredTextLink | null } | null>(null);

  return useMemo(() => {
    function stored(html: string, typedThen: Typed): void {
      lastStored.current = html;
      // Quill's text is its base plus this typing and more: built on this text, in Quill's lineage. When another
      // tab's text became the stand-in's base after Quill took over, that is not the stored text, and Quill merges.
      const taken = quill.current;
      if (taken) taken.link?.wasStored(appendTyped(taken.base, typedThen));
    }
    return {
      follow(stored) {
        storedNow.current = stored;
      },
      base,
      html() {
        base.current ??= storedNow.current;
        return appendTyped(base.current, typed.current);
      },
      async save() {
        const text = typed.current;
        if (lastStored.current === null) {
          const added = await addTypedToScratch(text);
          base.current = added.base;
          return stored(added.content, text);
        }
        const html = appendTyped(base.current ?? storedNow.current, text);
        await saveScratch(html, lastStored.current);
        stored(html, text);
      },
      handOver(storedText) {
        const from = base.current ?? storedText;
        quill.current = { base: from, link: null };
        return { base: from, basis: lastStored.current ?? from };
      },
      quillReported(link) {
        if (quill.current) quill.current.link = link;
      },
    };
  }, [typed]);
}
