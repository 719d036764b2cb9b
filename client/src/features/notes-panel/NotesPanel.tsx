// "My notes" (docs/design.md §9.1): a left slide-over with this browser's notes (search, sort, per-note menu), the
// sync state, info and legal links, and the language and colour-mode switchers. Lazy: it brings Dexie.
import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { CloseIcon } from '../../components/icons.tsx';
import { useEscapeCloses } from '../../components/use-escape-closes.ts';
import { useFocusReturn } from '../../components/use-focus-return.ts';
import type { NoteListEntry } from '../../data/local/types.ts';
import RenameModal from '../note/RenameModal.tsx';
import { useCopyLink } from '../../components/use-copy-link.ts';
import { noteUrl, withKey } from '../../platform/paths.ts';
import { ColorModeSwitcher } from './ColorModeSwitcher.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { NotesList } from './NotesList.tsx';
import { PanelLinks } from './PanelLinks.tsx';
import { StorageWarning } from './StorageWarning.tsx';
import { SyncStateBadge } from './SyncStateBadge.tsx';

export interface NotesPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function NotesPanel({ open, onOpenChange }: NotesPanelProps) {
  const { t } = useLingui();
  const copyLink = useCopyLink();
  const [query, setQuery] = useState('');
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<NoteListEntry | null>(null);
  const close = () => onOpenChange(false);
  const returnFocus = useFocusReturn(open);
  // While a note's menu is open, Escape closes the menu, not the panel.
  const escape = useEscapeCloses(close, openMenu !== null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          {...escape}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[88vw] flex-col gap-4 border-r border-slate-200 bg-white py-4 text-slate-900 shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
        >
          <div className="flex items-start justify-between gap-2 px-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">
                <Trans>My notes</Trans>
              </Dialog.Title>
              <Dialog.Description className="sr-only">
                <Trans>The notes published from this browser, and settings.</Trans>
              </Dialog.Description>
              <SyncStateBadge />
            </div>
            <Dialog.Close
              aria-label={t`Close`}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <StorageWarning />
          <NotesList
            query={query}
            onQueryChange={setQuery}
            openMenu={openMenu}
            onOpenMenuChange={setOpenMenu}
            onNavigate={close}
            onRename={setRenaming}
            onCopyLink={(note) => void copyLink(withKey(noteUrl(location.origin, note.shareId), note.key))}
          />
          <div className="space-y-4 border-t border-slate-200 px-4 pt-4 dark:border-slate-800">
            <PanelLinks onNavigate={close} />
            <div className="space-y-3">
              <LanguageSwitcher />
              <ColorModeSwitcher />
            </div>
          </div>
          {renaming && (
            <RenameModal
              open
              onOpenChange={(isOpen) => {
                if (!isOpen) setRenaming(null);
              }}
              shareId={renaming.shareId}
              currentTitle={renaming.title}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
