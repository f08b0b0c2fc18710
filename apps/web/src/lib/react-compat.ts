// The production build aliases `react` to this module (apps/web/vite.config.ts): Preact's compat layer plus the two
// React 19 exports it lacks that Mantine and React Router import (docs/decisions/015-preact-compat-in-the-build.md).
import type { ComponentChildren } from 'preact';
import compat from 'preact/compat';

// @ts-expect-error -- preact/compat's types are `export =`; its runtime module has named exports, which the bundle needs
export * from 'preact/compat';

/** Mantine's Tabs wrap kept-mounted panels in it and hide the panel themselves (display: none): render as is. */
export const Activity = ({ children }: { mode?: 'visible' | 'hidden'; children?: ComponentChildren }) => children;

/** React Router calls it only inside transitions; Preact renders updates at once, so the optimistic value is the state. */
export const useOptimistic = <S>(state: S): [S, (action: unknown) => void] => [state, () => {}];

export default { ...compat, Activity, useOptimistic };
