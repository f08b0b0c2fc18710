import path from 'node:path';
import type { CodeSplittingNameFunction, OutputChunk } from 'rolldown';
import { PAGE_ADDRESSES, SIGNED_IN_AREA_MODULE } from '../src/app/page-addresses.ts';
import { withStaticImports } from './chunk-graph.ts';

/** Set while the first build runs, so that build does not plan again and skips what only the real build needs. */
export const FIRST_PASS_ENV = 'PORTAL_CHUNK_PLAN_FIRST_PASS';

/** The page modules of app/page-addresses.ts as module ids, by who opens them. */
export interface PageModules {
  /** The signed-in area and every page behind it. */
  signedIn: ReadonlySet<string>;
  /** Loaded on every signed-in page (the signed-in area) or on the first one (the dashboard). */
  everySignedInPage: ReadonlySet<string>;
  signedInArea: string;
  wizard: string;
  signIn: string;
  signUp: string;
  /** Open to visitors: sign-in, sign-up, the links from account emails, the privacy notice. */
  visitorPages: ReadonlySet<string>;
}

export const pageModulesUnder = (srcDir: string): PageModules => {
  const id = (module: string) => path.join(srcDir, 'app', module);
  const moduleAt = (pagePath: string) => id(PAGE_ADDRESSES.find((address) => address.path === pagePath)!.module);
  return {
    signedIn: new Set(
      [SIGNED_IN_AREA_MODULE, ...PAGE_ADDRESSES.filter((a) => a.access === 'signed-in').map((a) => a.module)].map(id),
    ),
    everySignedInPage: new Set([id(SIGNED_IN_AREA_MODULE), moduleAt('/dashboard')]),
    signedInArea: id(SIGNED_IN_AREA_MODULE),
    wizard: moduleAt('/application/:step'),
    signIn: moduleAt('/'),
    signUp: moduleAt('/signup'),
    visitorPages: new Set(PAGE_ADDRESSES.filter((a) => a.access !== 'signed-in').map((a) => id(a.module))),
  };
};

/**
 * Who loads what, read from a first build: for every module, the entries (the facade modules of the app's entry
 * and of each lazily loaded page or part) that load the chunk it landed in.
 */
export interface ChunkPlan {
  entriesOf: Map<string, string[]>;
  /** The app's own entry (index.html): what it loads, every page loads. */
  initial: Set<string>;
  /** The lazily loaded pages and parts only a signed-in visitor ever loads. */
  signedInOnly: Set<string>;
}

export const planChunks = (chunks: OutputChunk[], pages: PageModules): ChunkPlan => {
  const entries = chunks.filter((chunk) => (chunk.isEntry || chunk.isDynamicEntry) && chunk.facadeModuleId);
  const loadersOf = new Map<string, Set<string>>();
  for (const entry of entries)
    for (const { fileName } of withStaticImports(chunks, [entry]))
      (loadersOf.get(fileName) ?? loadersOf.set(fileName, new Set()).get(fileName)!).add(entry.facadeModuleId!);
  // Parts import one another, so: start from the signed-in pages and every lazily loaded part, and drop each part
  // that something loaded outside the set imports, until nothing is left to drop.
  const isPage = (id: string) => pages.signedIn.has(id) || pages.visitorPages.has(id);
  const signedInOnly = new Set(
    entries
      .map((chunk) => chunk.facadeModuleId!)
      .filter((id, i) => pages.signedIn.has(id) || (entries[i]!.isDynamicEntry && !isPage(id))),
  );
  for (let dropped = true; dropped;) {
    dropped = false;
    for (const part of entries.filter(
      (chunk) => signedInOnly.has(chunk.facadeModuleId!) && !pages.signedIn.has(chunk.facadeModuleId!),
    )) {
      const importers = chunks.filter((chunk) => chunk.dynamicImports.includes(part.fileName));
      if (importers.some((chunk) => [...(loadersOf.get(chunk.fileName) ?? [])].some((id) => !signedInOnly.has(id)))) {
        signedInOnly.delete(part.facadeModuleId!);
        dropped = true;
      }
    }
  }
  const entriesOf = new Map<string, string[]>();
  for (const chunk of chunks)
    for (const id of Object.keys(chunk.modules)) entriesOf.set(id, [...(loadersOf.get(chunk.fileName) ?? [])]);
  return {
    entriesOf,
    initial: new Set(entries.filter((chunk) => chunk.isEntry).map((chunk) => chunk.facadeModuleId!)),
    signedInOnly,
  };
};

