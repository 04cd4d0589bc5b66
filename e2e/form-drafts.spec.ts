import { type Browser, expect, type Page, test } from '@playwright/test';
import { demo, registerStudent, signIn, sparkedApi } from './support';

/** A new class with the demo module (its quiz: ten questions, pass mark 60%, three attempts). */
async function classWithQuiz(browser: Browser) {
  const teacher = await (await browser.newContext()).newPage();
  await signIn(teacher, demo.facilitator);
  const api = await sparkedApi(teacher);
  const { modules } = await api('GET', '/modules');
  const moduleId: string = modules.find((m: { title: string }) => m.title === 'Photosynthesis').id;
  const { id: classId } = await api('POST', '/classes', { name: `Quiz drafts ${Date.now()}` });
  await api('PUT', `/classes/${classId}/modules`, { modules: [{ moduleId }] });
  return {
    classId,
    moduleId,
    addStudent: (email: string) => api('POST', `/classes/${classId}/students`, { email }),
  };
}

const question = (page: Page, prompt: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(prompt) });

/** Seven of the ten questions right: over the pass mark. */
async function answerToPass(page: Page) {
  await question(page, 'Where in the cell').getByLabel('Chloroplasts').check();
  await question(page, 'Chlorophyll is green').getByLabel('True').check();
  await question(page, 'What sugar do plants make?').getByLabel('Your answer').fill('Glucose');
  await question(page, 'How many molecules of oxygen').getByLabel('Your answer').fill('6');
  await question(page, 'Which stage releases oxygen?')
    .getByLabel('The light-dependent reactions')
    .check();
  await question(page, 'Plants photosynthesise at night.').getByLabel('False').check();
  await question(page, 'green pigment').getByLabel('Your answer').fill(' chlorophyll ');
}

const draftSaved = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/draft') && response.request().method() === 'PUT',
  );

test('quiz answers survive a reload and another device; earlier scores stay; a finished quiz shows its result', async ({
  browser,
}) => {
  const { classId, moduleId, addStudent } = await classWithQuiz(browser);
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  const account = await registerStudent(student, 'Quinn');
  await addStudent(account.email);

  await student.goto(`/student-journey/classes/${classId}/modules/${moduleId}`);
  await student
    .getByRole('navigation', { name: 'Module map' })
    .getByRole('link', { name: /Check your understanding/ })
    .click();
  const submit = student.getByRole('button', { name: 'Submit answers' });
  await expect(submit).toBeVisible();
  const quizUrl = student.url();

  // Two answers, then a reload: both are still there.
  await question(student, 'Where in the cell').getByLabel('Chloroplasts').check();
  const saved = draftSaved(student);
  await question(student, 'What sugar do plants make?').getByLabel('Your answer').fill('Glucose');
  await saved;
  await student.reload();
  await expect(question(student, 'Where in the cell').getByLabel('Chloroplasts')).toBeChecked();
  await expect(
    question(student, 'What sugar do plants make?').getByLabel('Your answer'),
  ).toHaveValue('Glucose');

  // The same account on another device finds them too.
  const laptop = await (await browser.newContext()).newPage();
  await signIn(laptop, account);
  await laptop.goto(quizUrl);
  await expect(question(laptop, 'Where in the cell').getByLabel('Chloroplasts')).toBeChecked();

  // A failed attempt: coming back shows its score and a fresh form.
  await submit.click();
  await expect(student.getByText('Not passed yet: 2 of 10 points (20%).')).toBeVisible();
  await student.goto(`/student-journey/classes/${classId}`);
  await student.goto(quizUrl);
  const attempts = student.getByRole('region', { name: 'Your attempts' });
  await expect(attempts).toContainText('Best score 20% · 2 attempts left');
  await expect(attempts.getByRole('listitem')).toHaveText([/Attempt 1, .*: 20% \(not passed\)/]);
  await expect(question(student, 'Where in the cell').getByLabel('Chloroplasts')).not.toBeChecked();

  // Fail again, then pass with the last attempt.
  await submit.click();
  await student.getByRole('button', { name: 'Try again' }).click();
  await answerToPass(student);
  await submit.click();
  await expect(student.getByText('Passed: 7 of 10 points (70%).')).toBeVisible();

  // Opened again, a passed quiz with no attempts left shows its result and nothing to submit.
  await student.reload();
  await expect(student.getByText('Passed: 7 of 10 points (70%).')).toBeVisible();
  await expect(attempts).toContainText('Best score 70% · 0 attempts left');
  await expect(attempts.getByRole('listitem')).toHaveCount(3);
  await expect(question(student, 'Where in the cell').getByLabel('Chloroplasts')).toBeChecked();
  await expect(student.getByRole('button', { name: 'Submit answers' })).toHaveCount(0);
  await expect(student.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
