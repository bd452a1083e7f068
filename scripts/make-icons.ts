/**
 * Draws the app icons (the title screen's 1 of Dots on the felt) with headless Chromium and writes
 * them to public/icons: 192 and 512 for the manifest, a maskable 512 whose mark sits inside the
 * 80 % safe zone, and the 180 px apple-touch-icon iOS asks for. Run after changing the mark:
 * `npx tsx scripts/make-icons.ts`; the PNGs are committed, so builds never need a browser.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../test/e2e/chromium';

const FELT = '#0f5132';

/** The tile mark in a 60×80 box, drawn at `scale` of the icon's height. */
function iconSvg(size: number, scale: number, rounded: boolean): string {
  const tileH = size * scale;
  const k = tileH / 80;
  const x = (size - 60 * k) / 2;
  const y = (size - 80 * k) / 2;
  const corner = rounded ? size * 0.18 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><radialGradient id="g" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="${FELT}"/><stop offset="1" stop-color="#0a3d26"/></radialGradient></defs>
  <rect width="${size}" height="${size}" rx="${corner}" fill="url(#g)"/>
  <g transform="translate(${x} ${y}) scale(${k})">
    <rect x="2" y="6" width="56" height="72" rx="9" fill="#d9cfb4"/>
    <rect x="2" y="2" width="56" height="72" rx="9" fill="#f7f3e8"/>
    <circle cx="30" cy="38" r="19" fill="${FELT}"/>
    <circle cx="30" cy="38" r="15" fill="#f7f3e8"/>
    <circle cx="30" cy="38" r="11.5" fill="#b3261e"/>
    <circle cx="30" cy="38" r="7" fill="#f7f3e8"/>
    <circle cx="30" cy="38" r="3.5" fill="${FELT}"/>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, scale: 0.78, rounded: true },
  { file: 'icon-512.png', size: 512, scale: 0.78, rounded: true },
  // Maskable: full-bleed background, the mark inside the central 80 % circle.
  { file: 'maskable-512.png', size: 512, scale: 0.56, rounded: false },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, scale: 0.74, rounded: false },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  mkdirSync('public/icons', { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${iconSvg(icon.size, icon.scale, icon.rounded)}</body></html>`,
    );
    await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: true });
    await page.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
