// Entry: the global styles (render-blocking, they paint the server's HTML), then — once the browser has
// painted that HTML — the app (app/start.tsx). React and the page's chunks are preloaded by the HTML, so
// they arrive meanwhile; running them only after the first paint keeps that paint as early as the HTML
// allows, and running them one chunk per task keeps each evaluation short. A hidden tab
// paints nothing, so it starts at once. ICU's data is loaded on another thread meanwhile (app/intl-warmup.ts).
import './styles.css';
import { START_CHUNK_ATTRIBUTE } from '../../shared/prerendered.ts';
import { holdEarlyClicks } from './app/early-clicks.ts';
import { warmUpIntl } from './app/intl-warmup.ts';

function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** Lets the browser run a task in between (input, paint) before the next long piece of start-up. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Evaluates the page's chunks one per task, in the order the server listed them (dependencies first), so
 * that React, the data layer and the page are several short tasks rather than one long one. A chunk that
 * fails here fails again in start.tsx, which handles it (app-updates.ts).
 */
async function runStartChunks(): Promise<void> {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[rel="modulepreload"][${START_CHUNK_ATTRIBUTE}]`)) {
    await import(/* @vite-ignore */ link.href).catch(() => undefined);
    await nextTask();
  }
}

const replayEarlyClicks = holdEarlyClicks();
await afterFirstPaint();
warmUpIntl(document.documentElement.lang || 'en');
await runStartChunks();
const { hydrated } = await import('./app/start.tsx');
await hydrated;
replayEarlyClicks();
