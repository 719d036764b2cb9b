// Renders the toast store with Radix Toast: 5000 ms, bottom-right, max 5, swipe 50 px, F8 (docs/design.md §9.3). Escape
// closes a toast only when focus is in it (F8 goes there): otherwise the layer that has focus gets it
// (use-escape-closes.ts), even though the newest toast is Radix's highest layer.
import { useRef, useSyncExternalStore } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { useLingui } from '@lingui/react/macro';
import { TOAST_HOTKEY, dismissToast, getToasts, subscribeToasts, type ToastVariant } from './toast.ts';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons.tsx';

const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

const VARIANT_ICON: Record<ToastVariant, { icon: typeof CheckIcon; className: string }> = {
  success: { icon: CheckIcon, className: 'text-green-700 dark:text-green-400' },
  error: { icon: AlertIcon, className: 'text-red-700 dark:text-red-400' },
  info: { icon: InfoIcon, className: 'text-slate-600 dark:text-slate-300' },
};

export function Toaster() {
  const { t } = useLingui();
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const viewport = useRef<HTMLOListElement>(null);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label={t`Notification`}
    >
      {items.map((item) => {
        const { icon: Icon, className } = VARIANT_ICON[item.variant];
        return (
          <RadixToast.Root
            key={item.id}
            type={item.variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            onEscapeKeyDown={(event) => {
              if (!(event.target instanceof Node && viewport.current?.contains(event.target))) event.preventDefault();
            }}
            className="pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-lg data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            <Icon className={`mt-0.5 shrink-0 ${className}`} />
            <div className="min-w-0 flex-1">
              <RadixToast.Title className="text-sm font-semibold">{item.title}</RadixToast.Title>
              {item.description !== undefined && (
                <RadixToast.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {item.description}
                </RadixToast.Description>
              )}
            </div>
            {item.action && (
              <RadixToast.Action
                altText={item.action.altText}
                onClick={item.action.run}
                className="shrink-0 rounded-md border border-slate-300 px-2 py-1 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:ring-green-400"
              >
                {item.action.label}
              </RadixToast.Action>
            )}
            <RadixToast.Close
              aria-label={t`Dismiss`}
              className="rounded p-0.5 text-slate-500 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none dark:text-slate-400 dark:hover:text-white"
            >
              <CloseIcon width={16} height={16} />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        ref={viewport}
        hotkey={TOAST_HOTKEY}
        label={t`Notifications ({hotkey})`}
        className="pointer-events-none fixed right-0 bottom-0 z-[60] flex max-h-screen w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}
