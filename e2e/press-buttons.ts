import { expect, type Locator, type Page } from '@playwright/test';
import { fillForm, type KnownValues } from './form-fill';
import { doubledWrites, type Write, type watchWrites } from './write-watch';

/** Names of buttons that ask for something to be made, sent or given. */
const intentVerbs =
  /^(create|add|new|submit|grant|join|buy|claim|save|publish|send|register|generate|enrol|enroll|import|post|invite|redeem|record|apply|make)\b/i;
/** Buttons that show what a change would do and unlock the one that does it (Preview, Apply). */
const dryRuns = /^(preview|check)\b/i;
/** Buttons that take away or leave, which a double click cannot double, and the page's chrome. */
const notIntents =
  /^(delete|remove|archive|unpublish|deactivate|sign out|leave|discard|cancel|close|dismiss|reset|restart|revoke)\b/i;

export interface Candidate {
  name: string;
  /** Its place among the page's candidates of the same name. */
  ordinal: number;
  /** Whether it submits its form: in a form or dialog that opened, that is the one to press. */
  submits: boolean;
}

/** What one button did when double-clicked: its writes, or why it wrote nothing. */
export interface Pressed {
  route: string;
  button: string;
  writes: Write[];
  note?: string;
  /** In a keyboard walk: where focus was once each press settled (`<body>` is a fault). */
  focus?: string[];
}

/** How a walk presses: a mouse's double click, or the keyboard's Enter on a focused button. */
export type PressMode = 'double-click' | 'keyboard';

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
      const found: { name: string; ordinal: number; submits: boolean }[] = [];
      for (const button of document.querySelectorAll<HTMLButtonElement | HTMLInputElement>(
        'button, input[type=submit]',
      )) {
        button.removeAttribute(marker);
        if (button.closest('header, nav') || button.getClientRects().length === 0) continue;
        // A list box's trigger and choices are how a form is filled, not what it does.
        if (button.matches('[role=combobox], [role=option], [role=menuitem]')) continue;
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
        found.push({ name, ordinal, submits });
      }
      return found;
    },
    { marker, verbs: intentVerbs.source, excluded: notIntents.source },
  );
}

const keyOf = (candidate: Candidate) => `${candidate.name}#${candidate.ordinal}`;
/** A candidate's name with its numbers left out, and its place among those of that shape. */
const shapeOf = (candidate: Candidate) =>
  `${candidate.name.replace(/\d+/g, '#')}#${candidate.ordinal}`;
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

/** What a press fills in: the run's tag for generated text, the known values, the page's change. */
interface Fill {
  mode: PressMode;
  /** Where focus settled after each press, for the keyboard walk. */
  focus: string[];
  tag: string;
  known: KnownValues;
  /** The change a person makes before a Save that waits for one (another avatar part). */
  change?: (page: Page) => Promise<unknown>;
}

/** What a page says is wrong, for the note of a press that wrote nothing. */
const complaintsOn = async (page: Page) =>
  (await page.getByRole('alert').allTextContents()).join(' ').replace(/\s+/g, ' ').trim();

/**
 * The part of the page a button acts for: its form or dialog, or else its section (an import's
 * card, whose Preview and Import share one pasted list).
 */
const scopeOf = (button: Locator) =>
  button.locator('xpath=ancestor::*[self::form or @role="dialog" or self::section][1]');

/** What has focus, as a person would name it: `<body>` when focus fell to the page. */
const focusedNow = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return '<body>';
    const name = (active.getAttribute('aria-label') || active.textContent || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    return `${active.tagName.toLowerCase()}${name ? ` "${name}"` : ''}`;
  });

/**
 * Where focus settles after a press: the focus rule may move it a few frames after the page
 * changed (decision 0044), so `<body>` counts only once it stayed there for a while.
 */
async function focusAfterPress(page: Page) {
  const deadline = Date.now() + 3_000;
  let focused = await focusedNow(page);
  while (focused === '<body>' && Date.now() < deadline) {
    await page.waitForTimeout(100);
    focused = await focusedNow(page);
  }
  return focused;
}

/** One press of `button` the walk's way; a keyboard press notes where focus went. */
async function press(page: Page, button: Locator, fill: Fill, twice: boolean) {
  if (fill.mode === 'double-click') {
    await (twice ? button.dblclick({ timeout: 5_000 }) : button.click({ timeout: 5_000 }));
    return;
  }
  await button.focus({ timeout: 5_000 });
  await page.keyboard.press('Enter');
}

/**
 * Fills the button's form (or dialog) and double-clicks it as an impatient person does, both
 * clicks before any answer; answers its writes. A button that waits for a dry run (Import after
 * Preview) gets one first. A dry run itself is pressed once: what it unlocks is what to double.
 */
