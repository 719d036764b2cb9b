// Colour mode (docs/design.md §9.3): a preference light | dark | system kept in localStorage, the resolved mode as
// class "dark" on <html> (the inline script in index.html applies it before first paint), and a mode a
// page may force (print forces light).
import { useSyncExternalStore } from 'react';

export type ColorModePreference = 'light' | 'dark' | 'system';
export type ResolvedColorMode = 'light' | 'dark';

/** Read by the no-flash script in client/index.html too — keep both in step. */
export const COLOR_MODE_KEY = 'jotter:color-mode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

interface ColorModeState {
  preference: ColorModePreference;
  resolved: ResolvedColorMode;
  forced: ResolvedColorMode | null;
}

const listeners = new Set<() => void>();
let forced: ResolvedColorMode | null = null;
let state: ColorModeState = compute(readPreference());

function readPreference(): ColorModePreference {
  try {
    const stored = globalThis.localStorage?.getItem(COLOR_MODE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

function compute(preference: ColorModePreference): ColorModeState {
  const chosen = preference === 'system' ? (systemPrefersDark() ? 'dark' : 'light') : preference;
  return { preference, resolved: forced ?? chosen, forced };
}

function update(preference: ColorModePreference): void {
  state = compute(preference);
  if (typeof document !== 'undefined') {
    document.documentElement.classList.toggle('dark', state.resolved === 'dark');
    document.documentElement.style.colorScheme = state.resolved;
  }
  for (const listener of listeners) listener();
}

export function setColorMode(preference: ColorModePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(COLOR_MODE_KEY);
    else localStorage.setItem(COLOR_MODE_KEY, preference);
  } catch {
    // Storage may be blocked (private mode); the choice still applies to this page.
  }
  update(preference);
}

/**
 * Forces a mode regardless of the preference (a page may force light or dark, never "system"); null
 * lifts it. Returns the undo, so `useEffect(() => forceColorMode('light'), [])` restores on unmount.
 */
export function forceColorMode(mode: ResolvedColorMode | null): () => void {
  const previous = forced;
  forced = mode;
  update(state.preference);
  return () => {
    forced = previous;
    update(state.preference);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Follows the system setting while the preference is "system", and choices made in other tabs. */
export function watchColorMode(): () => void {
  const media = matchMedia(DARK_QUERY);
  const onSystemChange = () => {
    if (state.preference === 'system') update('system');
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_MODE_KEY || event.key === null) update(readPreference());
  };
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  // No update at start: the no-flash script has applied the mode already — and leaves print pages light,
  // which an update here (before the print page forces light) would briefly undo.
  return () => {
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useColorMode(): ColorModeState & { setPreference: (preference: ColorModePreference) => void } {
  const current = useSyncExternalStore(subscribe, () => state, () => state);
  return { ...current, setPreference: setColorMode };
}
