// After `vite build`: writes .br and .gz next to every text asset so the server can send them
// pre-compressed (@fastify/static preCompressed) without spending CPU per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = 'dist/client';
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(ROOT)) {
  if (!TEXT.test(path)) continue;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${ROOT}`);
