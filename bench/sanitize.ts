// `node bench/sanitize.ts`: the costliest sanitizer inputs of about 1 MiB found so far, timed inline.
// Deep nesting is refused at the limit; the rest costs time linear in its size, which is why content of
// 32 K characters or more is sanitized in a worker thread (server/src/services/sanitize/sanitize-pool.ts). Prints
// milliseconds per case; asserts nothing.
import { MarkupTooDeepError } from '../server/src/errors.ts';
import { sanitizeContent } from '../server/src/services/sanitize/sanitize.ts';

const MIB = 1024 * 1024;
const fill = (unit: string) => unit.repeat(Math.floor(MIB / unit.length));

const CASES: Record<string, string> = {
  'nested <b><i> (refused)': fill('<b><i>'),
  'nested unknown elements (refused)': fill('<x>'),
  'editor output': fill('<p><strong>b</strong><em>i</em><span style="color:#abc">x</span></p>'),
  'unclosed paragraphs': fill('<p>x'),
  'unclosed list items': fill('<li>x'),
  'one huge style attribute': `<span style="${fill('color:red;')}">x</span>`,
  'many distinct attributes': `<p ${Array.from({ length: MIB / 10 }, (_, i) => `a${i}=1`).join(' ')}>x</p>`,
  'bare < characters': fill('<'),
  'entity flood': fill('&amp;&#x41;&lt;'),
  'links (rel added to each)': fill('<a href="https://x.example/">x</a>'),
  'data images': fill('<img src="data:image/png;base64,AAAA">'),
  'close tags of nothing': fill('</b>'),
  'an unclosed comment': `<!--${fill('<b>')}`,
};

for (const [name, html] of Object.entries(CASES)) {
  let best = Infinity;
  let outcome = '';
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    try {
      outcome = `${(sanitizeContent(html).length / 1024).toFixed(0)} KB out`;
    } catch (error) {
      if (!(error instanceof MarkupTooDeepError)) throw error;
      outcome = 'refused: too deep';
    }
    best = Math.min(best, performance.now() - started);
  }
  console.log(`${name.padEnd(36)} ${best.toFixed(0).padStart(6)} ms   ${outcome}`);
}
