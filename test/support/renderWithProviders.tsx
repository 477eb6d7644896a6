import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { routes as appRoutes } from '@/app/router';
import { setupStore, type AppStore, type RootState } from '@/app/store';

interface Options {
  /** The URL to start at. */
  path?: string;
  preloadedState?: Partial<RootState>;
  routes?: RouteObject[];
  /** What start-up does with the store before the first render (src/index.tsx), e.g. a prefetch. */
  beforeRender?: (store: AppStore) => void;
}

/** Renders the app's real routes with a fresh store, real intl and theme, at a given URL. */
export function renderWithProviders({ path = '/', preloadedState, routes = appRoutes, beforeRender }: Options = {}) {
  const store = setupStore(preloadedState);
  beforeRender?.(store);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user, ...utils };
}
