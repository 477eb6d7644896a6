import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { inReplayFrame } from '@/api/readOnly';
import { NotFound } from '@/components/NotFound';
import { retryableLazy } from '@/components/retryableLazy';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { RequireSignIn } from '@/features/auth/RequireSignIn';
import { authRouteTitles } from '@/features/auth/routeTitles';
import { bookingsRouteTitles } from '@/features/bookings/routeTitles';
import { carsRouteTitles } from '@/features/cars/routeTitles';
import { checkoutRouteTitles } from '@/features/checkout/routeTitles';
import { infoRouteTitles } from '@/features/info/routeTitles';
import { notificationsRouteTitles } from '@/features/notifications/routeTitles';
import { settingsRouteTitles } from '@/features/settings/routeTitles';
import { supportRouteTitles } from '@/features/support/routeTitles';
import { AppLayout, type RouteHandle } from './layout/AppLayout';
import { LoadingBar } from './layout/LoadingBar';
import { RouteError } from './layout/RouteError';
import { navMessages } from './layout/navigation';

/**
 * A page's code, fetched on its first visit. The router remembers a failed `lazy` for good, so a
 * failed download gives a component that downloads again when rendered: its error reaches
 * RouteError, whose "Try again" renders it again.
 */
function lazyPage(load: () => Promise<React.ComponentType>): RouteObject['lazy'] {
  return async () => {
    try {
      return { Component: await load() };
    } catch {
      return { Component: retryableLazy(load) };
    }
  };
}

/** A lazily loaded page (each route's code is its own chunk) whose failures keep the layout. */
function page(path: string, title: RouteHandle['title'], load: () => Promise<React.ComponentType>): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: lazyPage(load), ErrorBoundary: RouteError };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: () => <LoadingBar forceVisible />,
    children: [
      {
        index: true,
        handle: { title: carsRouteTitles.home } satisfies RouteHandle,
        lazy: lazyPage(() => import('@/features/cars/pages/HomePage').then((m) => m.HomePage)),
        ErrorBoundary: RouteError,
      },
      page(paths.locations, carsRouteTitles.locations, () =>
        import('@/features/cars/pages/LocationsPage').then((m) => m.LocationsPage),
      ),
      ...(env.hideSuppliers
        ? []
        : [
            page(paths.suppliers, carsRouteTitles.suppliers, () =>
              import('@/features/cars/pages/SuppliersPage').then((m) => m.SuppliersPage),
            ),
          ]),
      page(paths.search, carsRouteTitles.search, () =>
        import('@/features/cars/pages/SearchPage').then((m) => m.SearchPage),
      ),
      page(paths.about, infoRouteTitles.about, () =>
        import('@/features/info/pages/AboutPage').then((m) => m.AboutPage),
      ),
      page(paths.tos, infoRouteTitles.tos, () => import('@/features/info/pages/TermsPage').then((m) => m.TermsPage)),
      page(paths.privacy, infoRouteTitles.privacy, () =>
        import('@/features/info/pages/PrivacyPage').then((m) => m.PrivacyPage),
      ),
      page(paths.cookiePolicy, infoRouteTitles.cookiePolicy, () =>
        import('@/features/info/pages/CookiePolicyPage').then((m) => m.CookiePolicyPage),
      ),
      page(paths.faq, infoRouteTitles.faq, () => import('@/features/info/pages/FaqPage').then((m) => m.FaqPage)),
      page(paths.contact, infoRouteTitles.contact, () =>
        import('@/features/info/pages/ContactPage').then((m) => m.ContactPage),
      ),
      page(paths.signIn, authRouteTitles.signIn, () =>
        import('@/features/auth/pages/SignInPage').then((m) => m.SignInPage),
      ),
      page(paths.signUp, authRouteTitles.signUp, () =>
        import('@/features/auth/pages/SignUpPage').then((m) => m.SignUpPage),
      ),
      page(paths.activate, authRouteTitles.activate, () =>
        import('@/features/auth/pages/SetPasswordPage').then((m) => m.ActivatePage),
      ),
      page(paths.resetPassword, authRouteTitles.resetPassword, () =>
        import('@/features/auth/pages/SetPasswordPage').then((m) => m.ResetPasswordPage),
      ),
      page(paths.forgotPassword, authRouteTitles.forgotPassword, () =>
        import('@/features/auth/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
      ),
      // Pages that need an account: visitors go to /sign-in?from=… and come back afterwards.
      {
        element: <RequireSignIn />,
        children: [
          page(paths.settings, settingsRouteTitles.settings, () =>
            import('@/features/settings/pages/SettingsPage').then((m) => m.SettingsPage),
          ),
          page(paths.changePassword, settingsRouteTitles.changePassword, () =>
            import('@/features/settings/pages/ChangePasswordPage').then((m) => m.ChangePasswordPage),
          ),
          page(paths.bookings, bookingsRouteTitles.bookings, () =>
            import('@/features/bookings/pages/BookingsPage').then((m) => m.BookingsPage),
          ),
          page(paths.booking, bookingsRouteTitles.booking, () =>
            import('@/features/bookings/pages/BookingPage').then((m) => m.BookingPage),
          ),
          page(paths.notifications, notificationsRouteTitles.notifications, () =>
            import('@/features/notifications/pages/NotificationsPage').then((m) => m.NotificationsPage),
          ),
        ],
      },
      page(paths.checkout, checkoutRouteTitles.checkout, () =>
        import('@/features/checkout/pages/CheckoutPage').then((m) => m.CheckoutPage),
      ),
      page(paths.checkoutSession, checkoutRouteTitles.session, () =>
        import('@/features/checkout/pages/CheckoutSessionPage').then((m) => m.CheckoutSessionPage),
      ),
      page(paths.supportReplay, supportRouteTitles.replay, () =>
        import('@/features/support/pages/ReplayPage').then((m) => m.ReplayPage),
      ),
      // The replay page's frame until its first step arrives (see FrameReplayListener).
      {
        path: paths.supportReplayFrame,
        element: <LoadingBar forceVisible />,
        handle: { title: supportRouteTitles.replay } satisfies RouteHandle,
      },
      {
        path: '*',
        element: <NotFound />,
        handle: { title: navMessages.notFound } satisfies RouteHandle,
        ErrorBoundary: RouteError,
      },
    ],
  },
];

/**
 * Gives the tab's current history entry a key of its own, as React Router's in-app navigations
 * do. A page loaded by its address (a typed URL, an e-mail's link, a link that reloads) has none,
 * and React Router calls every such entry "default": ScrollRestoration then opened /about at the
 * position saved for the previous page loaded that way (its footer). With a key, a new document
 * starts at its top, while a reload or Back to it still finds the position the driver left.
 */
function keyHistoryEntry() {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'key' in state && state.key) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...(state && typeof state === 'object' ? state : {}), key }, '');
}

export function createAppRouter() {
  // The replay page's frame keeps its address (and so its seal, see readOnly.ts) even if reloaded:
  // the replayed pages are shown in memory.
  if (inReplayFrame) return createMemoryRouter(routes, { initialEntries: [paths.supportReplayFrame] });
  keyHistoryEntry();
  return createBrowserRouter(routes);
}
