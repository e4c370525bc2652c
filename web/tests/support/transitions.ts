import type { Page } from '@playwright/test';

/**
 * Ends the CSS transitions running in the page, so a test reads final colours (a card's fade, a switch
 * of colour mode or media). Ended, not awaited: a transition in a block the browser no longer draws does
 * not run until it is drawn again.
 */
export async function endTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const transition of document.getAnimations())
      if (transition instanceof CSSTransition) transition.finish();
  });
}
