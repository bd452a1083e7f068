/**
 * The cut-text checker (./cutText.ts) against small pages made to break in each way it must catch,
 * and pages that look cut to a naive check but read whole to a person: it must fail on the first
 * and pass on the second, or the screens' test (./screensFit.test.ts) proves nothing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { findCutText } from './cutText';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 1 });
});

afterAll(async () => {
  await browser.close();
});

/** A page of `body` with the stylesheet `css`, checked whole. */
async function cutOn(body: string, css = ''): Promise<string[]> {
  await page.setContent(
    `<!doctype html><html><head><style>
      body { margin: 0; font: 16px/1.4 sans-serif; }
      .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
        clip-path: inset(50%); white-space: nowrap; }
      ${css}</style></head><body>${body}</body></html>`,
  );
  return findCutText(page);
}

describe('the cut-text checker finds', () => {
  it('a line sticking out of a box that hides its overflow', async () => {
    const cut = await cutOn(
      '<div style="width:120px;overflow:hidden;white-space:nowrap">Aiuto e aspetto della tavola</div>',
    );
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatch(
      /^"Aiuto e aspetto della tavola" \[0,\d+ \d+×\d+\] cut at its right edge by div \(overflow hidden hidden\)$/,
    );
  });

  it('a line running off the right edge of the screen', async () => {
    const cut = await cutOn(
      '<p style="width:500px;margin:0">Conto alla rovescia per le chiamate, dimezza i punti dei fiori</p>',
    );
    expect(cut).toHaveLength(1);
    expect(cut[0]).toContain('right edge by the screen');
  });

  it('each wrapped line on its own: only the line that is cut', async () => {
    const cut = await cutOn(
      `<div style="width:200px;height:45px;overflow:hidden;line-height:30px">
        First line of text here and a second line below</div>`,
    );
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatch(/\(line 2 of 2\).*cut at its bottom edge by div/);
  });

  it('the rest of a text that runs on under a clip, wholly hidden', async () => {
    const cut = await cutOn(
      `<div style="width:200px;height:30px;overflow:hidden;line-height:30px">
        The reason reads on and on until it stops mid-sentence for good</div>`,
    );
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatch(/\(line 2 of 3\).*out of reach, wholly past its bottom edge by div/);
  });

  it('the bottom of a page that cannot scroll', async () => {
    const cut = await cutOn(
      '<div style="height:630px"></div><p style="margin:0">Installa l’app</p>',
      'html, body { overflow: hidden; }',
    );
    expect(cut).toHaveLength(1);
    expect(cut[0]).toContain('bottom edge by the screen');
  });

  it('text overflowing the top of a scroller, where scrolling cannot reach', async () => {
    // The classic centred column: `justify-content: center` in a scroller pushes its first lines
    // above the start, and scrolling begins at 0.
    const cut = await cutOn(
      `<div style="height:100px;overflow:auto;display:flex;flex-direction:column;justify-content:center">
        <p style="margin:0;flex:none">The app’s name</p><div style="height:200px;flex:none"></div></div>`,
    );
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatch(/"The app’s name".*top edge by div \(overflow auto auto\)/);
  });

  it('a line taller than the scroller it is in', async () => {
    const cut = await cutOn(
      '<div style="height:20px;overflow:auto"><p style="margin:0;font-size:30px;line-height:40px">Big</p></div>',
    );
    expect(cut).toHaveLength(1);
    expect(cut[0]).toContain('"Big"');
  });

  it('a line only a sideways scroll would show', async () => {
    const cut = await cutOn(
      '<div style="width:150px;overflow:auto"><p style="width:400px;margin:0">Vibrazione e suoni del tavolo</p></div>',
    );
    expect(cut).toHaveLength(1);
    expect(cut[0]).toContain('right edge by div (overflow auto auto)');
  });

  it('text truncated with an ellipsis', async () => {
    const cut = await cutOn(
      '<div style="width:80px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Colori per daltonici</div>',
    );
    expect(cut.some((c) => c.includes('truncated with an ellipsis'))).toBe(true);
  });

  it('text clamped to fewer lines than it has', async () => {
    const cut = await cutOn(
      `<div style="width:120px;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden">
        One two three four five six seven eight nine ten eleven twelve</div>`,
    );
    expect(cut.some((c) => c.includes('clamped to 2 lines'))).toBe(true);
  });

  it('a select narrower than the option it shows', async () => {
    const cut = await cutOn(
      '<select style="width:70px"><option>Dopo la mia scelta (pratica)</option></select>',
    );
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatch(/"Dopo la mia scelta \(pratica\)".*cut by its select: it needs \d+ px/);
  });

  it('a scrolling box that runs under the screen’s edge, and the lines no scroll brings up', async () => {
    const items = Array.from({ length: 20 }, (_, i) => `<p style="margin:0">Reason line ${i}</p>`);
    const cut = await cutOn(
      `<div style="position:fixed;left:0;right:0;top:560px;height:120px;overflow:auto">${items.join('')}</div>`,
    );
    expect(cut[0]).toBe(
      '"Reason line 0" is in div (overflow auto auto) [0,560 360×120], a scrolling box cut at its bottom edge by the screen: its lines are drawn cut there',
    );
    // Scrolled to its end, the box's last lines still lie under the screen's edge.
    expect(cut.slice(1)).toEqual([
      expect.stringMatching(/^"Reason line 18" .* cut at its bottom edge by the screen$/),
      expect.stringMatching(
        /^"Reason line 19" .* out of reach, wholly past its bottom edge by the screen$/,
      ),
    ]);
  });

  it('with scroll: none, a line a scroll would be needed for, in part or whole', async () => {
    // The coach's reason on a phone must be read without scrolling its panel.
    const items = Array.from({ length: 8 }, (_, i) => `<p style="margin:0">Reason line ${i}</p>`);
    await cutOn(
      `<div class="coach" style="height:55px;overflow:auto;line-height:22px">${items.join('')}</div>`,
    );
    expect(await findCutText(page)).toEqual([]);
    const strict = await findCutText(page, '.coach', { scroll: 'none' });
    expect(strict[0]).toMatch(/^"Reason line 2" .* cut at its bottom edge by div\.coach/);
    expect(strict.slice(1).every((line) => line.includes('out of reach'))).toBe(true);
    expect(strict).toHaveLength(6);
  });

  it('text inside a fixed dialog cut by the screen, which does not scroll it', async () => {
    const cut = await cutOn(
      '<div style="position:fixed;left:0;top:630px;width:300px">Prossima mano e menu</div><div style="height:3000px"></div>',
    );
    expect(cut).toHaveLength(1);
    expect(cut[0]).toContain('bottom edge by the screen');
  });
});

