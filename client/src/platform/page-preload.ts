// Lets a feature warm the page it is about to open (the page's lazy chunk, so the navigation renders it
// without a loading placeholder) without importing the app's list of pages, which imports every feature:
// app/routes.tsx installs the loader as the app starts; before that, warming does nothing.
import type { RouteName } from './route-table.ts';

export interface PreloadOptions {
  /** Also what the page shows the writer who opens it (the note page's editor view, right after publishing). */
  forWriter?: boolean;
}

type Preloader = (name: Exclude<RouteName, 'notFound'>, options: PreloadOptions) => Promise<unknown>;

let preloader: Preloader = () => Promise.resolve();

export function setPagePreloader(load: Preloader): void {
  preloader = load;
}

/** Starts loading the page of route `name`. */
export function preloadRoutePage(name: Exclude<RouteName, 'notFound'>, options: PreloadOptions = {}): Promise<unknown> {
  return preloader(name, options);
}
