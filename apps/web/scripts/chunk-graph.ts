/** What the build scripts read of a chunk (chunk-plan.ts, page-preloads-plugin.ts, compile-hints-plugin.ts): its file, its modules and the chunks it imports statically. */
export interface ChunkNode {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/** The app's entry: the chunk index.html starts. */
export const entryChunkOf = <C extends ChunkNode>(chunks: readonly C[]): C => {
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
  if (!entry) throw new Error('the build has no index.html entry');
  return entry;
};

/** The chunk of a page's module: the module's own (its facade) or a shared chunk that holds it (the signed-in area's). */
export const chunkHolding = <C extends ChunkNode>(chunks: readonly C[], moduleId: string): C => {
  const chunk =
    chunks.find((candidate) => candidate.facadeModuleId === moduleId) ??
    chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
  if (!chunk) throw new Error(`no chunk holds ${moduleId}`);
  return chunk;
};

/** These chunks and every chunk they import statically, however deep: what runs when they load. */
export const withStaticImports = <C extends ChunkNode>(chunks: readonly C[], starts: readonly C[]): C[] => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<C>();
  const visit = (chunk: C) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  starts.forEach(visit);
  return [...seen];
};
