import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { scorm12Package, scorm2004Package } from '../apps/server/test/support/scorm-packages';
import { demo, registerStudent, signIn, sparkedApi } from './support';

/** The SCO's page: inside the launcher (on the sandbox origin), inside the player. */
const sco = (page: Page, title: string): FrameLocator =>
  page.frameLocator(`iframe[title="${title}"]`).frameLocator('iframe');

/** Uploads a package in the activity's editor and waits until the activity has saved it. */
async function uploadInEditor(
  teacher: Page,
  moduleId: string,
  activityId: string,
  zip: Buffer,
  title: string,
) {
  await teacher.goto(`/modules/${moduleId}/scorm/${activityId}`);
  await expect(teacher.getByRole('button', { name: 'Upload package' })).toBeVisible();
  await teacher.locator('input[type="file"]').setInputFiles({
    name: `${title}.zip`,
    mimeType: 'application/zip',
    buffer: zip,
  });
  await expect(teacher.getByText(title, { exact: true })).toBeVisible();
  await expect(teacher.getByText('All changes saved')).toBeVisible();
}

/** Plays one package: two steps, away and back (it resumes at step 2), then the finish. */
async function playPackage(student: Page, url: string, title: string) {
  await student.goto(url);
  const content = sco(student, title);
  await expect(content.getByText('Starting at step 0')).toBeVisible();
  await content.getByRole('button', { name: 'Next step' }).click();
  await expect(student.getByText('Your place is saved.')).toBeVisible();
  await content.getByRole('button', { name: 'Next step' }).click();
  await expect(content.getByText('Saved step 2')).toBeVisible();
  await expect(student.getByText('Your place is saved.')).toBeVisible();
  // Leaves mid-way, and comes back later.
  await student.goto('/');
  await student.goto(url);
  await expect(sco(student, title).getByText('Resumed at step 2 (page-2)')).toBeVisible();
  await sco(student, title).getByRole('button', { name: 'Finish' }).click();
  await expect(
    student.getByText(/Done: this activity is complete|You finished the whole module/),
  ).toBeVisible();
}

/** The SCO runs on the sandbox origin: no way to Sparked's page, its storage or its API. */
async function expectBoxedIn(student: Page) {
  const frame = student.frames().find((candidate) => candidate.url().includes('/scorm/'));
  expect(frame, 'the SCO frame').toBeDefined();
  expect(new URL(frame?.url() ?? '').origin).not.toBe(new URL(student.url()).origin);
  const attempts = await frame?.evaluate(async (app) => {
    const tried: Record<string, string> = {};
    try {
      tried.top = String(window.top?.document.title);
    } catch {
      tried.top = 'blocked';
    }
    tried.tokens = String(sessionStorage.getItem('tokens'));
    try {
      await fetch(`${app}/sparked-api/my/classes`, { credentials: 'include' });
      tried.fetch = 'reached';
    } catch {
      tried.fetch = 'blocked';
    }
    return tried;
  }, new URL(student.url()).origin);
  expect(attempts).toEqual({ top: 'blocked', tokens: 'null', fetch: 'blocked' });
}

test('a teacher uploads SCORM 1.2 and 2004 packages; a student plays both, leaves mid-way, resumes, and completes; the teacher sees it in the grid', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const teacher = await (await browser.newContext()).newPage();
  await signIn(teacher, demo.facilitator);
  const api = await sparkedApi(teacher);
  const module = await api('POST', '/modules', { title: `SCORM ${Date.now()}` });
  const section = await api('POST', `/modules/${module.id}/sections`, { title: 'Safety' });
  const unit = await api('POST', `/modules/${module.id}/units`, {
    sectionId: section.id,
    title: 'Drills',
  });
  const add = async (title: string) =>
    (
      await api('POST', `/modules/${module.id}/activities`, {
        unitId: unit.id,
        type: 'scorm',
        title,
      })
    ).id as string;
  const first = await add('Ladder safety');
  const second = await add('Fire drill');
  await uploadInEditor(
    teacher,
    module.id,
    first,
    await scorm12Package({ mastery: 80, score: 90 }),
    'Safety basics',
  );
  await uploadInEditor(
    teacher,
    module.id,
    second,
    await scorm2004Package({ mastery: 70, score: 85 }),
    'Fire drill',
  );
  await api('POST', `/modules/${module.id}/publish`);
  const created = await api('POST', '/classes', {
    name: `SCORM class ${Date.now()}`,
    joinMode: 'open',
  });
  await api('PUT', `/classes/${created.id}/modules`, { modules: [{ moduleId: module.id }] });

  const student = await (await browser.newContext()).newPage();
  await registerStudent(student, 'Grace');
  await (await sparkedApi(student))('POST', `/classes/${created.id}/join`, {});
  const player = (activityId: string) =>
    `/player/classes/${created.id}/modules/${module.id}/activities/${activityId}`;
  await playPackage(student, player(first), 'Safety basics');
  await expectBoxedIn(student);
  await playPackage(student, player(second), 'Fire drill');

  await teacher.goto(`/educator/classes/${created.id}/students`);
  await teacher.getByRole('tab', { name: 'Progress' }).click();
  const row = teacher.getByRole('row', { name: /Grace Learner/ });
  await expect(row).toContainText('Done · 90%');
  await expect(row).toContainText('Done · 85%');
});
