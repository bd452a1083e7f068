/**
 * Text drawn cut off (issue 35): a reusable check of what a person sees on the page as it is now.
 * No vitest here, so any browser test (or a bench script) may call it on any screen.
 *
 * Each visible text node is measured line by line (`Range.getClientRects()`, so a wrapped
 * paragraph counts each of its lines) against everything that can cut it: the screen's edges and
 * every ancestor on its containing-block chain whose overflow is not `visible` (hidden, clip, auto,
 * scroll) or that contains paint. What counts as cut, from a person's point of view:
 *
 * - **Sideways, nothing may be cut.** A phone screen is read top to bottom; a line that sticks out
 *   of its box or of the screen, or that only a sideways scroll would show whole, is text a person
 *   does not read (the Settings' Italian labels ran 57 px out of their dialog, "reachable" only by
 *   dragging the dialog sideways).
 * - **Up and down, scrolling is reading.** A line half visible at the edge of a list that scrolls
 *   is how every phone list looks; the person scrolls and reads it. So a line is cut only if no
 *   scroll position of its scrolling ancestors (the page included) shows it whole: a line taller
 *   than its scrollport, a line that overflows to the top of a scroller (unreachable: scrolling
 *   starts at 0), a line under an ancestor that clips without scrolling, or under the screen's
 *   edge of a page that cannot scroll. Out of reach counts too: a line wholly out of sight while
 *   another line of the same text can be seen (the text runs on under an edge: "…runs under the
 *   bottom of the screen"), or one that a scroller or the screen, which are there to show all they
 *   hold, can never show (the title's name pushed above the top of the page). Text wholly clipped
 *   away by a box that does not scroll (a closed panel) is not drawn, so it is not "drawn cut".
 * - **A scrolling box must be on screen whole.** Its text may be cut at its own edges, where the
 *   person sees a box to scroll; a scroller that runs under the screen's edge (or another box's)
 *   draws its lines cut there, at an edge that says nothing about scrolling.
 * - Truncation the browser does on purpose counts too: `text-overflow: ellipsis` or a line clamp
 *   that hides part of the text, and a `<select>` narrower than the option it shows.
 *
 * Not counted: visually hidden text (the `.visually-hidden` 1 px box, for screen readers), text in
 * SVG pictures (tile faces: the geometry test looks after tiles), invisible text (`display: none`,
 * `visibility: hidden`, opacity 0), and text hidden behind a control or another box: only clipping
 * cuts text, covering does not (the check never looks at what is painted on top).
 */
import type { Page } from 'playwright-core';

export interface CutTextOptions {
  /**
   * 'reachable' (the default): a line that scrolling shows whole is not cut (see above).
   * 'none': the text must read whole as it is on screen now, without scrolling anything — for a
   * panel whose whole text must be read at a glance (the coach's reason on a phone).
   */
  readonly scroll?: 'reachable' | 'none';
}

/**
 * The cut text inside `rootSelector` (every element it matches; the whole page by default), one
 * readable line per text: what it says, its line's box, and what cuts it.
 */
export async function findCutText(
  page: Page,
  rootSelector?: string,
  { scroll = 'reachable' }: CutTextOptions = {},
): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Sent as source text with a stand-in for `__name`: a runner that keeps function names (tsx,
  // esbuild's keepNames) wraps each inner function in a call to it, which the page lacks.
  const source = `(() => { const __name = (f) => f; return (${cutTextInPage.toString()})(${JSON.stringify(rootSelector ?? null)}, ${JSON.stringify(scroll === 'reachable')}); })()`;
  return page.evaluate<string[]>(source);
}