async function doubleClick(
  page: Page,
  watch: Watch,
  button: Locator,
  candidate: Candidate,
  fill: Fill,
) {
  const scope = scopeOf(button);
  const scoped = (await scope.count()) > 0;
  if (scoped) await fillForm(scope, fill.tag, fill.known);
  if (dryRuns.test(candidate.name)) {
    await press(page, button, fill, false);
    await watch.settled();
    watch.take();
    if (fill.mode === 'keyboard') fill.focus.push(await focusAfterPress(page));
    return { writes: [], dryRun: true };
  }
  if (!(await button.isEnabled()) && scoped) {
    const dryRun = scope.getByRole('button', { name: dryRuns }).first();
    if ((await dryRun.count()) > 0 && (await dryRun.isEnabled())) {
      await dryRun.click({ timeout: 5_000 });
      await watch.settled();
      watch.take();
    }
  }
  if (!(await button.isEnabled()) && fill.change) await fill.change(page);
  if (!(await button.isEnabled())) return { writes: [], note: 'stays disabled once filled' };
  const urlBefore = page.url();
  watch.take();
  await press(page, button, fill, true);
  await watch.settled();
  const writes = watch.take();
  if (fill.mode === 'keyboard') fill.focus.push(await focusAfterPress(page));
  if (writes.length > 0 && page.url() === urlBefore) {
    // A list that shows the new record shows it once.
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
    expect
      .soft(await recordsShowing(page, fill.tag), `records showing "${fill.tag}"`)
      .toBeLessThanOrEqual(1);
  }
  return { writes };
}

export interface PressOptions {
  route: string;
  path: string;
  /** Buttons left out by name, each with the reason a generated form cannot reach it. */
  skip: Record<string, string>;
  /** Values for fields no generated value fits (an existing account's email), by label. */
  known: KnownValues;
  change?: Fill['change'];
  pressed: Pressed[];
  /** Double-clicked (the default), or pressed once with Enter from the keyboard. */
  mode?: PressMode;
}

/** How many buttons deep a press may lead: a tab, then a form's New, then its dialog's submit. */
const deepest = 3;

/**
 * Presses `candidate` as `doubleClick` does; a button that wrote nothing but opened a dialog, a
 * form or a tab (New class, Buy, Invite), or made a dry run, leads to the button it showed, the
 * form's submit first, pressed the same way.
 */
async function pressThrough(
  page: Page,
  watch: Watch,
  candidate: Candidate,
  fill: Fill & { skip: Record<string, string> },
  depth = 1,
): Promise<Omit<Pressed, 'route'>> {
  const button = buttonOf(page, candidate);
  const before = new Set((await candidatesOn(page)).map(keyOf));
  const outcome = await doubleClick(page, watch, button, candidate, fill);
  const focus = fill.mode === 'keyboard' ? { focus: fill.focus } : {};
  if (outcome.writes.length > 0 || 'note' in outcome)
    return { button: candidate.name, writes: outcome.writes, note: outcome.note, ...focus };
  let shown = (await candidatesOn(page)).filter((next) => !before.has(keyOf(next)));
  if (shown.length === 0 && !outcome.dryRun && (await button.count()) > 0) {
    // A toggle the second click closed again.
    if (fill.mode === 'double-click') await button.click({ timeout: 5_000 }).catch(() => undefined);
    shown = (await candidatesOn(page)).filter((next) => !before.has(keyOf(next)));
  }
  shown = shown.filter((next) => !(next.name in fill.skip));
  const next = shown.find((each) => each.submits) ?? shown[0];
  if (!next || depth === deepest) {
    const complaints = await complaintsOn(page);
    return {
      button: candidate.name,
      writes: [],
      note: `wrote nothing${complaints ? `: ${complaints}` : ''}`,
      ...focus,
    };
  }
  const inner = await pressThrough(page, watch, next, fill, depth + 1);
  return { ...inner, button: `${candidate.name} › ${inner.button}` };
}

/**
 * Double-clicks every create and submit button of the page at `path`, one at a time on a fresh
 * page, and checks each did its thing once.
 */
export async function pressEveryButton(page: Page, watch: Watch, options: PressOptions) {
  const { route, path, skip, known, change, pressed, mode = 'double-click' } = options;
  await openPage(page, path);
  const found = (await candidatesOn(page)).filter((candidate) => !(candidate.name in skip));
  let fresh = true;
  for (const [index, candidate] of found.entries()) {
    const onPage = fresh ? found : await openPage(page, path).then(() => candidatesOn(page));
    fresh = false;
    // An earlier press may have renumbered it (a new version: "Generate code from specification 2").
    const current = onPage.find((each) => shapeOf(each) === shapeOf(candidate));
    if (!current) {
      pressed.push({ route, button: candidate.name, writes: [], note: 'gone on a fresh page' });
      continue;
    }
    const tag = `${Date.now().toString(36)}-${index}`;
    const fill = { mode, focus: [] as string[], tag, known, change, skip };
    const result = await pressThrough(page, watch, current, fill);
    record(pressed, { route, ...result });
    // A button that stayed disabled was not pressed: the page is as it was.
    fresh = result.note === 'stays disabled once filled';
  }
}

function record(pressed: Pressed[], result: Pressed) {
  pressed.push(result);
  expect.soft(doubledWrites(result.writes), `${result.route}: ${result.button}`).toEqual([]);
}
