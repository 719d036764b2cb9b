// Entry: the global styles (render-blocking, they paint the server's HTML), then — once the browser has
// painted that HTML — the app (start.tsx). The page lists its chunks in an inert template; they start
// downloading after the first paint, so nothing competes with that paint, and they run one chunk per task,
// which keeps each evaluation short. A hidden tab paints nothing, so it starts at once.
// ICU's data is loaded on another thread meanwhile (before-start/intl-warmup.ts).
import './styles.css';
import { APP_CHUNKS_ATTRIBUTE, START_CHUNK_ATTRIBUTE } from '../../shared/prerendered.ts';
import { holdEarlyClicks, keepCaretOnPress, pressShortcuts } from './before-start/early-clicks.ts';
import { warmUpIntl } from './before-start/intl-warmup.ts';
import { keepTypedBeforeStart } from './before-start/keep-typed-before-start.ts';
import { startEarlyEdit } from './before-start/early-edit.ts';
import { startPaintedPrintControls } from './before-start/painted-print-controls.ts';

function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** Lets the browser run a task in between (input, paint) before the next long piece of start-up. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Moves the page's preload links from their template into the head, which starts their downloads. One link
 * per task: starting a download costs the main thread a few milliseconds (×4 on a slow phone).
 */
async function downloadPageChunks(): Promise<HTMLLinkElement[]> {
  const template = document.querySelector<HTMLTemplateElement>(`template[${APP_CHUNKS_ATTRIBUTE}]`);
  if (!template) return [];
  const links = [...template.content.querySelectorAll('link')].map((link) => document.importNode(link));
  for (const link of links) {
    document.head.append(link);
    await nextTask();
  }
  return links;
}

/**
 * Evaluates the page's start chunks one per task, in the order the server listed them (dependencies first),
 * so that React, the data layer and the page are several short tasks rather than one long one. A chunk that
 * fails here fails again in start.tsx, which handles it (app-updates.ts).
 */
async function runStartChunks(links: HTMLLinkElement[]): Promise<void> {
  for (const link of links.filter((candidate) => candidate.hasAttribute(START_CHUNK_ATTRIBUTE))) {
    await import(/* @vite-ignore */ link.href).catch(() => undefined);
    await nextTask();
  }
}

// Before the holder: a painted Print button acts itself rather than being held.
startPaintedPrintControls();
const replayEarlyClicks = holdEarlyClicks();
keepCaretOnPress();
pressShortcuts();
keepTypedBeforeStart();
// Files dropped on a writing area wait in index.html's queue; the code that puts them in comes with the first drop.
const putDroppedFiles = () => void import('./editor/dropped-files.ts').then((module) => module.putDroppedFiles());
window.addEventListener('jotter-drop', putDroppedFiles);
if ((window.jotterDrops ?? []).length > 0) putDroppedFiles();
void startEarlyEdit();
await afterFirstPaint();
const pageChunks = await downloadPageChunks();
// Starting a worker takes a moment of the main thread too: a task of its own.
warmUpIntl(document.documentElement.lang || 'en');
await nextTask();
await runStartChunks(pageChunks);
const { hydrated } = await import('./start.tsx');
await hydrated;
replayEarlyClicks();
