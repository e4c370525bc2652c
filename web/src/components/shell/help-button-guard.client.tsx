'use client';

import { useEffect } from 'react';

/** What the help button must never cover: anything to tap, and prices. */
const avoided =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [data-price]';
/** Bars stuck to the bottom of the screen (the event page's ticket bar): the button rises above them. */
const bottomBars = '[data-event-action-bar]';
/** Room kept between the button and what it avoids. */
const gap = 8;

type Box = { top: number; right: number; bottom: number; left: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right + gap && a.right + gap > b.left && a.top < b.bottom + gap && a.bottom + gap > b.top;

const shown = (element: Element) =>
  element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

/**
 * Keeps the help button off the page's controls. At every scroll, resize and page change (one check per
 * frame at most) it measures the button's resting place: a bottom bar under it lifts it above the bar;
 * a link, button or price under it (after the lift) sets it aside until they part. A focused button
 * stays, so a keyboard visitor who reached it can use it.
 */
export function HelpButtonGuard() {
  useEffect(() => {
    const wrapper = document.querySelector<HTMLElement>('[data-help-button]');
    const button = wrapper?.querySelector<HTMLAnchorElement>('a');
    if (!wrapper || !button) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const rest = wrapper.getBoundingClientRect();
      let lift = 0;
      for (const bar of document.querySelectorAll(bottomBars)) {
        const box = bar.getBoundingClientRect();
        if (box.height > 0 && overlaps(rest, box) && shown(bar))
          lift = Math.max(lift, rest.bottom - box.top + gap);
      }
      const place: Box = {
        top: rest.top - lift,
        bottom: rest.bottom - lift,
        left: rest.left,
        right: rest.right,
      };
      let covers = false;
      for (const element of document.querySelectorAll(avoided)) {
        if (wrapper.contains(element) || element.closest(bottomBars)) continue;
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && overlaps(place, box) && shown(element)) {
          covers = true;
          break;
        }
      }
      button.style.translate = lift ? `0 ${-lift}px` : '';
      button.toggleAttribute('data-aside', covers && document.activeElement !== button);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    // The page also changes without a scroll: islands render their buttons after hydration, menus open,
    // content fades in (style) and far blocks get drawn (the body's size). The button's own moves are
    // not changes of the page.
    const changes = new MutationObserver((records) => {
      if (records.some((record) => !wrapper.contains(record.target))) schedule();
    });
    changes.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['open', 'style', 'class', 'hidden'],
    });
    const resizes = new ResizeObserver(schedule);
    resizes.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('transitionend', schedule);
    button.addEventListener('focus', schedule);
    button.addEventListener('blur', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      resizes.disconnect();
      document.removeEventListener('transitionend', schedule);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      button.removeEventListener('focus', schedule);
      button.removeEventListener('blur', schedule);
    };
  }, []);
  return null;
}
