/** The team's parts that load only when a page shows them (team-parts.tsx): one file for the three. */
export { TeamPanel } from './team-panel.tsx';
export { SavedBy } from './saved-by.tsx';
export { SignOff } from './sign-off.tsx';
