// Components as lazy chunks that can be loaded before they first render. start.tsx preloads the current
// page, so the server-rendered HTML is replaced by the real page, never by a loading placeholder; the note
// page preloads its editor view. Unlike React.lazy, a component that is already loaded renders without
// suspending.
import { use, type ComponentType, type ReactNode } from 'react';

export interface LazyPage<P extends object> {
  (props: P): ReactNode;
  preload: () => Promise<unknown>;
  /** Whether the chunk has arrived (then the component renders without suspending). */
  isLoaded: () => boolean;
}

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  // A failed load stays failed (the error boundary shows it; the next navigation reloads the page):
  // retrying here would make React re-render into the same failure over and over.
  let failure: { error: unknown } | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    ));
  function Page(props: P) {
    if (failure) throw failure.error;
    // The promise is made once per page, so `use` may suspend on it (React 19).
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload, isLoaded: () => loaded !== null });
}
