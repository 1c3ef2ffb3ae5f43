import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): every function of the file compiled eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks a first screen runs almost whole as it opens (the entry, its libraries, the first screens'
 * groups) with V8's compile hint. Unmarked, V8 pre-parses each function while the file streams in and compiles it
 * on the main thread the first time it is called, which for React DOM's renderer is most of the first render;
 * marked, it compiles them on a background thread while the file downloads. Added after minification, which would
 * drop the comment.
 */
export function compileHints(marked: (chunk: { name: string; isEntry: boolean }) => boolean): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { output: { postBanner: (chunk) => (marked(chunk) ? COMPILE_HINT : '') } } },
    }),
  };
}
