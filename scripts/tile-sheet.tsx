/** @jsxRuntime automatic */
/**
 * Renders every tile face in both palettes at hand and river sizes, plus a deuteranopia
 * simulation, to test-results/tile-sheet/*.png so the artwork can be looked at, not just tested.
 * Usage: npx tsx scripts/tile-sheet.tsx [deviceScaleFactor]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { kindOf, type TileKind } from '../src/engine';
import { TileBackSvg, TileSvg, type TilePalette } from '../src/ui/tiles/faces';

const OUT = resolve('test-results/tile-sheet');
const PALETTES: TilePalette[] = ['classic', 'colourBlind'];
const kinds = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, k) => kindOf(from + k));
// Bamboo, characters, dots, winds and dragons, flowers and seasons.
const GROUPS = [kinds(0, 9), kinds(9, 18), kinds(18, 27), kinds(27, 34), kinds(34, 42)] as const;

function tiles(palette: TilePalette, w: number, kinds: TileKind[], back = false) {
  const size = { width: w, height: (w * 4) / 3 };
  return (
    <div className="row">
      {kinds.map((k) => (
        <div key={k} style={size}>
          <TileSvg kind={k} palette={palette} />
        </div>
      ))}
      {back && (
        <div style={size}>
          <TileBackSvg />
        </div>
      )}
    </div>
  );
}

// Machado et al. (2009) deuteranopia matrix, severity 1.
const DEUT = '0.367 0.861 -0.228 0 0 0.280 0.673 0.047 0 0 -0.012 0.043 0.969 0 0 0 0 0 1 0';

const sections: [string, React.ReactNode][] = [];
for (const p of PALETTES) {
  // The hand size (~60×80) and the river size (~20×27), every kind.
  sections.push([
    p,
    <>
      {GROUPS.slice(0, 3).map((g, i) => (
        <div key={i}>{tiles(p, 60, g, i === 0)}</div>
      ))}
      {tiles(p, 60, [...GROUPS[3], ...GROUPS[4]])}
      {tiles(p, 20, kinds(0, 42), true)}
    </>,
  ]);
  GROUPS.forEach((g, i) => sections.push([`zoom-${p}-${i}`, tiles(p, 120, g)]));
  // River size on its own, to be shot at a phone's device pixel ratio.
  sections.push([
    `river-${p}`,
    [0, 21].map((a) => <div key={a}>{tiles(p, 20, GROUPS.flat().slice(a, a + 21))}</div>),
  ]);
}

const body = renderToStaticMarkup(
  <div>
    <svg width="0" height="0" style={{ position: 'absolute' }}>
      <filter id="deut">
        <feColorMatrix type="matrix" values={DEUT} />
      </filter>
    </svg>
    {sections.map(([id, node]) => (
      <section key={id} id={id}>
        {node}
      </section>
    ))}
  </div>,
);

const css = `body{margin:0;padding:8px;background:#1f5b43}section{padding:4px;width:max-content}
.row{display:flex;gap:3px;margin:3px 0}body.deut section{filter:url(#deut)}`;
const html = `<!doctype html><meta charset="utf-8"><style>${css}</style><body>${body}</body>`;
mkdirSync(OUT, { recursive: true });
writeFileSync(resolve(OUT, 'sheet.html'), html);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({
  viewport: { width: 1200, height: 800 },
  deviceScaleFactor: Number(process.argv[2] ?? 1),
});
await page.goto('file://' + resolve(OUT, 'sheet.html'));
for (const suffix of ['', '-deut']) {
  if (suffix) await page.evaluate(() => document.body.classList.add('deut'));
  for (const [id] of sections)
    await page.locator('#' + id).screenshot({ path: resolve(OUT, id + suffix + '.png') });
}
await browser.close();
console.log('wrote', OUT);
