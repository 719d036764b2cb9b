// Vite build of the client (client/ → dist/client/, public/ copied as is): React 19 (Fast Refresh in dev), Lingui macros and lazy
// catalogs, Tailwind 4, and the service worker (vite-plugin-pwa, injectManifest: client/src/sw.ts).
// `vite build --ssr` bundles the prerender entry (client/src/prerender.tsx → dist/ssr/) that
// scripts/prerender.ts runs to paint every page to HTML. Dev: `npm run dev` proxies /api to the Fastify
// server on 127.0.0.1:3000.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { parseChangelog } from './shared/changelog.ts';
import { eagerCompile } from './scripts/vite-eager-compile.ts';

const APP_NAME = process.env.APP_NAME ?? 'Jotter';
const THEME_COLOR = '#22c55e';

const CHANGELOG_FILE = resolve(import.meta.dirname, 'CHANGELOG.md');
const CHANGELOG_MODULE = 'virtual:changelog';

/** CHANGELOG.md as parsed releases (`import releases from 'virtual:changelog'`): the page ships data, not markdown. */
function changelog(): Plugin {
  return {
    name: 'jotter-changelog',
    resolveId: (id) => (id === CHANGELOG_MODULE ? `\0${CHANGELOG_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${CHANGELOG_MODULE}`) return undefined;
      this.addWatchFile(CHANGELOG_FILE);
      return `export default ${JSON.stringify(parseChangelog(readFileSync(CHANGELOG_FILE, 'utf8')))};`;
    },
  };
}

/** A module path under the project (client/src/…, shared/…, node_modules/…), on any OS. */
const under = (path: string) => new RegExp(path.replaceAll('/', '[\\\\/]'));

/** Chunks V8 is told to compile while they download (scripts/vite-eager-compile.ts). */
const REACT_CHUNK = 'react';
const DATA_CHUNK = 'data';

/**
 * Fewer, larger chunks. Left to itself rolldown makes a chunk for every set of pages sharing a module: ~45
 * files of 1–3 KB on `/`, each one a request (an RTT on a phone) and a compile task before the first paint.
 * Each group takes the modules of its folders with everything they import (minus what a higher-priority group
 * took), so a page loads a handful of files: the app shell, the reader, the data layer, the home editor, then its
 * own page. Every rule names folders: where a file sits says when it loads. Code loaded on demand lives in folders
 * no group names (data/local/on-demand/, data/sync/on-demand/, data/account/ but the hand-over the engine imports, the rest of features/note/), so no
 * group drags it into a page's first download.
 */
const CHUNK_GROUPS = [
  // What main.tsx runs before the app has started (client/src/before-start/: held clicks, whose markers the app uses
  // too, text typed then, early edit, the print view's painted controls, the ICU warm-up), the data layer's reads made
  // before Dexie loads (data/probe/: the journal it writes to, the probe, the server's clock, and what the reader needs
  // of it — its password sessions, the note handed over by publishing) and Vite's preload helper: what main.tsx shares
  // with the app, kept out of the app chunk, which the entry would otherwise import before the first paint.
  { name: 'runtime', test: under('(vite/preload-helper|client/src/(before-start|data/probe)/)'), priority: 40 },
  // React itself, evaluated in a task of its own before the app's (main.tsx): one long task split in two.
  { name: REACT_CHUNK, test: under('node_modules/(react|react-dom|scheduler)/'), priority: 35 },
  // The router, Lingui and the shell (app/; the start that hydrates them, ../start.tsx, is its own chunk, loaded when
  // main.tsx decides the page may start), and the platform every page uses (platform/): every page,
  // before it hydrates. platform/ holds the hooks every prerendered form field uses: left to the groups below, they
  // would make the tool pages load the home editor's chunk.
  { name: 'app', test: under('client/src/(app|platform)/'), priority: 30 },
  // What the reader shares with the home page and the data layer: the plain API calls (data/remote/), titles and
  // UTF-8 sizes (shared/text/), the field classes and the clipboard (components/common/). Its own file, so the home
  // page does not load the whole reader to get them. Never Dexie.
  { name: 'common', test: under('(client/src/(data/remote/[\\w-]+\\.ts$|components/common/)|shared/text/)'), priority: 28 },
  // The shared-note reader and what it shows (features/note/reader/, also used by the editing pages). Never Dexie.
  { name: 'note', test: under('client/src/features/note/reader/'), priority: 25 },
  // The local-first data layer, one download: Dexie and the files directly in data/sync/, data/local/ and its
  // outbox/ (the engine, the commands, the hooks). Their on-demand/ sub-folders are left to load when asked for.
  { name: DATA_CHUNK, test: under('(node_modules/dexie|client/src/data/(sync|local|local/outbox)/[\\w-]+\\.ts$)'), priority: 20 },
  // Quill with its document model (quill-delta, and fast-diff under it) and its parts, one file: the merging code also
  // imports quill-delta, and left to itself rolldown would split the model into a file of its own that every editing
  // page then loads beside Quill — one more request, and worse compression.
  { name: 'quill', test: under('(node_modules/(quill|quill-delta|fast-diff|parchment|eventemitter3|lodash-es)/|client/src/editor/quill-lean\\.ts$)'), priority: 15 },
  // The home page (client/src/features/home/: its stand-in editor and publish form) with what it shares with the note
  // editor and "new note" (the editor's frame, size meter and autosave). Quill comes later, in a chunk of its own.
  { name: 'home', test: under('client/src/features/home/'), priority: 10 },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  // Quill without the parts of its full bundle nothing here can use (client/src/editor/quill-lean.ts).
  resolve: { alias: [{ find: /^quill$/, replacement: resolve(import.meta.dirname, 'client/src/editor/quill-lean.ts') }] },
  publicDir: isSsrBuild ? false : '../public',
  build: isSsrBuild
    ? { outDir: '../dist/ssr', emptyOutDir: true, target: 'node24' }
    : {
        outDir: '../dist/client',
        emptyOutDir: true,
        // The prerender (modulepreload links) and bench/bundle-size.ts read it.
        manifest: true,
        target: 'es2022',
        modulePreload: { polyfill: false },
        rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
      },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  plugins: [
    // JSX and Fast Refresh through oxc (plugin-react 6); Babel runs only for Lingui's macros.
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    tailwindcss(),
    changelog(),
    // React and the data layer compiled while they download, not as they first run (scripts/vite-eager-compile.ts).
    !isSsrBuild && eagerCompile({ commonJs: [REACT_CHUNK], allFunctions: [DATA_CHUNK] }),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: {
          name: APP_NAME,
          short_name: APP_NAME,
          description: 'A free online notepad – No account needed. Create, save, and share notes instantly.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: THEME_COLOR,
          background_color: '#ffffff',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
          // One classic script: the worker is registered as one, and may not call import(). Built as a library
          // (iife), the data layer's dynamic imports (the encrypting code the outbox loads on demand) are bundled
          // in without Vite's page preload helper, whose `import.meta` a classic script cannot parse.
          rollupFormat: 'iife',
        },
      }),
  ],
}));
