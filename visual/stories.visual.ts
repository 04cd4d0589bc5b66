import { readFileSync } from 'node:fs';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { builtInThemeNames, type ThemeName, webFontFamily } from '@sparked/design-tokens';

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string };

// Written by `npm run build-storybook`, which `npm run test:visual` runs first.
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const storyStart = new Date('2026-03-07T14:30:00');

type StorybookChannel = {
  emit(event: string, ...payload: unknown[]): void;
  on(event: string, listener: (payload: never) => void): void;
  off(event: string, listener: (payload: never) => void): void;
};
type StorybookWindow = Window & { __STORYBOOK_ADDONS_CHANNEL__?: StorybookChannel };

/** What Storybook reports when a story has rendered, played and run its checks. */
type StoryOutcome = {
  status: 'success' | 'error';
  /** The play function's exception, if it threw. */
  playError?: string;
  /** Axe violations the accessibility addon reported, as `rule: targets`. */
  violations: string[];
};

/** Opens the preview in a theme; Storybook then waits for a story to be chosen. */
async function preparePreview(page: Page, theme: ThemeName) {
  await page.goto('/iframe.html?viewMode=story');
  // Every face of the shipped font loaded up front: a story measured in a fallback font (a thread
  // scrolled to its bottom, say) would otherwise change once the font arrives. Its stand-ins name
  // local fonts (design-tokens/src/fonts/stand-ins.ts) a machine may not have.
  const loaded = await page.evaluate(
    (family) =>
      Promise.all(
        [...document.fonts]
          .filter((face) => face.family.replaceAll('"', '') === family)
          .map((face) => face.load()),
      ),
    webFontFamily,
  );
  expect(loaded.length, "Inter's faces").toBeGreaterThan(0);
  await page.waitForFunction(() => (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__);
  await page.evaluate((name) => {
    (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', {
      globals: { theme: name },
    });
  }, theme);
}

/**
 * One Storybook page per theme and worker: loading the preview once and switching stories over
 * its channel is several times faster than a page load per story. Storage is cleared between
 * stories, along with focus and scroll position, and each story is remounted and replayed.
 */
const test = base.extend<object, { storybook: (theme: ThemeName) => Promise<Page> }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, reducedMotion, baseURL } = workerInfo.project.use;
      // A context (a window) per theme: pages sharing a window would compete for focus.
      const contexts: BrowserContext[] = [];
      const pages = new Map<ThemeName, Promise<Page>>();
      const openStorybook = async (theme: ThemeName) => {
        const context = await browser.newContext({
          viewport,
          deviceScaleFactor,
          reducedMotion,
          baseURL,
        });
        contexts.push(context);
        const page = await context.newPage();
        // Stories that copy or timestamp something show the time: every story starts at the same
        // moment (see showStory), and time then runs as usual.
        await page.clock.install({ time: storyStart });
        await preparePreview(page, theme);
        return page;
      };
      await use((theme) => {
        const page = pages.get(theme) ?? openStorybook(theme);
        pages.set(theme, page);
        return page;
      });
      await Promise.all(contexts.map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
});

/** Shows a story and waits for Storybook's verdict on it (play function and accessibility addon). */
function playStory(page: Page, storyId: string): Promise<StoryOutcome> {
  return page.evaluate(
    (id) =>
      new Promise<StoryOutcome>((resolve) => {
        const channel = (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) throw new Error('Storybook is not ready.');
        let playError: string | undefined;
        const onThrow = (error: { message?: string }) => {
          playError = error.message ?? String(error);
        };
        const onFinished = (finished: {
          storyId: string;
          status: 'success' | 'error';
          reporters: Array<{
            type: string;
            result?: { violations?: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
          }>;
        }) => {
          if (finished.storyId !== id) return;
          channel.off('playFunctionThrewException', onThrow);
          channel.off('storyFinished', onFinished);
          const violations = finished.reporters
            .filter((report) => report.type === 'a11y')
            .flatMap((report) => report.result?.violations ?? [])
            .map(
              (violation) =>
                `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
            );
          resolve({ status: finished.status, playError, violations });
        };
        channel.on('playFunctionThrewException', onThrow);
        channel.on('storyFinished', onFinished);
        // Nothing of the story before carries over: storage, focus, scroll position.
        localStorage.clear();
        sessionStorage.clear();
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/**
 * Waits until nothing moves: closing Radix layers (kept mounted with `data-state="closed"` until
 * their exit animation ends) are gone, animations have ended, and the page has been still a moment.
 */
async function waitUntilStill(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[data-radix-popper-content-wrapper] [data-state="closed"], [role="dialog"][data-state="closed"], [role="alertdialog"][data-state="closed"]',
      ),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        const settled = () => {
          observer.disconnect();
          resolve();
        };
        let timer = setTimeout(settled, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(settled, quietMs);
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
    150,
  );
}

/** Plays the story and checks Storybook's verdict: the play function and axe, in this theme. */
async function showStory(page: Page, storyId: string, theme: ThemeName) {
  await page.clock.setSystemTime(storyStart);
  const outcome = await playStory(page, storyId);
  expect(outcome.playError, 'the play function threw').toBeUndefined();
  // Axe runs in every theme: contrast is where themes differ.
  expect(outcome.violations, 'axe violations').toEqual([]);
  expect(outcome.status).toBe('success');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await waitUntilStill(page);
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of builtInThemeNames) {
  test.describe(`${theme} theme`, () => {
    for (const story of stories) {
      test(`${story.title} / ${story.name}`, async ({ storybook }) => {
        const page = await storybook(theme);
        await showStory(page, story.id, theme);
        // Countdowns move with the clock: masked, so only their frame is compared.
        await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, {
          mask: [page.getByRole('timer')],
        });
      });
    }
  });
}
