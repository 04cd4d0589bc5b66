import './app/zod-jitless';
import '@sparked/design-tokens/fonts';
import '@sparked/design-tokens/global.css';
import { isWorthRetrying } from '@sparked/features/api-client';
import {
  activateLocale,
  type LoadCatalogue,
  LocaleProvider,
  startingLocale,
} from '@sparked/features/locale';
import {
  createSession,
  hasSessionHint,
  SessionProvider,
  storageOrMemory,
} from '@sparked/features/session';
import { ThemeProvider } from '@sparked/features/theme';
import { DialogProvider } from '@sparked/ui/dialog-provider';
import { ToastProvider } from '@sparked/ui/toast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { clearCacheOnAccountChange } from './app/account-cache';
import { apiBaseUrls } from './app/api-base-urls';
import { takeEarlyAnswers } from './app/early-restore';
import { firstPageLoaded } from './app/first-page';
import { installNavigationEffects } from './app/navigation-effects';
import { loadPageTitles } from './app/page-title';
import { signInLocation } from './app/sign-in-redirect';
import { cacheWebFontForNextVisit } from './app/web-font';
import { createAppRouter } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: isWorthRetrying },
  },
});

const session = createSession({
  baseUrls: apiBaseUrls,
  // The restore index.html started while this code downloaded, if it started one (decision 0043).
  earlyAnswers: takeEarlyAnswers(),
  // A refresh failed mid-request: log out and go to the sign-in host (spec §4 "Request flow").
  onAuthFailure: async () => {
    const { href, external } = await signInLocation(
      session,
      window.location.pathname + window.location.search,
    );
    if (external) window.location.assign(href);
    else await router.navigate({ href, replace: true });
  },
});

clearCacheOnAccountChange(session, queryClient);
const router = createAppRouter({ queryClient, session });
installNavigationEffects(router, session);
cacheWebFontForNextVisit();

// Each language's catalogue is a chunk of its own, fetched only by those who read it (decision
// 0045); English, the source, is in the code.
const catalogues = {
  fil: () => import('./locales/fil.po'),
  'en-XA': () => import('./locales/en-XA.po'),
} satisfies Record<Parameters<LoadCatalogue>[0], () => ReturnType<LoadCatalogue>>;
// The page titles' translations come with the language (app/page-title.ts).
const loadCatalogue: LoadCatalogue = async (locale) =>
  (await Promise.all([catalogues[locale](), loadPageTitles()]))[0];
const startingLanguage = activateLocale(
  startingLocale(
    storageOrMemory(() => globalThis.localStorage),
    navigator.languages,
  ),
  loadCatalogue,
);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A transition: React renders the first page in slices and yields between them, so a slow phone's
// main thread is never blocked for long (Total Blocking Time) while the app starts.
const signedIn = session.getTokens() !== null || hasSessionHint();
void Promise.all([firstPageLoaded(router, { signedIn }), startingLanguage]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <SessionProvider session={session}>
            <LocaleProvider load={loadCatalogue}>
              <ThemeProvider client={session.client}>
                <ToastProvider>
                  <DialogProvider>
                    <RouterProvider router={router} />
                  </DialogProvider>
                </ToastProvider>
              </ThemeProvider>
            </LocaleProvider>
          </SessionProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  ),
);
