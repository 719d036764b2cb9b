// The shared modal (docs/design.md §9.3: dismissible with the overlay and a close button), on Radix Dialog,
// which brings focus trapping, Escape to close (also under a toast: use-escape-closes.ts) and focus return.
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from './icons.tsx';
import { useEscapeCloses } from './use-escape-closes.ts';
import { useFocusReturn } from './use-focus-return.ts';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Room for two columns (a list beside a preview) instead of a form's width. */
  wide?: boolean;
}

export function Modal({ open, onOpenChange, title, description, children, wide = false }: ModalProps) {
  const { t } = useLingui();
  const returnFocus = useFocusReturn(open);
  const escape = useEscapeCloses(() => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          {...escape}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100vw-2rem)] ${wide ? 'max-w-4xl' : 'max-w-lg'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-200 bg-white p-6 text-slate-900 shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100`}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <Dialog.Title className="pr-8 text-lg font-semibold">{title}</Dialog.Title>
          {description !== undefined && (
            <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {description}
            </Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <Dialog.Close
            aria-label={t`Close`}
            className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:ring-green-400"
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
