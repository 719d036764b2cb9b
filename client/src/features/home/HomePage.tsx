// The home editor (/ , anchor #editor). The unsaved note lives in IndexedDB: every change is written
// within 300 ms and on leaving the page, so a reload, crash or offline start shows exactly what was typed.
// Publishing works offline too: the link exists at once and the create is queued. The page starts on a light
// stand-in (EditorSurface) that takes keys from the first paint, and Quill is built when the writer reaches
// for it (or at once for a stored note with text), taking over what was typed and chosen meanwhile.
import { useCallback, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { contentBytes } from '../../data/local/content-size.ts';
import { useScratch } from '../../data/local/hooks.ts';
import { isBlankHtml, isBlankTyped, type Typed } from '../../data/local/typed-text.ts';
import type { EditorChange } from '../../editor/NoteEditor.tsx';
import { SizeMeter } from '../../editor/SizeMeter.tsx';
import type { TakeOver } from '../../editor/take-over.ts';
import { saveOverBasis, type PendingSave } from '../../editor/useAutosave.ts';
import { saveScratch } from '../../data/local/commands.ts';
import { EditorSurface } from './EditorSurface.tsx';
import { PublishBar } from './PublishBar.tsx';
import { useStandInStorage } from './stand-in-storage.ts';
import { useNothingToPublish } from './use-nothing-to-publish.ts';
import { usePublish } from './use-publish.ts';
import { useQuillChunk } from './use-quill-chunk.ts';
import { useStandIn } from './use-stand-in.ts';
import { useTypedBeforeKnown } from './use-typed-before-known.ts';
import { useUnsavedNoteSaves } from './use-unsaved-note-saves.ts';
import { warmNotePage } from './warm-note-page.ts';

/** `stored`: the unsaved note in IndexedDB, undefined until read (and while prerendering). */
function HomeEditor({ stored: storedOrUnknown }: { stored: string | undefined }) {
  const { t } = useLingui();
  const known = storedOrUnknown !== undefined;
  const stored = storedOrUnknown ?? '';
  const [empty, setEmpty] = useNothingToPublish(stored);
  // The stored note follows every autosave, so its size is the editor's within the autosave delay.
  const bytes = useMemo(() => contentBytes(stored), [stored]);
  const saves = useUnsavedNoteSaves();
  const hasText = known && !isBlankHtml(stored);
  const quill = useQuillChunk(known, hasText);

  const standIn = useStandIn();
  const storage = useStandInStorage(standIn.typed, stored);
  const standInSave = useMemo((): PendingSave => ({ readHtml: () => storage.html(), save: () => storage.save() }), [storage]);
  useTypedBeforeKnown({ known, stored, standIn, storage, standInSave, saves, quillShown: quill.shown, setEmpty });

  // Read in Quill's first layout effect, which runs before this component's effects of the same commit: when
  // the stored note becomes known in that commit, only the prop has it yet (storedNow is still the old one).
  const takeOver = useCallback(
    (): TakeOver => ({
      kind: 'stand-in',
      ...storage.handOver(stored),
      typed: standIn.typed.current,
      selection: standIn.selection.current,
      held: standIn.heldFormats(),
      focusedControl: standIn.focusedControl.current,
    }),
    [standIn, storage, stored],
  );
  const { publishing, publish } = usePublish(known, stored, saves);

  function handleSurfaceInput(typed: Typed) {
    standIn.input(typed);
    void warmNotePage();
    if (!known) {
      setEmpty(isBlankTyped(typed));
      return;
    }
    setEmpty(isBlankHtml(storage.html()));
    saves.schedule(standInSave);
  }

  function handleChange(change: EditorChange) {
    storage.quillReported(change);
    setEmpty(change.isEmpty);
    void warmNotePage();
    saves.schedule({ readHtml: change.readHtml, save: saveOverBasis(change, (html, basis) => saveScratch(html, basis)) });
  }

  const { Editor } = quill;
  return (
    <>
      {Editor && quill.shown ? (
        <Editor
          content={stored}
          onChange={handleChange}
          label={t`Note text`}
          placeholder={t`Start writing your note…`}
          autoFocus
          takeOver={takeOver}
        />
      ) : (
        <EditorSurface
          label={t`Note text`}
          placeholder={t`Start writing your note…`}
          merged={known}
          busy={!known || hasText}
          onWake={quill.wake}
          onInput={handleSurfaceInput}
          onSelect={standIn.select}
          onFormat={standIn.hold}
          onLeave={standIn.leave}
          pressed={standIn.pressed}
          autoFocus
        />
      )}
      <SizeMeter bytes={bytes} />
      <PublishBar disabled={empty} busy={publishing} onPublish={(options) => void publish(options)} />
    </>
  );
}

export default function HomePage() {
  const scratch = useScratch();
  return (
    <section id="editor" aria-labelledby="editor-heading" className="mx-auto max-w-4xl px-4 py-6">
      <h1 id="editor-heading" className="sr-only">
        <Trans>Write a note</Trans>
      </h1>
      <HomeEditor stored={scratch} />
    </section>
  );
}
