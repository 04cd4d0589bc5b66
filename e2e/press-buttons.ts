import { expect, type Locator, type Page } from '@playwright/test';
import { fillForm } from './form-fill';
import { doubledWrites, type Write, type watchWrites } from './write-watch';

/** Names of buttons that ask for something to be made, sent or given. */
const intentVerbs =
  /^(create|add|new|submit|grant|join|buy|claim|save|publish|send|register|generate|enrol|enroll|import|post|invite|redeem|record)\b/i;
/** Buttons that take away or leave, which a double click cannot double, and the page's chrome. */
const notIntents =
  /^(delete|remove|archive|unpublish|deactivate|sign out|leave|discard|cancel|close|dismiss|reset|restart|revoke)\b/i;

export interface Candidate {
  name: string;
  /** Its place among the page's candidates of the same name. */
  ordinal: number;
}

/** What one button did when double-clicked: its writes, or why it wrote nothing. */
export interface Pressed {
  route: string;
  button: string;
  writes: Write[];
  note?: string;
}

const marker = 'data-double-click';

/**
 * The create and submit buttons on the page now, outside its header and navigation: those named
 * for an intent, and every form's submit button (disabled ones too: filling may enable them).
 * Of the buttons a list repeats in each record, the first is taken. Each is marked so it can be found again while the page stays.
 */
async function candidatesOn(page: Page): Promise<Candidate[]> {
  return page.evaluate(
    ({ marker, verbs, excluded }) => {
      const intent = new RegExp(verbs, 'i');
      const notIntent = new RegExp(excluded, 'i');
      const seen = new Map<string, number>();
      // A list's records repeat one button (Buy Spikes, Buy Crown): the first stands for them.
      const listButtons = new Map<Element, Set<string>>();
      const found: { name: string; ordinal: number }[] = [];
      for (const button of document.querySelectorAll<HTMLButtonElement | HTMLInputElement>(
        'button, input[type=submit]',
      )) {
        button.removeAttribute(marker);
        if (button.closest('header, nav') || button.getClientRects().length === 0) continue;
        const labelledBy = button
          .getAttribute('aria-labelledby')
          ?.split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        const name = (
          button.getAttribute('aria-label') ||
          labelledBy ||
          button.textContent ||
          button.value ||
          ''
        )
          .replace(/\s+/g, ' ')
          .trim();
        const submits = button.type === 'submit' && button.form !== null;
        if (notIntent.test(name) || !(submits || intent.test(name))) continue;
        const list = button.closest('li, article, tr')?.parentElement;
        if (list) {
          const verbs = listButtons.get(list) ?? new Set<string>();
          const verb = name.split(' ')[0] ?? name;
          if (verbs.has(verb)) continue;
          listButtons.set(list, verbs.add(verb));
        }
        const ordinal = seen.get(name) ?? 0;
        seen.set(name, ordinal + 1);
        button.setAttribute(marker, `${name}#${ordinal}`);
        found.push({ name, ordinal });
      }
      return found;
    },
    { marker, verbs: intentVerbs.source, excluded: notIntents.source },
  );
}

const keyOf = (candidate: Candidate) => `${candidate.name}#${candidate.ordinal}`;
const buttonOf = (page: Page, candidate: Candidate) =>
  page.locator(`[${marker}="${keyOf(candidate).replace(/"/g, '\\"')}"]`);

/**
 * The most records of any one list (table rows, list items or cards in the main region) that show
 * `tag`, the text the generated form gave the new record; a nested record counts, not its parent.
 * A page may show one record in two lists (a ledger and its summary); one list shows it once.
 */
const recordsShowing = (page: Page, tag: string) =>
  page.evaluate((tag) => {
    const records = [
      ...document.querySelectorAll('#main-content :is(tr, li, article, [role=row])'),
    ].filter((record) => record.textContent?.includes(tag));
    const innermost = records.filter(
      (record) => !records.some((inner) => inner !== record && record.contains(inner)),
    );
    const perList = new Map<Element | null, number>();
    for (const record of innermost)
      perList.set(record.parentElement, (perList.get(record.parentElement) ?? 0) + 1);
    return Math.max(0, ...perList.values());
  }, tag);

