// The home editor (/ , anchor #editor). The unsaved note lives in IndexedDB: every change is written
// within 300 ms and on leaving the page, so a reload, crash or offline start shows exactly what was typed.
// Publishing works offline too: the link exists at once and the create is queued. A blank note starts on
// a light stand-in (EditorSurface) and Quill is built when the writer reaches for it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { preloadPage } from '../../app/routes.tsx';
import { toast } from '../../components/toast.ts';
import { MAX_CONTENT_BYTES } from '../../../../shared/limits.ts';
import { publishNote, saveScratch } from '../../data/commands.ts';
import { contentBytes, NoteTooLargeError } from '../../data/content-size.ts';
import { useScratch } from '../../data/hooks.ts';
import { SCRATCH_JOURNAL } from '../../data/journal.ts';
import { copyText } from '../note/clipboard.ts';
import { inRouter, notePath, noteUrl } from '../note/paths.ts';
import { EditorLoading } from './EditorLoading.tsx';
import { isBlankHtml, plainTextToHtml } from './editor-html.ts';
import { EditorSurface } from './EditorSurface.tsx';
import type { EditorChange } from './NoteEditor.tsx';
import { PublishBar, type PublishOptions } from './PublishBar.tsx';
import { SizeMeter } from './SizeMeter.tsx';
import { useAutosave } from './useAutosave.ts';
import { useFormatSize } from './useFormatSize.ts';

// Quill's chunk is run when the writer reaches for the editor, not at load: evaluating it is one long task
// on a phone, and the stand-in takes every key meanwhile. The service worker has the chunk cached by then
// (it precaches every build), so after the first visit it arrives without the network.
const loadEditor = () => import('./NoteEditor.tsx');
type Editor = Awaited<ReturnType<typeof loadEditor>>['default'];

// Publishing navigates to the note's page, where the writer gets the editor view. Fetching those chunks
// only then showed "Loading the editor…" for a second after every publish; fetch them once writing starts.
let notePageWarmed = false;
function warmNotePage(): void {
  if (notePageWarmed) return;
  notePageWarmed = true;
  void preloadPage({ name: 'note', locale: null }).catch(() => undefined);
  void import('../note/NotePage.tsx').then((page) => page.preloadEditorView()).catch(() => undefined);
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
  const autosave = useAutosave(
    { key: SCRATCH_JOURNAL },
    saveScratch,
    (error) => {
      console.error('Saving the note locally failed', error);
      toast({ title: t`Could not save on this device`, description: t`Your browser refused to store the note.`, variant: 'error' });
    },
  );

  // Quill is built at once for a note that has text, else once the writer reaches for the stand-in (or
  // text arrives from another tab). Its component is held here rather than in React.lazy: lazy would
  // suspend once even for a loaded chunk, and a loading placeholder in between would take the focus, and
  // the keys, away from the writer.
  const [Editor, setEditor] = useState<Editor | null>(null);
  // Once the writer typed into the stand-in, it stays until Quill takes its text over.
  const [surfaceUsed, setSurfaceUsed] = useState(false);
  const waking = useRef(false);
  // What the stand-in holds, as of the writer's last input there: handed to Quill when it is built.
  const surfaceText = useRef('');
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
  const hasText = known && !isBlankHtml(initialContent);
  useEffect(() => {
    if (hasText) wake();
  }, [hasText, wake]);

  const takeOver = useCallback(() => surfaceText.current, []);

  function handleSurfaceInput(text: string) {
    surfaceText.current = text;
    const readHtml = () => plainTextToHtml(surfaceText.current);
    latest.current = readHtml;
    setSurfaceUsed(true);
    setEmpty(text.trim() === '');
    warmNotePage();
    autosave.schedule(readHtml);
  }

  function handleChange(change: EditorChange) {
    latest.current = change.readHtml;
    setEmpty(change.isEmpty);
    warmNotePage();
    autosave.schedule(change.readHtml);
  }

  async function publish(options: PublishOptions) {
    const content = latest.current?.() ?? initialContent;
    if (isBlankHtml(content)) {
      toast({ title: t`Write something first`, variant: 'info' });
      return;
    }
    // The published note takes over from the unsaved one: a late autosave must not bring it back.
    autosave.cancel();
    warmNotePage();
    setPublishing(true);
    try {
      const { shareId } = await publishNote({ content, ...options });
      const url = noteUrl(location.origin, shareId);
      const copied = await copyText(url);
      toast({
        title: t`Note published`,
        description: copied ? t`Link copied: ${url}` : t`Share this link: ${url}`,
        variant: 'success',
      });
      navigate(inRouter(notePath(shareId)));
    } catch (error) {
      autosave.schedule(() => content);
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
      {Editor ? (
        <Editor
          content={initialContent}
          onChange={handleChange}
          label={t`Note text`}
          placeholder={t`Start writing your note…`}
          autoFocus
          takeOver={takeOver}
        />
      ) : hasText && !surfaceUsed ? (
        <EditorLoading placeholder={t`Start writing your note…`} />
      ) : (
        <EditorSurface
          label={t`Note text`}
          placeholder={t`Start writing your note…`}
          editable={known}
          onWake={wake}
          onInput={handleSurfaceInput}
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
