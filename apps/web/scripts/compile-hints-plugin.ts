import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_ADDRESSES, pageModulesOf } from '../src/app/page-addresses.ts';

/** V8's explicit compile hint: compile every function of this file as the file is compiled, not on its first call. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin needs of a chunk: its file, its modules and the chunks it imports statically. */
export interface ChunkNode {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/**
 * The chunks some page's first screen runs: the app's entry and each page's modules (app/page-addresses.ts), with
 * everything they import statically. Chunks loaded later (a wizard step's rules, the upload, the video worker) are
 * left out: most of their functions are not called when they load.
 */
export const firstScreenChunks = (chunks: readonly ChunkNode[], pageModuleIds: readonly string[]): Set<string> => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const starts = [
    ...chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html')),
    ...pageModuleIds.map((id) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === id || candidate.moduleIds.includes(id));
      if (!chunk) throw new Error(`compile hints: no chunk holds ${id}`);
      return chunk;
    }),
  ];
  if (!starts.some((chunk) => chunk.isEntry)) throw new Error('compile hints: the build has no index.html entry');
  const seen = new Set<string>();
  const visit = (chunk: ChunkNode) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  starts.forEach(visit);
  return seen;
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