/**
 * Waits for the page's first heading, or its dialog for a page that opens as one over another (an
 * event over the events), and for its data to arrive.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page
    .getByRole('heading', { level: 1 })
    .or(page.getByRole('dialog'))
    .first()
    .waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
}

type Watch = ReturnType<typeof watchWrites>;

/**
 * Fills the button's form (or dialog) and double-clicks it as an impatient person does, both
 * clicks before any answer; answers its writes and whether the page now holds a new dialog or
 * form to go on in (a New or Buy button opens one).
 */
async function doubleClick(page: Page, watch: Watch, button: Locator, tag: string) {
  const scope = button.locator('xpath=ancestor::*[self::form or @role="dialog"][1]');
  if ((await scope.count()) > 0) await fillForm(scope, tag);
  if (!(await button.isEnabled())) return { writes: [], note: 'stays disabled once filled' };
  const urlBefore = page.url();
  watch.take();
  await button.dblclick({ timeout: 5_000 });
  await watch.settled();
  const writes = watch.take();
  if (writes.length > 0 && page.url() === urlBefore) {
    // A list that shows the new record shows it once.
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
    expect.soft(await recordsShowing(page, tag), `records showing "${tag}"`).toBeLessThanOrEqual(1);
  }
  return { writes };
}

export interface PressOptions {
  route: string;
  path: string;
  /** Buttons left out by name, each with the reason a generated form cannot reach it. */
  skip: Record<string, string>;
  pressed: Pressed[];
}

/**
 * Double-clicks every create and submit button of the page at `path`, one at a time on a fresh
 * page, and checks each did its thing once. A button that wrote nothing but opened a dialog or a
 * form (New class, Buy, Add section) leads to the buttons in it, pressed the same way.
 */
export async function pressEveryButton(page: Page, watch: Watch, options: PressOptions) {
  const { route, path, skip, pressed } = options;
  await openPage(page, path);
  const found = (await candidatesOn(page)).filter((candidate) => !(candidate.name in skip));
  let fresh = true;
  for (const [index, candidate] of found.entries()) {
    if (!fresh) {
      await openPage(page, path);
      await candidatesOn(page);
    }
    fresh = false;
    const tag = `${Date.now().toString(36)}-${index}`;
    const button = buttonOf(page, candidate);
    if ((await button.count()) === 0) {
      pressed.push({ route, button: candidate.name, writes: [], note: 'gone on a fresh page' });
      continue;
    }
    const before = new Set((await candidatesOn(page)).map(keyOf));
    const outcome = await doubleClick(page, watch, button, tag);
    if (outcome.writes.length > 0 || outcome.note) {
      record(pressed, { route, button: candidate.name, ...outcome });
      // A button that stayed disabled was not pressed: the page is as it was.
      fresh = outcome.writes.length === 0;
      continue;
    }
    // An opener: its dialog or form holds the button that writes.
    let inner = (await candidatesOn(page)).filter((next) => !before.has(keyOf(next)));
    if (inner.length === 0 && (await button.count()) > 0) {
      // A toggle the second click closed again.
      await button.click({ timeout: 5_000 }).catch(() => undefined);
      inner = (await candidatesOn(page)).filter((next) => !before.has(keyOf(next)));
    }
    const innerButton = inner.find((next) => !(next.name in skip));
    if (!innerButton) {
      pressed.push({ route, button: candidate.name, writes: [], note: 'wrote nothing' });
      continue;
    }
    const outcomeInside = await doubleClick(page, watch, buttonOf(page, innerButton), tag);
    record(pressed, {
      route,
      button: `${candidate.name} › ${innerButton.name}`,
      ...outcomeInside,
    });
  }
}

function record(pressed: Pressed[], result: Pressed) {
  pressed.push(result);
  expect.soft(doubledWrites(result.writes), `${result.route}: ${result.button}`).toEqual([]);
}
