// The home editor (/ , anchor #editor). The unsaved note lives in IndexedDB: every change is written
// within 300 ms and on leaving the page, so a reload, crash or offline start shows exactly what was typed.
// Publishing works offline too: the link exists at once and the create is queued. The page starts on a light
// stand-in (EditorSurface) that takes keys from the first paint, and Quill is built when the writer reaches
// for it (or at once for a stored note with text), taking over what was typed and chosen meanwhile.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { toast } from '../../components/toast.ts';
import { MAX_CONTENT_BYTES } from '../../../../shared/limits.ts';
import { publishNote, saveScratch, StoredTextChangedError } from '../../data/local/commands.ts';
import { contentBytes, NoteTooLargeError } from '../../data/local/content-size.ts';
import { useScratch } from '../../data/local/hooks.ts';
import { deliverPublished } from '../../data/sync/deliver-published.ts';
import { clearJournal, SCRATCH_ADDITION_JOURNAL, SCRATCH_JOURNAL } from '../../data/local/journal.ts';
import { isBlankHtml, isBlankTyped, isNothingTyped, NOTHING_TYPED, type Typed } from '../../data/local/typed-text.ts';
import { copyText } from '../../components/clipboard.ts';
import { useSettledComposition } from '../../platform/composition.ts';
import { preloadRoutePage } from '../../platform/page-preload.ts';
import { inRouter, notePath, noteUrl, withKey } from '../../platform/paths.ts';
import { EditorSurface } from './EditorSurface.tsx';
import type { EditorChange } from '../../editor/NoteEditor.tsx';
import { tellPublishing } from './publish-feedback.ts';
import { PublishBar, type PublishOptions } from './PublishBar.tsx';
import { SizeMeter } from '../../editor/SizeMeter.tsx';
import type { TextRange } from '../../before-start/surface-text.ts';
import type { HeldFormat, TakeOver } from '../../editor/take-over.ts';
import { controlKey, type ToolbarControl } from '../../editor/toolbar-controls.ts';
import { useStandInStorage } from './stand-in-storage.ts';
import { useAutosave } from '../../editor/useAutosave.ts';
import { useFormatSize } from '../../editor/useFormatSize.ts';

// Quill's chunk is run when the writer reaches for the editor, not at load: evaluating it is one long task
// on a phone, and the stand-in takes every key meanwhile. The service worker has the chunk cached by then
// (it precaches every build), so after the first visit it arrives without the network.
const loadEditor = () => import('../../editor/NoteEditor.tsx');
type Editor = Awaited<ReturnType<typeof loadEditor>>['default'];

// Publishing navigates to the note's page, where the writer gets the editor view. Fetching those chunks
// only then showed "Loading the editor…" for a second after every publish; fetch them once writing starts.
let notePageWarm: Promise<unknown> | null = null;
function warmNotePage(): Promise<unknown> {
  notePageWarm ??= preloadRoutePage('note', { forWriter: true }).catch(() => undefined);
  return notePageWarm;
}

