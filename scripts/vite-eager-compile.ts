// React ships as CommonJS, which rolldown wraps in one `__commonJSMin((exports, module) => { … })` per
// module, run the first time something requires it. V8 compiles such an arrow lazily: when react-dom's wrapper
// first runs (as the app starts), the main thread parses all ~180 KB of it in one go — measured ~40 ms on this
// project's machine, ×4 on Lighthouse's phone, most of the page's Total Blocking Time. A parenthesized
// `function` expression is what V8 takes for "invoked soon" (its PIFE heuristic) and compiles eagerly while
// the script streams in, off the main thread. So in the chunks named here the wrappers become
// `(function (exports, module) { … })`: the same code (a CommonJS body uses neither `this` nor `arguments`
// at its top level), compiled earlier and elsewhere. docs/decisions.md, "React's start-up cost".
import type { Plugin } from 'vite';

/** The wrapper's opening as rolldown writes it before minifying: `__commonJSMin(((exports, module) => {`. */
const ARROW_WRAPPER = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g;

export function eagerCompile(chunkNames: readonly string[]): Plugin {
  return {
    name: 'jotter-eager-compile',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunkNames.includes(chunk.name)) return null;
      const eager = code.replace(ARROW_WRAPPER, (_, params: string) => `__commonJSMin((function(${params}) {`);
      if (eager === code) this.error(`eager-compile: no CommonJS wrapper found in the ${chunk.name} chunk`);
      return { code: eager, map: null };
    },
  };
}
