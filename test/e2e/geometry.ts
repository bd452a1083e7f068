/**
 * What the geometry test measures on the table after each action, in one pass inside the page:
 * tiles that overlap, leave the viewport or lie under something else, tiles over the information
 * strip or the coach's text, sideways scrolling, face-up tiles too narrow to read.
 */
import type { Page } from 'playwright-core';

export interface GeometryRules {
  /** Face-up tiles narrower than this (CSS px) are a violation. */
  readonly minFaceUpWidth: number;
}

export interface Measured {
  readonly violations: string[];
  /** Where the person's hand lies (x, y, width, height), to compare between turns. */
  readonly hand: readonly [number, number, number, number] | null;
  /** Tiles left in the live wall, as the information strip says. */
  readonly wall: number | null;
  /** How many tiles were checked. */
  readonly tiles: number;
}

/** Measures the table as it is now; every broken rule is one readable line. */
export function measureTable(page: Page, rules: GeometryRules): Promise<Measured> {
  return page.evaluate((rules: GeometryRules): Measured => {
    const violations: string[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const table = document.querySelector('.table');
    if (table === null) return { violations: ['no table'], hand: null, wall: null, tiles: 0 };
    const describe = (el: Element) => {
      const where = el.closest('[aria-label]')?.getAttribute('aria-label') ?? '';
      return `${el.getAttribute('data-tile')}${where ? ` in “${where}”` : ''}`;
    };
    const round = (r: DOMRect) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    // A tile scrolled out of its scrolling box (the coach's text, a long row of claim buttons)
    // is not on screen.
    const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
    const inView = (el: Element, box: DOMRect) => {
      for (let p = el.parentElement; p !== null && p !== table; p = p.parentElement) {
        const style = getComputedStyle(p);
        const r = p.getBoundingClientRect();
        if (scrolls(style.overflowY) && (box.top < r.top - 0.5 || box.bottom > r.bottom + 0.5))
          return false;
        if (scrolls(style.overflowX) && (box.left < r.left - 0.5 || box.right > r.right + 0.5))
          return false;
      }
      return true;
    };
    const tiles = [...table.querySelectorAll<HTMLElement>('[data-tile]')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => box.width > 0 && box.height > 0 && inView(el, box));
    const faceUp = tiles.filter(({ el }) => el.getAttribute('data-tile') !== 'back');
    // Rounding of sub-pixel sizes: half a pixel is not an overlap.
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

    for (let i = 0; i < faceUp.length; i++)
      for (let j = i + 1; j < faceUp.length; j++)
        if (overlap(faceUp[i]!.box, faceUp[j]!.box))
          violations.push(
            `overlap: ${describe(faceUp[i]!.el)} ${round(faceUp[i]!.box)} and ${describe(faceUp[j]!.el)} ${round(faceUp[j]!.box)}`,
          );

    for (const { el, box } of tiles) {
      if (box.left < -0.5 || box.top < -0.5 || box.right > vw + 0.5 || box.bottom > vh + 0.5)
        violations.push(`outside the viewport: ${describe(el)} ${round(box)}`);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit === null || !(hit === el || el.contains(hit)))
        violations.push(
          `covered: ${describe(el)} ${round(box)} lies under ${hit === null ? 'nothing' : `${hit.tagName.toLowerCase()}.${String(hit.getAttribute('class') ?? '')}`}`,
        );
    }

    const info = table.querySelector('.table-info');
    const coachText = table.querySelector('.coach');
    for (const [name, region] of [
      ['the information strip', info],
      ["the coach's text", coachText],
    ] as const) {
      if (region === null) continue;
      const r = region.getBoundingClientRect();
      for (const { el, box } of tiles)
        if (!region.contains(el) && overlap(box, r))
          violations.push(`${describe(el)} ${round(box)} covers ${name} ${round(r)}`);
    }

    for (const { el, box } of faceUp)
      if (Math.min(box.width, box.height) < rules.minFaceUpWidth - 0.01)
        violations.push(`too small: ${describe(el)} ${round(box)}`);

    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (sideways > 0) violations.push(`scrolls sideways by ${sideways}px`);

    const handEl = table.querySelector('.hand');
    const h = handEl?.getBoundingClientRect();
    const wallText = table.querySelector('.info-wall strong')?.textContent;
    return {
      violations,
      hand: h === undefined ? null : [h.x, h.y, h.width, h.height],
      wall: wallText == null ? null : Number(wallText),
      tiles: tiles.length,
    };
  }, rules);
}
