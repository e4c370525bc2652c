import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { endTransitions } from './transitions';

/** axe's serious and critical findings on the page, once a visitor has scrolled through it. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Read the page screen by screen, as a visitor does, so scroll-in content is shown: axe reads the
  // colours behind text still fading in (a false contrast failure), and a jump to the end skips the middle.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  // A card fading in is checked at its final colours, not half-transparent mid-fade.
  await endTransitions(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
