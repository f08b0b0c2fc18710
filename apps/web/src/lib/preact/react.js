/*
 * What the built app imports as 'react' (apps/web/vite.config.ts aliases it here, docs/decisions/010-preact-in-the-build.md):
 * Preact's compatibility layer, about a tenth of React DOM's size, plus the two React 19 exports it lacks that the
 * app's libraries import. Types and unit tests still use React. Plain JavaScript: TypeScript cannot re-export
 * preact/compat's `export =` declarations.
 */
import { Fragment, createElement } from 'preact';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** Mantine's Transition and Collapse use it only with keepMounted (this app never sets it): hidden renders nothing. */
export const Activity = ({ mode, children }) => (mode === 'hidden' ? null : createElement(Fragment, null, children));

/** Only React Router's data mode uses it (this app uses declarative routes): the value as it is. */
export const useOptimistic = (value) => [value, () => undefined];
