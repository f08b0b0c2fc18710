import type { checkStep } from './validate-step.ts';

/**
 * The step rules (validate-step.ts: zod and the shared step schemas, about 23 KB gzip) are not part of the wizard's
 * first load: they load the first time a step is checked, on 'Save & Next' or when the step list must mark a saved
 * or typed step done or wrong. The service worker precaches their chunk with the others, so this works offline.
 */
export type CheckStep = typeof checkStep;

let loaded: CheckStep | null = null;
let loading: Promise<CheckStep> | null = null;
const listeners = new Set<() => void>();

/** The step rules, loaded once; a failed load (no network, chunk not cached) is tried again next time. */
export const loadStepCheck = (): Promise<CheckStep> => {
  loading ??= import('./validate-step.ts').then(
    (rules) => {
      loaded = rules.checkStep;
      for (const listener of listeners) listener();
      return rules.checkStep;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** The step rules if they are loaded already, else null. */
export const loadedStepCheck = (): CheckStep | null => loaded;

/** Called once the step rules have loaded (for useSyncExternalStore). */
export const onStepCheckLoaded = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
