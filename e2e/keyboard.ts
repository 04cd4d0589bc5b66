import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What keyboard journeys share (issue 42, decision 0044): pressing a control as a keyboard user
 * does, naming what has focus, counting the Tabs to a control, and hearing what live regions say.
 */

/** The focused element as a person would hear it named: `<body>` when focus fell to the page. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return '<body>';
    return (active.getAttribute('aria-label') || active.textContent || '')
      .replace(/\s+/g, ' ')
      .trim();
  });

/** Presses Enter on `name`'s button, reached from the keyboard. */
export async function pressEnter(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
}

/**
 * Picks `option` in the select (combobox) labelled `label` as a keyboard user does: Enter opens
 * it, ArrowDown walks the options until `option` has focus, Enter picks it.
 */
export async function pickOption(page: Page, label: string, option: string | RegExp, limit = 60) {
  await page.getByRole('combobox', { name: label }).focus();
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: option });
  await expect(wanted).toBeAttached();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await wanted.evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(
    `${limit} ArrowDowns did not reach the option; focus is on "${await focused(page)}"`,
  );
}

/**
 * Presses Tab until `target` has focus; answers how many presses it took. Fails after `limit`,
 * naming where focus was, so a journey that grows longer is seen.
 */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${limit} Tabs did not reach the control; focus is on "${await focused(page)}"`);
}

declare global {
  interface Window {
    spokenByLiveRegions?: string[];
  }
}

/**
 * Records, from the page's first script on, every text a live region (`aria-live`, `status`,
 * `alert`, `log`) comes to hold, and every alert as it appears, as a screen reader would speak
 * them. Call before the page opens; read with `announcements`.
 */
export async function listenToLiveRegions(page: Page) {
  await page.addInitScript(() => {
    window.spokenByLiveRegions = [];
    const live = '[aria-live]:not([aria-live="off"]), [role=status], [role=alert], [role=log]';
    const heard = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      const region = element?.closest(live);
      const text = region?.textContent?.replace(/\s+/g, ' ').trim();
      if (region && text && window.spokenByLiveRegions?.at(-1) !== text)
        window.spokenByLiveRegions?.push(text);
    };
    // An alert is read as it appears, text and all; other regions only when their text changes.
    const alertsIn = (node: Node) =>
      node instanceof Element
        ? [
            ...(node.matches('[role=alert]') ? [node] : []),
            ...node.querySelectorAll('[role=alert]'),
          ]
        : [];
    new MutationObserver((changes) => {
      for (const change of changes) {
        heard(change.target);
        for (const added of change.addedNodes) for (const alert of alertsIn(added)) heard(alert);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** What live regions have said since the page opened (see `listenToLiveRegions`). */
export const announcements = (page: Page) => page.evaluate(() => window.spokenByLiveRegions ?? []);
