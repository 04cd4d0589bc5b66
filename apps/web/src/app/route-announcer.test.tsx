import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { RouteAnnouncer } from './route-announcer';

afterEach(cleanup);

function appWithTwoPages() {
  const root = createRootRoute({
    component: () => (
      <>
        <Link to="/classes">Classes</Link>
        <Link to="/classes" search={{ page: 2 }}>
          Next page
        </Link>
        <Outlet />
        <RouteAnnouncer />
      </>
    ),
  });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    staticData: { title: 'Dashboard' },
    component: () => <h1>Dashboard</h1>,
  });
  const classes = createRoute({
    getParentRoute: () => root,
    path: '/classes',
    staticData: { title: 'Classes' },
    component: () => <h1>Classes</h1>,
  });
  return createRouter({
    routeTree: root.addChildren([home, classes]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

it('reads the new page title once per navigation, and nothing on the first load', async () => {
  const router = appWithTwoPages();
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Dashboard' });
  const region = screen.getByRole('status');
  expect(region.getAttribute('aria-live')).toBe('polite');
  expect(region.textContent).toBe('');

  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Classes' }));
  });
  await screen.findByRole('heading', { name: 'Classes' });
  expect(region.textContent).toBe('Classes · Sparked');
  const announced = region.firstElementChild;

  // Only the search changed (a filter, a page of a list): no new announcement.
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
  });
  expect(region.firstElementChild).toBe(announced);
});
