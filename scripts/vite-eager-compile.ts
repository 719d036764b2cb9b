// V8 compiles a function lazily, on the main thread, the first time it runs — unless it expects the call:
// then it compiles it while the script streams in, on another thread. For chunks a page runs as it starts,
// that moves work out of its longest tasks. Two ways to say so, measured with 4× CPU throttling
// (docs/performance-log.md, Lighthouse round 4; docs/decisions.md, "Performance"):
//
// - CommonJS (React): rolldown wraps each module in `__commonJSMin((exports, module) => { … })`, run the first
//   time something requires it. When react-dom's wrapper first ran, the main thread parsed all ~180 KB of it
//   in one go (~40 ms here, ~300 ms at 4×). A parenthesized `function` expression is what V8 takes for
//   "invoked soon" (its PIFE heuristic), so the wrappers become `(function (exports, module) { … })`: the same
//   code (a CommonJS body uses neither `this` nor `arguments` at its top level), compiled earlier and elsewhere.
// - Whole chunks (the data layer: Dexie sets itself up with many small functions as it is evaluated): the
//   `//# allFunctionsCalledOnLoad` compile hint (Chrome 136+; other browsers ignore the comment). It is added
//   after minification, which drops comments; the chunk's name already carries the hash of its content.
import type { Plugin } from 'vite';

/** The wrapper's opening as rolldown writes it before minifying: `__commonJSMin(((exports, module) => {`. */
const ARROW_WRAPPER = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g;
export const ALL_FUNCTIONS_HINT = '//# allFunctionsCalledOnLoad\n';

export interface EagerChunks {
  /** Chunks whose CommonJS wrappers become function expressions. */
  commonJs: readonly string[];
  /** Chunks that carry the compile hint for all their functions. */
  allFunctions: readonly string[];
}

export function eagerCompile({ commonJs, allFunctions }: EagerChunks): Plugin {
  return {
    name: 'jotter-eager-compile',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!commonJs.includes(chunk.name)) return null;
      const eager = code.replace(ARROW_WRAPPER, (_, params: string) => `__commonJSMin((function(${params}) {`);
      if (eager === code) this.error(`eager-compile: no CommonJS wrapper found in the ${chunk.name} chunk`);
      return { code: eager, map: null };
    },
    // After Vite's own generateBundle: a chunk with dynamic imports gets its preload map (`const __vite__mapDeps=…`)
    // put in front there, and the hint must stay the script's first line.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const named = Object.values(bundle).filter((output) => output.type === 'chunk' && allFunctions.includes(output.name));
        if (named.length !== allFunctions.length) this.error(`eager-compile: expected chunks ${allFunctions.join(', ')}`);
        for (const chunk of named) if (chunk.type === 'chunk') chunk.code = ALL_FUNCTIONS_HINT + chunk.code;
      },
    },
  };
}
