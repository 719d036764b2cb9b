// Text typed into the stand-in before the stored note was known is merged with it once it is, and saved from here
// on; the journal's copy of it (before-start/keep-typed-before-start.ts) is this save's from now on.
import { useEffect } from 'react';
import { clearJournal, SCRATCH_ADDITION_JOURNAL } from '../../data/probe/journal.ts';
import { isBlankHtml, isNothingTyped } from '../../data/local/typed-text.ts';
import type { PendingSave } from '../../editor/useAutosave.ts';
import type { StandIn } from './use-stand-in.ts';
import type { StandInStorage } from './stand-in-storage.ts';
import type { UnsavedNoteSaves } from './use-unsaved-note-saves.ts';

export interface TypedBeforeKnown {
  known: boolean;
  /** The stored note as this render has it. */
  stored: string;
  standIn: StandIn;
  storage: StandInStorage;
  /** How the stand-in's typing is saved. */
  standInSave: PendingSave;
  saves: UnsavedNoteSaves;
  /** Quill has taken the stand-in's place. */
  quillShown: boolean;
  setEmpty: (empty: boolean) => void;
}

export function useTypedBeforeKnown({ known, stored, standIn, storage, standInSave, saves, quillShown, setEmpty }: TypedBeforeKnown): void {
  const { base } = storage;
  useEffect(() => {
    storage.follow(stored);
    if (!known || isNothingTyped(standIn.typed.current) || base.current !== null) return;
    // Unless Quill took the stand-in's text over in this same commit: it saves that text as its own change, and a
    // second save of it from here would reach Quill as a text from elsewhere.
    if (!quillShown) {
      saves.schedule(standInSave);
      // The stored note (IndexedDB) is known only now: whether there is anything to publish follows it.
      setEmpty(isBlankHtml(standInSave.readHtml()));
    }
    clearJournal(SCRATCH_ADDITION_JOURNAL);
  }, [known, stored, standIn, storage, standInSave, saves, quillShown, base, setEmpty]);
}
