/** The theme's CSS variables and Mantine's global classes, made at build time (scripts/mantine-static-css.ts). */
declare module 'virtual:mantine-static-css' {
  const css: string;
  export default css;
}
