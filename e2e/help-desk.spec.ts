import { expect, test } from '@playwright/test';
import { openJanus } from './help-desk';
import { demo, drawnPng, signIn } from './support';

test('a student reports a bug with a screenshot, and an admin opens the ticket at /jira', async ({
  browser,
}) => {
  const student = await browser.newPage();
  await signIn(student, demo.student);
  const { chat, log, say } = await openJanus(student);

  await expect(await say('I want to report a bug')).toContainText('What were you doing');
  await say('I opened the leaderboard on the spring competition page');
  await say('To see my rank');
  const request = await say('The table stays empty and shows "Something went wrong"');
  await expect(request).toContainText(/screenshot/i);

  const attach = chat.getByRole('button', { name: 'Attach Images' });
  await expect(attach).toBeDisabled();
  await chat.getByLabel('Drag images here').setInputFiles({
    name: 'leaderboard.png',
    mimeType: 'image/png',
    buffer: await drawnPng(student),
  });
  await expect(chat.getByRole('img', { name: 'leaderboard.png' })).toBeVisible();
  await attach.click();

  await expect(log).toContainText('For reference, please take note of this ticket ID', {
    timeout: 20_000,
  });
  const ticketLine = log.getByText(/^Ticket:/);
  await expect(ticketLine).toHaveText(/^Ticket: HELP-\d+$/);
  const key = ((await ticketLine.textContent()) ?? '').replace('Ticket: ', '');
  await expect(chat.getByRole('button', { name: 'Restart' })).toBeVisible();
  await expect(chat.getByRole('textbox')).toHaveCount(0);
  expect(await student.evaluate(() => localStorage.getItem('help-desk-id'))).toBeNull();

  // Restart empties the conversation and brings the input back.
  await chat.getByRole('button', { name: 'Restart' }).click();
  await expect(chat.getByRole('textbox', { name: 'Message Janus' })).toBeFocused();
  await expect(log).not.toContainText(key);
  await expect(log).toContainText("Hi, I'm Janus");

  // The reporter sees it on their profile.
  await student.goto('/profile');
  await expect(student.getByRole('region', { name: 'Help-desk tickets' })).toContainText(key);

  const staff = await browser.newPage();
  await signIn(staff, demo.admin);
  await staff.goto('/jira');
  await staff.getByRole('button', { name: `Open ${key}` }).click();
  const ticket = staff.getByRole('article', { name: new RegExp(`^${key}: `) });
  await expect(ticket).toContainText(demo.student.email);
  const screenshot = ticket.getByRole('img', { name: `Screenshot 1 of ${key}` });
  await expect(screenshot).toBeVisible();
  // Downscaled to 850 px on its longer side before it was sent (spec §5).
  await expect
    .poll(() => screenshot.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(850);
  await expect(ticket).toContainText('The table stays empty');

  await ticket.getByRole('combobox', { name: 'Status' }).click();
  await staff.getByRole('option', { name: 'In progress' }).click();
  await expect(
    staff.getByRole('row', { name: new RegExp(key) }).getByText('In progress'),
  ).toBeVisible();
});

test('Janus answers an FAQ question and reopens the saved conversation after a reload', async ({
  page,
}) => {
  await signIn(page, demo.student);
  const { chat, log, say } = await openJanus(page);
  const answer = await say('How do I switch the colour theme?');
  await expect(answer).toContainText('theme menu');
  const savedThread = await page.evaluate(() => localStorage.getItem('help-desk-id'));
  expect(savedThread).toMatch(/^[0-9a-f-]{36}$/);

  // The saved thread comes back after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Open help desk' }).click();
  await expect(log).toContainText('How do I switch the colour theme?');
  await expect(log).toContainText('theme menu');
  await expect(chat.getByRole('textbox', { name: 'Message Janus' })).toBeVisible();
});

test('the widget is offered on student pages but not on the code box or competition pages', async ({
  page,
}) => {
  await signIn(page, demo.student);
  await expect(page.getByRole('button', { name: 'Open help desk' })).toBeVisible();

  for (const path of ['/ai-tools/code-box', '/spring-competition', '/winter-competition']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    // The widget loads once the browser is idle; give it that chance before checking.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
    );
    await page.waitForTimeout(500);
    await expect(page.getByRole('button', { name: 'Open help desk' }), path).toHaveCount(0);
  }

  // The Janus page shows the conversation itself instead of the floating button.
  await page.goto('/ai-tools/janus');
  await expect(page.getByRole('region', { name: 'Janus' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Conversation with Janus' })).toContainText(
    "Hi, I'm Janus",
  );
  await expect(page.getByRole('button', { name: 'Open help desk' })).toHaveCount(0);
});
