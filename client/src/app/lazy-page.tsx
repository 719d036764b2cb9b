// Route pages as lazy chunks that can be loaded before the first render: main.tsx preloads the current
// page, so the server-rendered HTML is replaced by the real page, never by a loading placeholder.
// Unlike React.lazy, a page that is already loaded renders without suspending.
import type { ComponentType, ReactNode } from 'react';

export interface LazyPage<P extends object> {
  (props: P): ReactNode;
  preload: () => Promise<unknown>;
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
    // preact/compat 10 has no `use`: suspend by throwing the pending promise (what React.lazy does).
    const Component = loaded;
    if (!Component) {
      if (failure) throw failure.error;
      throw preload();
    }
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
