import { renderHook, waitFor } from '@testing-library/react';
import { RENDERED_LANGUAGE_ATTRIBUTE } from '@/domain/serverRendering';
import { useHydrated } from './useHydrated';

afterEach(() => document.getElementById('root')?.remove());

it('is true at once when there is no server HTML to adopt', () => {
  const { result } = renderHook(() => useHydrated());
  expect(result.current).toBe(true);
});

it("is false for the first render over the server's HTML, then true", async () => {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(RENDERED_LANGUAGE_ATTRIBUTE, 'en');
  document.body.append(root);
  const seen: boolean[] = [];
  const { result } = renderHook(() => {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return hydrated;
  });
  await waitFor(() => expect(result.current).toBe(true));
  expect(seen[0]).toBe(false);
});
