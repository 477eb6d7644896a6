import { screen } from '@testing-library/react';
import { renderWithProviders } from '@test/support/renderWithProviders';
import type * as EnvModule from '@/config/env';

// A deployment with MINIMUM_AGE=25 (the build's configuration; the default is 18).
jest.mock('@/config/env', () => {
  const actual = jest.requireActual<typeof EnvModule>('@/config/env');
  return { ...actual, env: { ...actual.env, minimumAge: 25 } };
});

it.each([
  ['en', 'be at least 25 years old'],
  ['fr', 'avoir au moins 25 ans'],
  ['es', 'tener al menos 25 años'],
] as const)('states the configured minimum driver age (%s)', async (language, requirement) => {
  renderWithProviders({ path: '/tos', preloadedState: { preferences: { language, currency: 'EUR' } } });
  expect(await screen.findByText(new RegExp(requirement))).toBeInTheDocument();
  expect(screen.queryByText(/\b18\b/)).not.toBeInTheDocument();
});