describe('the cut-text checker lets be', () => {
  it('a page whose text all fits', async () => {
    expect(
      await cutOn(
        '<h1>Hu!</h1><p>A paragraph long enough to wrap over several lines on a narrow phone screen, all of it inside.</p><select><option>Off</option></select>',
      ),
    ).toEqual([]);
  });

  it('lines of a scrolling list, half shown at its edge or wholly scrolled away', async () => {
    const items = Array.from({ length: 30 }, (_, i) => `<p style="margin:0">Item number ${i}</p>`);
    await cutOn(
      `<div id="list" style="height:95px;overflow:auto;line-height:22px">${items.join('')}</div>`,
    );
    await page.evaluate(() => (document.getElementById('list')!.scrollTop = 33));
    expect(await findCutText(page)).toEqual([]);
  });

  it('text below the fold of a page that scrolls', async () => {
    expect(await cutOn('<div style="height:630px"></div><p>Installa l’app</p>')).toEqual([]);
  });

  it('visually hidden text for screen readers, and invisible text', async () => {
    expect(
      await cutOn(
        `<button style="width:44px;height:44px"><span class="visually-hidden">Close the dialog now</span></button>
         <p style="visibility:hidden;width:900px">Hidden but very long text running off the screen</p>
         <p style="display:none;width:900px">Not displayed long text running off the screen</p>`,
      ),
    ).toEqual([]);
  });

  it('text covered by a control, which hides it without cutting it', async () => {
    expect(
      await cutOn(
        `<div style="position:relative"><p style="margin:0">Ling is thinking…</p>
         <button style="position:absolute;left:0;top:0;width:200px;height:30px">Tile</button></div>`,
      ),
    ).toEqual([]);
  });

  it('a box fully clipped away (a closed panel): nothing of it is drawn', async () => {
    expect(
      await cutOn('<div style="height:0;overflow:hidden"><p>Details of the coach</p></div>'),
    ).toEqual([]);
  });

  it('an absolute box that escapes an ancestor clipping only its flow', async () => {
    expect(
      await cutOn(
        `<div style="position:relative;width:300px;height:100px">
           <div style="width:20px;height:20px;overflow:hidden">
             <span style="position:absolute;left:0;top:40px;white-space:nowrap">A tooltip outside the small box</span>
           </div></div>`,
      ),
    ).toEqual([]);
  });
});