/** Runs in the page (serialised by Playwright): everything it uses is defined inside it. */
export function cutTextInPage(rootSelector: string | null, scrolling = true): string[] {
  interface Box {
    readonly left: number;
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
  }
  /** Something that cuts: its clip box and how far the person can scroll what it holds. */
  interface Clip {
    /** The element (null for the screen). */
    readonly el: Element | null;
    readonly name: string;
    readonly box: Box;
    /** How far its content can move up (negative) or down (positive) by scrolling it. */
    readonly shift: readonly [number, number];
    /** A scroller or the screen: what it holds is meant to be seen, all of it. */
    readonly shows: boolean;
  }

  const found: string[] = [];
  const html = document.documentElement;
  const body = document.body;
  const viewW = html.clientWidth;
  const viewH = html.clientHeight;

  const round = (n: number) => Math.round(n);
  const boxText = (b: Box) =>
    `[${round(b.left)},${round(b.top)} ${round(b.right - b.left)}×${round(b.bottom - b.top)}]`;
  const nameOf = (el: Element) => {
    const id = el.id === '' ? '' : `#${el.id}`;
    const classes = [...el.classList]
      .slice(0, 3)
      .map((c) => `.${c}`)
      .join('');
    return `${el.tagName.toLowerCase()}${id}${classes}`;
  };
  const quote = (text: string) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return JSON.stringify(flat.length > 70 ? `${flat.slice(0, 67)}…` : flat);
  };
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';

  /** Whether an element is a containing block for fixed (and absolute) descendants. */
  const holdsFixed = (s: CSSStyleDeclaration) =>
    s.transform !== 'none' ||
    s.perspective !== 'none' ||
    s.filter !== 'none' ||
    /paint|layout|strict|content/.test(s.contain) ||
    /transform|perspective|filter/.test(s.willChange) ||
    (s.containerType !== '' && s.containerType !== 'normal');

  /**
   * The next ancestor that can clip `el`: its parent for boxes in flow, its containing block for
   * positioned ones (an absolute box escapes the overflow of ancestors between it and its
   * containing block); 'fixed' when it is fixed to the screen itself.
   */
  const nextUp = (el: Element): Element | 'fixed' | null => {
    const position = getComputedStyle(el).position;
    let up = el.parentElement;
    if (position !== 'absolute' && position !== 'fixed') return up;
    while (up !== null && up !== html && up !== body) {
      const s = getComputedStyle(up);
      if (position === 'absolute' && s.position !== 'static') return up;
      if (holdsFixed(s)) return up;
      up = up.parentElement;
    }
    return position === 'fixed' ? 'fixed' : null;
  };

  /** What clips content of `start`, innermost first, ending with the screen. */
  const clipsOf = (start: Element): Clip[] => {
    const clips: Clip[] = [];
    let el: Element | null = start;
    let fixed = false;
    while (el !== null && el !== html && el !== body) {
      const s = getComputedStyle(el);
      const paint = /paint|strict|content/.test(s.contain);
      const clipX = paint || s.overflowX !== 'visible';
      const clipY = paint || s.overflowY !== 'visible';
      if ((clipX || clipY) && s.display !== 'inline' && s.display !== 'contents') {
        const outer = el.getBoundingClientRect();
        const left = outer.left + el.clientLeft;
        const top = outer.top + el.clientTop;
        const box = {
          left: clipX ? left : -Infinity,
          right: clipX ? left + el.clientWidth : Infinity,
          top: clipY ? top : -Infinity,
          bottom: clipY ? top + el.clientHeight : Infinity,
        };
        const room = Math.max(0, el.scrollHeight - el.clientHeight);
        const shift: [number, number] =
          scrolling && scrolls(s.overflowY) ? [-(room - el.scrollTop), el.scrollTop] : [0, 0];
        clips.push({
          el,
          name: `${nameOf(el)} (overflow ${s.overflowX} ${s.overflowY})`,
          box,
          shift,
          shows: scrolls(s.overflowX) || scrolls(s.overflowY),
        });
      }
      const up = nextUp(el);
      if (up === 'fixed') {
        fixed = true;
        break;
      }
      el = up;
    }
    // The screen. The page scrolls unless its overflow (the root's, or the body's carried to the
    // viewport) says it may not; what is fixed to the screen does not move when it does.
    const rootY = getComputedStyle(html).overflowY;
    const pageY = rootY === 'visible' ? getComputedStyle(body).overflowY : rootY;
    const page = document.scrollingElement ?? html;
    const room = Math.max(0, page.scrollHeight - viewH);
    const pageScrolls = scrolling && !fixed && pageY !== 'hidden' && pageY !== 'clip';
    clips.push({
      el: null,
      name: 'the screen',
      box: { left: 0, top: 0, right: viewW, bottom: viewH },
      shift: pageScrolls ? [-(room - page.scrollTop), page.scrollTop] : [0, 0],
      shows: true,
    });
    return clips;
  };

  type Fit = 'whole' | 'part' | 'never';
  /**
   * Whether some scroll position of the scrolling ancestors shows the line whole, or only in
   * part, or not at all; with the clip that stops it. Sideways nothing scrolls (see above). The
   * shift of each scroller moves the line and every clip inside that scroller, so the constraint of
   * clip j is on the sum of the shifts of clips 1..j: an interval, narrowed clip after clip.
   */
  const fit = (line: Box, clips: readonly Clip[], slackX: number, slackY: number) => {
    const check = (whole: boolean): { clip: Clip; axis: 'x' | 'y' } | null => {
      let low = 0;
      let high = 0;
      for (const clip of clips) {
        const b = clip.box;
        const outX = whole
          ? line.left < b.left - slackX || line.right > b.right + slackX
          : line.right <= b.left + slackX || line.left >= b.right - slackX;
        if (outX) return { clip, axis: 'x' };
        low += clip.shift[0];
        high += clip.shift[1];
        // Whole: top + s ≥ b.top and bottom + s ≤ b.bottom; in part: the line meets the box.
        const from = whole ? b.top - slackY - line.top : b.top + slackY - line.bottom;
        const to = whole ? b.bottom + slackY - line.bottom : b.bottom - slackY - line.top;
        low = Math.max(low, from);
        high = Math.min(high, to);
        if (low > high) return { clip, axis: 'y' };
      }
      return null;
    };
    const notWhole = check(true);
    if (notWhole === null) return { fit: 'whole' as Fit, by: null };
    return { fit: (check(false) === null ? 'part' : 'never') as Fit, by: notWhole };
  };

  /** Where the line sticks out of the clip (on the axis that failed), as a person would say it. */
  const edgeOf = (line: Box, by: { clip: Clip; axis: 'x' | 'y' }) => {
    const b = by.clip.box;
    const [before, after] =
      by.axis === 'x'
        ? [line.left < b.left, line.right > b.right]
        : [line.top < b.top, line.bottom > b.bottom || line.top >= b.top];
    const edges = [
      before ? (by.axis === 'x' ? 'left' : 'top') : '',
      after ? (by.axis === 'x' ? 'right' : 'bottom') : '',
    ];
    return `${edges.filter((e) => e !== '').join(' and ') || 'edge'} edge`;
  };

  /** Hidden on purpose for screen readers: the 1 px clipped box (`.visually-hidden`). */
  const visuallyHidden = (el: Element) => {
    for (let up: Element | null = el; up !== null && up !== body; up = up.parentElement) {
      if (up.classList.contains('visually-hidden')) return true;
      const box = up.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1 && getComputedStyle(up).overflow !== 'visible')
        return true;
    }
    return false;
  };

  const seen = (el: Element) =>
    el.checkVisibility({
      opacityProperty: true,
      visibilityProperty: true,
      checkOpacity: true,
      checkVisibilityCSS: true,
    } as CheckVisibilityOptions);

  const roots =
    rootSelector === null ? [body] : [...document.querySelectorAll<HTMLElement>(rootSelector)];
  const scrollersSeen = new Set<Element>();
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'OPTGROUP', 'SELECT']);

  for (const root of roots) {
    // Text, line by line.
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (text.trim() === '' || parent === null) continue;
      if (SKIP.has(parent.tagName) || parent.closest('svg, select') !== null) continue;
      if (!seen(parent) || visuallyHidden(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
      if (lines.length === 0) continue;
      const clips = clipsOf(parent);
      const fontSize = parseFloat(getComputedStyle(parent).fontSize);
      const fits = lines.map((rect) => {
        // The line's box is the font's whole ascent and descent, taller than the glyphs: a clip
        // through that margin cuts no letter.
        const slackY = Math.max(1, (rect.height - fontSize) / 2 + 0.5);
        return { rect, ...fit(rect, clips, 1, slackY) };
      });
      // Cut: a line seen only in part. Out of reach: a line never seen while the rest of its text
      // is, or one that a scroller or the screen (meant to show all they hold) never shows.
      const cut = fits.find((f) => f.fit === 'part');
      const someSeen = fits.some((f) => f.fit !== 'never');
      const hidden = fits.find((f) => f.fit === 'never' && (someSeen || f.by?.clip.shows === true));
      const report = cut ?? hidden;
      // A box that scrolls must itself be on screen whole: its text may be cut at its own edges,
      // where a person sees a box to scroll, but not at the screen's edge or another box's (the
      // coach's panel running under the bottom of the screen). Said once per box.
      for (const [i, clip] of clips.entries()) {
        if (clip.el === null || (clip.shift[0] === 0 && clip.shift[1] === 0)) continue;
        if (scrollersSeen.has(clip.el)) continue;
        const where = fit(clip.box, clips.slice(i + 1), 1, 1);
        if (where.fit !== 'part' || where.by === null) continue;
        scrollersSeen.add(clip.el);
        found.push(
          `${quote(text)} is in ${clip.name} ${boxText(clip.box)}, a scrolling box cut at its ${edgeOf(clip.box, where.by)} by ${where.by.clip.name}: its lines are drawn cut there`,
        );
      }
      if (report === undefined || report.by === null) continue;
      const many = lines.length > 1 ? ` (line ${fits.indexOf(report) + 1} of ${lines.length})` : '';
      const how = report.fit === 'part' ? 'cut at its' : 'out of reach, wholly past its';
      found.push(
        `${quote(text)}${many} ${boxText(report.rect)} ${how} ${edgeOf(report.rect, report.by)} by ${report.by.clip.name}`,
      );
    }

    // Truncation on purpose: an ellipsis or a line clamp that hides part of the text.
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      if ((el.textContent ?? '').trim() === '' || el.closest('svg') !== null) continue;
      const s = getComputedStyle(el);
      const ellipsis = s.textOverflow === 'ellipsis' && s.overflowX !== 'visible';
      const clamp = s.webkitLineClamp !== '' && s.webkitLineClamp !== 'none';
      if (!ellipsis && !clamp) continue;
      if (!seen(el) || visuallyHidden(el)) continue;
      const box = el.getBoundingClientRect();
      if (ellipsis && el.scrollWidth > el.clientWidth + 1)
        found.push(
          `${quote(el.textContent ?? '')} ${boxText(box)} truncated with an ellipsis by ${nameOf(el)} (${el.scrollWidth} px of text in ${el.clientWidth} px)`,
        );
      else if (clamp && el.scrollHeight > el.clientHeight + 1)
        found.push(
          `${quote(el.textContent ?? '')} ${boxText(box)} clamped to ${s.webkitLineClamp} lines by ${nameOf(el)}`,
        );
    }

    // A select shows its chosen option in its own box, which clips it: it must be wide enough.
    for (const select of root.querySelectorAll<HTMLSelectElement>('select')) {
      if (!seen(select) || visuallyHidden(select)) continue;
      const shown = select.selectedOptions[0]?.textContent ?? '';
      if (shown.trim() === '') continue;
      const s = getComputedStyle(select);
      const probe = document.createElement('select');
      const option = document.createElement('option');
      option.textContent = shown;
      probe.append(option);
      for (const property of [
        'font',
        'letter-spacing',
        'padding',
        'border',
        'box-sizing',
        'appearance',
        'text-transform',
      ])
        probe.style.setProperty(property, s.getPropertyValue(property));
      probe.style.cssText +=
        ';position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none;left:0;top:0';
      body.append(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      const box = select.getBoundingClientRect();
      if (needed > box.width + 1)
        found.push(
          `${quote(shown)} ${boxText(box)} cut by its ${nameOf(select)}: it needs ${Math.ceil(needed)} px`,
        );
      // The select's box itself, with the text in it, against what clips it.
      const where = fit(box, clipsOf(select.parentElement ?? body), 1, 1);
      if (where.fit === 'part' && where.by !== null)
        found.push(
          `${quote(shown)} ${boxText(box)} (a select) cut at its ${edgeOf(box, where.by)} by ${where.by.clip.name}`,
        );
    }
  }
  return found;
}
