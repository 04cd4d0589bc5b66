import { expect, type Page } from '@playwright/test';

export const demo = {
  admin: { email: 'admin@sparked.test', password: 'sparked-admin-demo' },
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
