// A note's History (docs/design.md §6.10), for whoever holds its edit link: the versions by day, a preview of each that marks
// what it changed, and "Restore this version" with an "Undo" in the toast. Offline it shows the versions this
// device kept (data/local/history.ts). A modal like Rename and Expiry: focus moves in, Escape closes, focus
// returns to the History button.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../../components/Modal.tsx';
import { toast } from '../../../components/toast.ts';
import { listVersions, readVersion, readVersionBefore, type VersionEntry } from '../../../data/local/on-demand/history.ts';
import { restoreVersion, type RestoreTarget } from '../../../data/local/on-demand/restore.ts';
import type { LocalNote, SeenVersion } from '../../../data/local/types.ts';
import type { EditorControl as FullEditorControl } from '../editor-control.ts';
import { useErrorMessage } from '../reader/useErrorMessage.ts';
import { VersionList } from './VersionList.tsx';
import { VersionPreview } from './VersionPreview.tsx';

/** What History needs of the open editor around a restore. */
type EditorControl = Pick<FullEditorControl, 'flush' | 'reload'>;

export interface HistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  note: LocalNote;
  editor: EditorControl;
}

type Preview = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; version: SeenVersion; previous: SeenVersion | null };

/** Restores a version, then says so in a toast whose "Undo" restores the text it replaced. */
function useRestore(shareId: string, editor: EditorControl): (target: RestoreTarget) => Promise<boolean> {
  const { t } = useLingui();
  return useCallback(
    (target: RestoreTarget) => {
      async function run(wanted: RestoreTarget, undoing: boolean): Promise<boolean> {
        try {
          await editor.flush();
          const { replaced } = await restoreVersion(shareId, wanted);
          editor.reload();
          if (undoing) {
            toast({ title: t`Restore undone`, variant: 'success' });
          } else {
            const action = replaced
              ? { label: t`Undo`, altText: t`Open History and restore the version before`, run: () => void run(replaced, true) }
              : undefined;
            toast({ title: t`Version restored`, variant: 'success', ...(action ? { action } : {}) });
          }
          return true;
        } catch (error) {
          console.error('Restoring a version failed', error);
          toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
          return false;
        }
      }
      return run(target, false);
    },
    [editor, shareId, t],
  );
}

function HistoryBrowser({ note, editor, onDone }: { note: LocalNote; editor: EditorControl; onDone: () => void }) {
  const { t } = useLingui();
  // The note as History opened: the list and previews stay on it while the editor behind keeps saving.
  const [opened] = useState(note);
  const [versions, setVersions] = useState<VersionEntry[] | null>(null);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [fromDevice, setFromDevice] = useState(false);
  const errorMessage = useErrorMessage();
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const restore = useRestore(opened.shareId, editor);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const loadPage = useCallback(
    (before?: number): Promise<void> =>
      listVersions(opened, before).then(
        (page) => {
          if (!live.current) return;
          setVersions((shown) => [...(before === undefined ? [] : (shown ?? [])), ...page.versions]);
          setNextBefore(page.nextBefore);
          setFromDevice(page.fromDevice);
        },
        (error: unknown) => {
          console.error('Loading the history failed', error);
          if (live.current) setFailed({ error });
        },
      ),
    [opened],
  );
  useEffect(() => {
    void loadPage();
  }, [loadPage]);
  // Once the list is there, the focus goes from the dialog's close button to its newest version.
  const listRef = useRef<HTMLDivElement>(null);
  const focusedList = useRef(false);
  useEffect(() => {
    if (focusedList.current || !versions || versions.length === 0) return;
    focusedList.current = true;
    listRef.current?.querySelector('button')?.focus();
  }, [versions]);

  // An encrypted note's versions are listed without titles until this device opens them: once read, they have one.
  function showTitles(read: readonly (SeenVersion | null)[]) {
    const titles = new Map(read.flatMap((seen) => (seen ? [[seen.version, seen.title] as const] : [])));
    setVersions((shown) => shown && shown.map((entry) => (entry.title === null && titles.has(entry.version) ? { ...entry, title: titles.get(entry.version) ?? null } : entry)));
  }

  // The version asked for last: a slower answer for an earlier choice must not replace its preview.
  const wanted = useRef<number | null>(null);
  async function select(version: number) {
    if (!versions) return;
    wanted.current = version;
    setSelected(version);
    setPreview({ kind: 'loading' });
    const index = versions.findIndex((entry) => entry.version === version);
    const before = versions[index + 1];
    try {
      const [shown, previous] = await Promise.all([
        readVersion(opened, version),
        before ? readVersion(opened, before.version).catch(() => null) : nextBefore === null ? null : readVersionBefore(opened, version),
      ]);
      if (!live.current) return;
      showTitles([shown, previous]);
      if (wanted.current === version) setPreview({ kind: 'ready', version: shown, previous });
    } catch (error) {
      console.error('Loading a version failed', error);
      if (live.current && wanted.current === version) setPreview({ kind: 'failed', error });
    }
  }

  async function restoreShown(version: SeenVersion) {
    setBusy(true);
    const done = await restore({ version: version.version, content: version.content });
    if (!live.current) return;
    if (done) onDone();
    else setBusy(false);
  }

  if (failed) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {errorMessage(failed.error)}
      </p>
    );
  }
  if (versions === null) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>Loading the history…</Trans>
      </p>
    );
  }
  // The server's newest is the note's text only when nothing of this device is still on its way.
  const newest = versions[0]?.version ?? null;
  const currentVersion = !fromDevice && opened.syncStatus === 'synced' && opened.version === newest ? newest : null;
  return (
    <div className="flex flex-col gap-4">
      {/* A note whose create has not reached the server has no history there to miss. */}
      {fromDevice && opened.version > 0 && (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          <Trans>You are offline: these are the versions kept on this device.</Trans>
        </p>
      )}
      {versions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>No earlier versions yet.</Trans>
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
          <div ref={listRef} className="max-h-[60vh] overflow-y-auto pr-1">
            <VersionList
              versions={versions}
              currentVersion={currentVersion}
              selected={selected}
              onSelect={(version) => void select(version)}
              loadingOlder={loadingOlder}
              {...(nextBefore === null
                ? {}
                : {
                    onShowOlder: () => {
                      setLoadingOlder(true);
                      void loadPage(nextBefore).finally(() => setLoadingOlder(false));
                    },
                  })}
            />
          </div>
          <section aria-label={t`Preview`}>
            {preview === null && (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                <Trans>Choose a version to see what it changed.</Trans>
              </p>
            )}
            {preview?.kind === 'loading' && (
              <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
                <Trans>Loading this version…</Trans>
              </p>
            )}
            {preview?.kind === 'failed' && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {errorMessage(preview.error)}
              </p>
            )}
            {preview?.kind === 'ready' && (
              <VersionPreview
                key={preview.version.version}
                version={preview.version}
                previous={preview.previous}
                isCurrentText={preview.version.content === note.content}
                busy={busy}
                onRestore={() => void restoreShown(preview.version)}
              />
            )}
          </section>
        </div>
      )}
    </div>
  );
}

export default function HistoryDialog({ open, onOpenChange, note, editor }: HistoryDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`History`} wide>
      {/* Mounted only while open, so each opening lists the versions afresh. */}
      {open && <HistoryBrowser note={note} editor={editor} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}
