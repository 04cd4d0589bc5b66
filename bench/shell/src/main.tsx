// The floor for Lighthouse: React and TanStack Router with two routes and nothing else, built and
// served the way the web app is (brotli copies, hashed assets), measured in the same run.
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const rootRoute = createRootRoute({
  component: () => (
    <>
      <header>
        <nav aria-label="Main">
          <Link to="/">Home</Link> <Link to="/about">About</Link>
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  ),
});
const home = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => (
    <>
      <h1>Welcome back!</h1>
      <p>Spend your points in the store, dress up your avatar or ask for help.</p>
    </>
  ),
});
const about = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about',
  component: () => <h1>About</h1>,
});
const router = createRouter({ routeTree: rootRoute.addChildren([home, about]) });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
