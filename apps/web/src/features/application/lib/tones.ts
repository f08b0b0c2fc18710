/**
 * Text colours that keep WCAG AA contrast (4.5:1) in both colour schemes. Mantine's 'dimmed' (gray-6) and the
 * default teal/orange shades fall below it on white, so the wizard uses these instead.
 */
export const MUTED = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';
export const SUCCESS = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))';
// Mantine's darkest orange (orange-9, #d9480f) is 4.29:1 on white: too light for small text.
export const WARNING = 'light-dark(#b93d0b, var(--mantine-color-orange-4))';
export const DANGER = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';
