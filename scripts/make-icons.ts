// Renders the app icons (public/icons/*.png, named in the web-app manifest in vite.config.ts) from the one
// logo, public/favicon.svg, with @vite-pwa/assets-generator. Run `node scripts/make-icons.ts` after changing
// the logo; commit the PNGs.
import { readFileSync } from 'node:fs';
import { generateMaskableAsset, generateTransparentAsset } from '@vite-pwa/assets-generator/api';

const LOGO = readFileSync(new URL('../public/favicon.svg', import.meta.url));
const OUT = new URL('../public/icons/', import.meta.url);
/** The logo's own green (favicon.svg): a maskable icon is cropped to any shape, so it bleeds to every edge. */
const LOGO_GREEN = '#22c55e';
const PNG = { compressionLevel: 9 } as const;

async function write(name: string, icon: ReturnType<typeof generateTransparentAsset>): Promise<void> {
  await (await icon).toFile(new URL(name, OUT).pathname);
}

await write('icon-192.png', generateTransparentAsset('png', LOGO, 192, { padding: 0, outputOptions: PNG }));
await write('icon-512.png', generateTransparentAsset('png', LOGO, 512, { padding: 0, outputOptions: PNG }));
// The mark stays inside the maskable safe zone (the central 80 %), as the platforms ask.
await write(
  'icon-maskable-512.png',
  generateMaskableAsset('png', LOGO, 512, { padding: 0.3, resizeOptions: { background: LOGO_GREEN }, outputOptions: PNG }),
);
console.log('wrote public/icons/icon-192.png, icon-512.png, icon-maskable-512.png');
