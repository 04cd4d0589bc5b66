import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { RouteAnnouncer } from './route-announcer';

afterEach(cleanup);

// jsdom lays nothing out; the focus rule takes only what is shown.
Element.prototype.getClientRects = () => [{}] as unknown as DOMRectList;

function CreateClass() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate({ to: '/educator/classes' })}>
      Create class
    </button>
  );
}

function appWithTwoPages() {
  const root = createRootRoute({
    component: () => (
      <>
        <Link to="/educator/classes">Classes</Link>
        <Link to="/educator/classes" hash="list">
          Next page
        </Link>
        <main id="main-content">
          <Outlet />
        </main>
        <RouteAnnouncer />
      </>
    ),
  });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    staticData: { title: 'Dashboard' },
    component: () => (
      <>
        <h1>Dashboard</h1>
        <CreateClass />
      </>
    ),
  });
  const classes = createRoute({
    getParentRoute: () => root,
    path: '/educator/classes',
    staticData: { title: 'Classes' },
    component: () => <h1>Classes</h1>,
  });
  return createRouter({
    routeTree: root.addChildren([home, classes]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

const announcer = () => document.querySelector('[data-route-announcer]') as HTMLElement;

it('reads the new page title once per navigation, and nothing on the first load', async () => {
  const router = appWithTwoPages();
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Dashboard' });
  const region = announcer();
  expect(region.getAttribute('aria-live')).toBe('polite');
  expect(region.textContent).toBe('');

  // Focus stays on the navigation's link, which the new page keeps.
  const link = screen.getByRole('link', { name: 'Classes' });
  link.focus();
  await act(async () => {
    fireEvent.click(link);
  });
  await screen.findByRole('heading', { name: 'Classes' });
  await waitFor(() => expect(region.textContent).toBe('Classes · Sparked'));
  const announced = region.firstElementChild;

  expect(document.activeElement).toBe(link);

  // Only the hash changed (a place on the page): no new announcement.
  const nextPage = screen.getByRole('link', { name: 'Next page' });
  nextPage.focus();
  await act(async () => {
    fireEvent.click(nextPage);
  });
  await new Promise((done) => setTimeout(done, 50));
  expect(region.firstElementChild).toBe(announced);
});

it('moves focus to the new page heading when the pressed control went with the old page', async () => {
  const router = appWithTwoPages();
  render(<RouterProvider router={router} />);
  const create = await screen.findByRole('button', { name: 'Create class' });
  create.focus();
  await act(async () => {
    fireEvent.click(create);
  });
  const heading = await screen.findByRole('heading', { name: 'Classes' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  // The heading is read; the title is not read a second time.
  expect(announcer().textContent).toBe('');
});
