import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_ADDRESSES, pageModulesOf } from '../src/app/page-addresses.ts';
import { chunkHolding, entryChunkOf, withStaticImports, type ChunkNode } from './chunk-graph.ts';

/** V8's explicit compile hint: compile every function of this file as the file is compiled, not on its first call. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks some page's first screen runs: the app's entry and each page's modules (app/page-addresses.ts), with
 * everything they import statically. Chunks loaded later (a wizard step's rules, the upload, the video worker) are
 * left out: most of their functions are not called when they load.
 */
export const firstScreenChunks = (chunks: readonly ChunkNode[], pageModuleIds: readonly string[]): Set<string> => {
  const starts = [entryChunkOf(chunks), ...pageModuleIds.map((id) => chunkHolding(chunks, id))];
  return new Set(withStaticImports(chunks, starts).map((chunk) => chunk.fileName));
};

/**
 * Marks the chunks of every page's first screen with V8's compile hint. Without it, each function the first render
 * calls is parsed again and compiled on the main thread at its first call: on the dashboard about 440 functions, half
 * of its render task. With it, Chrome compiles them as it compiles the file, on a background thread while the file
 * streams in (docs/performance.md, "Compile hints").
 */
export const compileHints = (srcDir: string): Plugin => {
  const pageModuleIds = [...new Set(PAGE_ADDRESSES.flatMap((address) => pageModulesOf(address)))].map((module) =>
    path.join(srcDir, 'app', module),
  );
  return {
    name: 'portal-compile-hints',
    apply: 'build',
    enforce: 'post',
    // After minification (which drops comments) and after Vite has put its preload map at the top of a chunk: the
    // hint must be the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const files = firstScreenChunks(chunks, pageModuleIds);
        for (const chunk of chunks) if (files.has(chunk.fileName)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
};
