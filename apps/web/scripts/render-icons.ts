import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/**
 * Renders the install icons of the web app manifest (vite.config.ts) from public/favicon.svg with the system
 * Chromium: 192 and 512 px, and a maskable 512 px whose mark sits inside the safe circle (80 % of the width).
 * The PNGs are committed; run this again only when the favicon changes: node apps/web/scripts/render-icons.ts
 */
const publicDir = path.resolve(import.meta.dirname, '../public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const background = /fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? '#0b7285';

const page = (size: number, maskable: boolean): string => {
  const mark = maskable ? Math.round(size * 0.62) : size;
  const svg = favicon.replace('<svg ', `<svg width="${mark}" height="${mark}" `);
  return `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? background : 'transparent'}">${svg}</body></html>`;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox'],
});
try {
  for (const { size, maskable, name } of [
    { size: 192, maskable: false, name: 'icon-192.png' },
    { size: 512, maskable: false, name: 'icon-512.png' },
    { size: 512, maskable: true, name: 'icon-maskable-512.png' },
  ]) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } });
    await tab.setContent(page(size, maskable));
    writeFileSync(path.join(publicDir, 'icons', name), await tab.screenshot({ omitBackground: !maskable }));
    await tab.close();
  }
} finally {
  await browser.close();
}
