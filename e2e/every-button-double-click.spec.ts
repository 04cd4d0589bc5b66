import { expect, test } from '@playwright/test';
import { arrive, forgetSession, pagesOf, readOnly, type Visitor, visitors } from './button-walk';
import { type Pressed, pressEveryButton } from './press-buttons';
import { watchWrites } from './write-watch';

/**
 * Every create and submit button of the app, found on its pages rather than listed here, is
 * double-clicked the way an impatient person does; each must do its thing once. A new button is
 * covered the day its page is in the route table (the walk is `button-walk.ts`).
 */

function summary(visitor: Visitor, pressed: Pressed[], unvisited: string[]) {
  const lines = pressed.map(
    (result) =>
      `${result.route} › ${result.button}: ${
        result.note ??
        result.writes.map((write) => `${write.method} ${write.entry} ${write.status}`).join(', ')
      }`,
  );
  const wrote = pressed.filter((result) => result.writes.length > 0).length;
  return [
    `${visitor}: ${pressed.length} buttons found, ${wrote} double-clicked into a write`,
    ...lines,
    ...(unvisited.length > 0
      ? [`Not visited (no record for the address): ${unvisited.join(', ')}`]
      : []),
  ].join('\n');
}

test.describe.configure({ mode: 'parallel' });

for (const visitor of visitors) {
  test(`double-clicking each create and submit button does it once, ${visitor}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const fixture = await arrive(page, visitor);
    const watch = watchWrites(page);
    const pressed: Pressed[] = [];
    const { pages, unvisited } = pagesOf(visitor, fixture);
    // The summary is written however the walk ends, so a failure shows what was reached.
    try {
      for (const options of pages) {
        await test.step(options.route, () =>
          pressEveryButton(page, watch, { ...options, pressed }),
        );
        // A signed-out walk stays signed out: the register form it presses signs its person in.
        if (visitor === 'signed out') await forgetSession(page);
      }
    } finally {
      const report = summary(visitor, pressed, unvisited);
      console.log(report);
      await testInfo.attach('buttons', { body: report, contentType: 'text/plain' });
    }
    // A page the walk could not open is one whose buttons nobody pressed.
    expect(unvisited.filter((route) => !(route in readOnly))).toEqual([]);
    // A walk that found nothing to press tests nothing: the finder or the pages broke.
    expect(pressed.length).toBeGreaterThan(0);
    // Every button found was double-clicked into a write: one the walk could not fill or reach
    // (a new form, a new page) needs a known value, a change or a skip with its reason above.
    expect(
      pressed
        .filter((result) => result.writes.length === 0)
        .map((result) => `${result.route} › ${result.button}: ${result.note}`),
    ).toEqual([]);
  });
}
