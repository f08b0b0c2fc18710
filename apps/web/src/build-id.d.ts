/** The deployment's name, set at build time (vite.config.ts define). */
declare const __PORTAL_BUILD_ID__: string;