/**
 * Code that several lazily loaded pages and parts share, in a few chunks by who loads it, instead of one small file
 * per distinct set of users: on a slow link each file is a round trip on one of the browser's six connections
 * (300 ms, the time 26 KB take at 700 kbps), so a few KB a page does not run cost less than another file.
 * - `signed-in`: the signed-in area and its own code, and code only signed-in pages and parts share, among them
 *   the signed-in area or the dashboard; and the wizard's CSS modules, so their rules join the signed-in area's
 *   stylesheet (a wizard step loads one stylesheet instead of two; every founder page 0.4 KB more);
 * - `wizard`: the wizard's page, and code only signed-in pages and parts share, among them the wizard but neither of
 *   those two;
 * - `shared-sign-in`: code founder pages share with pages open to visitors, the sign-in page among them, and
 *   `shared-visitors`: code they share with other such pages only, one chunk each whatever the set of pages (a
 *   visitor's page loads a few KB it does not run). Mantine's components among the latter go in `shared-<those
 *   pages>` instead, one chunk per set of pages, so a page never loads a component whose styles it does not load
 *   (e2e/bundle-budget.spec.ts checks that a page's CSS styles every component its scripts hold), except the sign-up
 *   page's alone: those go in `shared-visitors` too, and the pages that load them without their styles never render
 *   them;
 * - `shared-parts`: founder pages and parts that may load for a visitor too (the Hindi catalogue, the update prompt);
 * - `sign-in-common`: code the sign-in page shares with pages other than the dashboard and the wizard (the sign-in
 *   page runs all of it).
 * Everything else stays where the bundler put it: what the app's entry loads, a page's or part's own code, code that
 * no founder page uses.
 */
/** A language's chunk (src/languages/<code>.ts): the English tables only languages share go in one `language-texts`. */
const LANGUAGE_CHUNK = /[\\/]src[\\/]languages[\\/][a-z]{2,3}\.ts$/;
/** A CSS module (its class names in JavaScript, its rules in the chunk's stylesheet). */
const CSS_MODULE = /\.module\.css(\?|$)/;
/** Mantine's components, and the portal's plain fields that carry their classes (src/components/fields/). */
const MANTINE_COMPONENT = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]|[\\/]src[\\/]components[\\/]fields[\\/]/;

export const sharedChunkOf =
  (plan: ChunkPlan, pages: PageModules): CodeSplittingNameFunction =>
  (id) => {
    const entries = plan.entriesOf.get(id);
    if (id === pages.signedInArea || (entries?.length === 1 && entries[0] === pages.signedInArea)) return 'signed-in';
    if (CSS_MODULE.test(id) && entries?.includes(pages.wizard) && entries.every((entry) => plan.signedInOnly.has(entry)))
      return 'signed-in';
    if (id === pages.wizard) return 'wizard';
    if (!entries || entries.length < 2 || entries.includes(id) || entries.some((entry) => plan.initial.has(entry))) return null;
    if (entries.every((entry) => LANGUAGE_CHUNK.test(entry))) return 'language-texts';
    const founderPage = entries.some((entry) => pages.everySignedInPage.has(entry))
      ? 'signed-in'
      : entries.includes(pages.wizard)
        ? 'wizard'
        : null;
    if (!founderPage) return entries.includes(pages.signIn) ? 'sign-in-common' : null;
    if (entries.every((entry) => plan.signedInOnly.has(entry))) return founderPage;
    const visitorPages = entries.filter((entry) => pages.visitorPages.has(entry));
    if (visitorPages.length === 0) return 'shared-parts';
    if (entries.includes(pages.signIn)) return 'shared-sign-in';
    // A component's styles load with the pages that render it: one in a chunk of its own users only, so no page loads a
    // component it has no styles for. The sign-up page's (its checkbox) go in `shared-visitors` all the same: a founder
    // page loads one file fewer, and the other visitor pages' 0.8 KB of it is code they never render.
    if (!MANTINE_COMPONENT.test(id) || (visitorPages.length === 1 && visitorPages[0] === pages.signUp)) return 'shared-visitors';
    return `shared-${visitorPages
      .map((page) => path.basename(page, '-route.tsx'))
      .sort()
      .join('-')}`;
  };

/** What a name function of a code-splitting group is given: the module graph of the build. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const reachCache = new WeakMap<object, ReadonlySet<string>>();

/**
 * The modules the sign-in page runs: those the app's entry and the sign-in page import, statically, however deep.
 * Only these go in the "common" chunk, which the sign-in page loads: code that only signed-in pages and parts share,
 * however many of them (the co-founders' team parts in every wizard step, zod), goes in the chunks of the plan
 * above instead, so it never weighs on the sign-in page's budget (e2e/bundle-budget.spec.ts).
 */
export const signInModules = (graph: ModuleGraph, roots: readonly string[]): ReadonlySet<string> => {
  const key = graph.getModuleInfo(roots[0]!) ?? graph;
  const cached = reachCache.get(key);
  if (cached) return cached;
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  reachCache.set(key, seen);
  return seen;
};

/** The "common" group's name: 'common' for a module the sign-in page runs, else none (signInModules). */
export const commonChunkOf =
  (roots: readonly string[]): CodeSplittingNameFunction =>
  (id, graph) =>
    signInModules(graph, roots).has(id) ? 'common' : null;
