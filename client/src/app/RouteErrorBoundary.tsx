// Catches a page that failed to render — typically a chunk of an older build that no longer exists —
// shows a way out, and arranges a reload on the next navigation for chunk errors (docs/design.md §6.7).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../components/Button.tsx';
import { isChunkLoadError, markChunkLoadError } from './app-updates.ts';

interface State {
  error: unknown;
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) markChunkLoadError();
    else console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">
          <Trans>This page could not be loaded</Trans>
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          {isChunkLoadError(this.state.error) ? (
            <Trans>A newer version of the app may be available, or you are offline.</Trans>
          ) : (
            <Trans>Something went wrong while showing this page. Your notes are safe on this device.</Trans>
          )}
        </p>
        <Button className="mt-6" onClick={() => location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </div>
    );
  }
}
