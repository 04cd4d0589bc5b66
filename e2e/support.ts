import { expect, type Page } from '@playwright/test';

export const demo = {
  admin: { email: 'admin@sparked.test', password: 'sparked-admin-demo' },
  facilitator: { email: 'facilitator@sparked.test', password: 'sparked-facilitator-demo' },
  student: { email: 'student@sparked.test', password: 'sparked-student-demo' },
} as const;

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

export const storedTokens = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('tokens') ?? 'null') as {
        accessToken: string;
        refreshToken: string;
      } | null,
  );

export const uniqueEmail = () =>
  `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** Registers a new student through the form and waits for the dashboard. */
export async function registerStudent(page: Page, firstName: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Learner');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${firstName}!` })).toBeVisible();
}
