/** Accessibility checks shared by the browser tests. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's violations on the page as it is now, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** Interactive elements on screen smaller than `min` CSS px in either direction. */
export async function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((minimum) => {
    const found: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      'button, select, input, a[href], [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    for (const el of targets) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      if (box.width < minimum || box.height < minimum) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        found.push(`${name} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return found;
  }, min);
}
