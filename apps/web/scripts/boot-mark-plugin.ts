import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PLACEHOLDER = '<!--boot-mark-->';

/**
 * Puts the WHY mark (public/favicon.svg, drawn inline) where index.html says `<!--boot-mark-->`: the page shows it
 * as soon as its HTML and first stylesheet arrive, while the app's code is still on its way (seconds on a slow
 * link), instead of a blank screen. The app replaces it when it first renders (src/main.tsx).
 */
export const bootMark = (faviconFile: string): Plugin => ({
  name: 'portal-boot-mark',
  transformIndexHtml(html) {
    if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`);
    const svg = readFileSync(faviconFile, 'utf8').trim().replace('<svg ', '<svg width="56" height="56" ');
    return html.replace(PLACEHOLDER, svg);
  },
});
