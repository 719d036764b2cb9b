// What only the server can fill per request — a shared note's content, the 404 heading — sits in the
// prerendered page's slot. While React hydrates, the slot renders exactly what the server sent (read from
// the DOM before hydrating, so nothing mismatches and nothing is fetched again); once hydrated, the route's
// real page takes its place.
import { useSyncExternalStore, type ReactNode } from 'react';
import { useSettledComposition } from './composition.ts';
import { pageOf, type RouteName } from './route-table.ts';

/** The element the server fills (server/src/services/page-render.ts looks for the same attribute). */
const SLOT_ATTRIBUTE = 'data-page-slot';

/** Routes whose content depends on the request (an id, a note, a path): prerendered with an empty slot. */
export const isSlotRoute = (name: RouteName): boolean => pageOf(name).slot;

let serverSlotHtml = '';

/** start.tsx calls this before hydrating: the slot as the server filled it. */
export function captureServerSlot(root: HTMLElement): void {
  serverSlotHtml = root.querySelector(`[${SLOT_ATTRIBUTE}]`)?.innerHTML ?? '';
}

const subscribeNever = () => () => undefined;

/**
 * False while rendering on the server or hydrating, true from then on (and on client-rendered pages). The
 * switch re-renders the calling component synchronously (a store snapshot that differs from the server's):
 * call it in a small component, never around a whole page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export function PageSlot() {
  return <div className="contents" {...{ [SLOT_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: serverSlotHtml }} />;
}

/**
 * For a route the server fills: its slot while hydrating, then the page (`children`) — once no word is being
 * composed, since the page replaces the slot's elements (the writer may be composing in the painted note).
 */
export function SlotUntilHydrated({ children }: { children: ReactNode }) {
  return useSettledComposition(useHydrated()) ? children : <PageSlot />;
}
