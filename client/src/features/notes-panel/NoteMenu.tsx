// The per-note menu of the list: rename, copy link, and — signed in, for a note opened from someone's link — add it to
// the account. A small menu button (arrow keys move, Escape or Tab
// closes and focus returns to the button); the panel leaves Escape to it while it is open.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MoreIcon } from '../../components/icons.tsx';
import { MENU_ITEM_CLASSES as ITEM, MENU_ITEM_SELECTOR } from './panel-classes.ts';

export interface NoteMenuProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent: the note cannot be renamed here (an encrypted note this device has no key for). */
  onRename?: (() => void) | undefined;
  onCopyLink: () => void;
  /** Present for a note opened from someone's link while signed in: the person's choice to make it the account's. */
  onAddToAccount?: (() => void) | undefined;
}

export function NoteMenu({ title, open, onOpenChange, onRename, onCopyLink, onAddToAccount }: NoteMenuProps) {
  const { t } = useLingui();
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>(MENU_ITEM_SELECTOR)?.focus();
  }, [open]);

  function close(returnFocus: boolean) {
    onOpenChange(false);
    if (returnFocus) trigger.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    const items = [...(menu.current?.querySelectorAll<HTMLElement>(MENU_ITEM_SELECTOR) ?? [])];
    const at = items.findIndex((item) => item === document.activeElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  function choose(action: () => void) {
    close(true);
    action();
  }

  return (
    <div
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-label={t`Actions for ${title}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => onOpenChange(!open)}
        className="rounded-md p-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white"
      >
        <MoreIcon width={16} height={16} />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t`Actions for ${title}`}
          // Keeps focus inside while clicking, so browsers that do not focus clicked buttons do not close it.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute right-0 z-10 mt-1 w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
        >
          {onRename && (
            <button type="button" role="menuitem" tabIndex={-1} className={ITEM} onClick={() => choose(onRename)}>
              <Trans>Rename</Trans>
            </button>
          )}
          <button type="button" role="menuitem" tabIndex={-1} className={ITEM} onClick={() => choose(onCopyLink)}>
            <Trans>Copy link</Trans>
          </button>
          {onAddToAccount && (
            <button type="button" role="menuitem" tabIndex={-1} className={ITEM} onClick={() => choose(onAddToAccount)}>
              <Trans>Add to my account</Trans>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