/** What the stand-in holds: what was written there, where the caret is, the formats chosen on its toolbar. */
function useStandIn() {
  const typed = useRef<Typed>(NOTHING_TYPED);
  const selection = useRef<TextRange | null>(null);
  const held = useRef<HeldFormat[]>([]);
  const focusedControl = useRef<string | null>(null);
  const [pressed, setPressed] = useState<ReadonlySet<string>>(new Set());
  const hold = useCallback((control: ToolbarControl, at: TextRange) => {
    held.current = [...held.current, { control, range: at }];
    if (control.kind !== 'button' || control.format === 'link' || control.format === 'clean') return;
    // Pressed once it is on, as Quill's own buttons show it (a list value replaces the other list values).
    const key = controlKey(control);
    setPressed((now) => {
      const next = new Set([...now].filter((other) => other === key || !other.startsWith(`${control.format}:`)));
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  /** The held formats over what they apply to: their selection, or what was typed after them up to the caret. */
  const heldFormats = useCallback((): HeldFormat[] => {
    const caret = selection.current?.end ?? typed.current.text.length;
    return held.current.map(({ control, range }) => ({
      control,
      range: range.start === range.end ? { start: range.start, end: Math.max(range.start, caret) } : range,
    }));
  }, []);
  return useMemo(() => ({ typed, selection, pressed, hold, heldFormats, focusedControl }), [pressed, hold, heldFormats]);
}

/** `stored`: the unsaved note in IndexedDB, undefined until read (and while prerendering). */
function HomeEditor({ stored: storedOrUnknown }: { stored: string | undefined }) {
  const { t } = useLingui();
  const known = storedOrUnknown !== undefined;
  const initialContent = storedOrUnknown ?? '';
  const [, navigate] = useLocation();
  const latest = useRef<(() => string) | null>(null);
  const [empty, setEmpty] = useState(() => isBlankHtml(initialContent));
  // The stored note can change under the editor (another tab, "discard and start new"): follow it.
  const [stored, setStored] = useState(initialContent);
  if (stored !== initialContent) {
    setStored(initialContent);
    setEmpty(isBlankHtml(initialContent));
  }
  const [publishing, setPublishing] = useState(false);
  const formatSize = useFormatSize();
  // The stored note follows every autosave, so its size is the editor's within the autosave delay.
  const bytes = useMemo(() => contentBytes(initialContent), [initialContent]);
  // How the scheduler's newest value is saved (Quill's text over its basis, or the stand-in's typing): set with
  // every schedule, so it always belongs to the newest value, the one the scheduler writes.
  const saveWith = useRef<(html: string) => Promise<void>>(saveScratch);
  const autosave = useAutosave(
    { key: SCRATCH_JOURNAL },
    (html) => saveWith.current(html),
    (error) => {
      // Another tab saved first: Quill merges that text in and saves the result (the stand-in hands its text to
      // Quill, which the stored text coming in has woken); until then the text is unsaved, and journaled on leaving.
      if (error instanceof StoredTextChangedError) return;
      console.error('Saving the note locally failed', error);
      toast({ title: t`Could not save on this device`, description: t`Your browser refused to store the note.`, variant: 'error' });
    },
  );
  // From the moment Publish is pressed the unsaved note is the published one: a change reported after that (the
  // editor's chunk arriving and taking over the stand-in's text, a last key) must not save it back, or the note
  // would come back as the unsaved note and be published a second time (at sign-in, into the account).
  const publishedAway = useRef(false);
  const scheduleSave = useCallback(
    (readHtml: () => string, save: (html: string) => Promise<void>) => {
      if (publishedAway.current) return;
      saveWith.current = save;
      autosave.schedule(readHtml);
    },
    [autosave],
  );

  // Quill is built at once for a note that has text, else once the writer reaches for the stand-in (or
  // text arrives from another tab) — and never before the stored note is known, which the stand-in's text
  // is added to. Its component is held here rather than in React.lazy: lazy would suspend once even for a
  // loaded chunk, and a loading placeholder in between would take the focus, and the keys, away.
  const [Editor, setEditor] = useState<Editor | null>(null);
  const waking = useRef(false);
  const wake = useCallback(() => {
    if (waking.current) return;
    waking.current = true;
    // Offline without the chunk the stand-in stays, saving as it goes; the next touch tries again.
    loadEditor().then(
      (module) => setEditor(() => module.default),
      () => {
        waking.current = false;
      },
    );
  }, []);
  // Quill takes over between two words, never in the middle of one a phone keyboard is composing in the stand-in.
  const editorShown = useSettledComposition(Editor !== null && known);
  const hasText = known && !isBlankHtml(initialContent);
  useEffect(() => {
    if (hasText) wake();
  }, [hasText, wake]);

  const standIn = useStandIn();
  const storage = useStandInStorage(standIn.typed, initialContent);
  const { base, storedNow } = storage;
  const standInHtml = storage.html;
  const saveStandIn = useCallback(() => storage.save(), [storage]);

  // Text typed before the stored note was known is merged with it now, and saved from here on; the
  // journal's copy of it (keep-typed-before-start.ts) is this save's from now on.
  useEffect(() => {
    storedNow.current = initialContent;
    if (!known || isNothingTyped(standIn.typed.current) || base.current !== null) return;
    // Unless Quill took the stand-in's text over in this same commit: it saves that text as its own change, and a
    // second save of it from here would reach Quill as a text from elsewhere.
    if (!editorShown) {
      latest.current = standInHtml;
      scheduleSave(standInHtml, saveStandIn);
      // The stored note (IndexedDB) is known only now: whether there is anything to publish follows it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setEmpty(isBlankHtml(standInHtml()));
    }
    clearJournal(SCRATCH_ADDITION_JOURNAL);
  }, [known, initialContent, standIn, standInHtml, saveStandIn, scheduleSave, editorShown, base, storedNow]);

  // Read in Quill's first layout effect, which runs before this component's effects of the same commit: when
  // the stored note becomes known in that commit, only the prop has it yet (storedNow is still the old one).
  const takeOver = useCallback(
    (): TakeOver => ({
      kind: 'stand-in',
      ...storage.handOver(initialContent),
      typed: standIn.typed.current,
      selection: standIn.selection.current,
      held: standIn.heldFormats(),
      focusedControl: standIn.focusedControl.current,
    }),
    [standIn, storage, initialContent],
  );

  function handleSurfaceInput(typed: Typed) {
    standIn.typed.current = typed;
    void warmNotePage();
    if (!known) {
      setEmpty(isBlankTyped(typed));
      return;
    }
    latest.current = standInHtml;
    setEmpty(isBlankHtml(standInHtml()));
    scheduleSave(standInHtml, saveStandIn);
  }

  function handleChange(change: EditorChange) {
    storage.quillReported(change);
    latest.current = change.readHtml;
    setEmpty(change.isEmpty);
    void warmNotePage();
    // Over the stored text Quill's is built on, read with the text (a merge may move it before the write).
    scheduleSave(change.readHtml, async (html) => {
      await saveScratch(html, change.basis());
      change.wasStored(html);
    });
  }

  // Publish pressed before the stored note is known waits for it: what is published includes both.
  const waitingPublish = useRef<PublishOptions | null>(null);
  useEffect(() => {
    const options = waitingPublish.current;
    if (!known || !options) return;
    waitingPublish.current = null;
    void publish(options);
  });

  async function publish(options: PublishOptions) {
    if (!known) {
      waitingPublish.current = options;
      return;
    }
    const content = latest.current?.() ?? initialContent;
    if (isBlankHtml(content)) {
      toast({ title: t`Write something first`, variant: 'info' });
      return;
    }
    publishedAway.current = true;
    autosave.cancel();
    void warmNotePage();
    setPublishing(true);
    try {
      const { shareId, key } = await publishNote({ content, ...options });
      // The create leaves now, before the page moves on; what the writer hears follows what the server has.
      const delivery = deliverPublished(shareId);
      // An encrypted note's links carry its key in the fragment, which no server ever receives (docs/design.md §10).
      const url = withKey(noteUrl(location.origin, shareId), key);
      tellPublishing(url, await copyText(url), delivery);
      navigate(inRouter(withKey(notePath(shareId), key)));
    } catch (error) {
      publishedAway.current = false;
      autosave.schedule(latest.current ?? (() => content));
      setPublishing(false);
      if (error instanceof NoteTooLargeError) {
        const size = formatSize(error.bytes);
        const limit = formatSize(MAX_CONTENT_BYTES);
        toast({
          title: t`This note is too large to publish`,
          description: t`It is ${size}; the limit is ${limit}. Shorten it, then publish.`,
          variant: 'error',
        });
        return;
      }
      console.error('Publishing failed', error);
      toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
    }
  }

  return (
    <>
      {Editor && editorShown ? (
        <Editor
          content={initialContent}
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
          onWake={wake}
          onInput={handleSurfaceInput}
          onSelect={(selection) => {
            standIn.selection.current = selection;
          }}
          onFormat={standIn.hold}
          onLeave={(control) => {
            standIn.focusedControl.current = control;
          }}
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
