// A tiny toast store: anything may call toast(); <Toaster> renders the list. Keeps at most 5 (docs/design.md §9.3).
export type ToastVariant = 'success' | 'error' | 'info';

/** A button in the toast (e.g. "Undo"); `altText` says how to do the same without it (Radix announces it). */
export interface ToastAction {
  label: string;
  altText: string;
  run: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
}

export const MAX_TOASTS = 5;
/** F8 moves focus to the notifications (docs/design.md §9.3). */
export const TOAST_HOTKEY = ['F8'];

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast; returns its id (for dismissToast). */
export function toast({ title, description, variant = 'info', action }: ToastInput): number {
  const id = nextId++;
  const item: ToastItem = { id, title, variant, ...(description === undefined ? {} : { description }), ...(action ? { action } : {}) };
  toasts = [...toasts, item].slice(-MAX_TOASTS);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  const next = toasts.filter((item) => item.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

/** Whether any toast was ever shown (the Toaster and Radix Toast load only from then on). */
export function hasToasted(): boolean {
  return nextId > 1;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
