import { renderHook, waitFor } from '@testing-library/react';
import { RENDERED_LANGUAGE_ATTRIBUTE } from '@/domain/serverRendering';
import { useRenderInBatches } from './useRenderInBatches';

it('renders the first batch at once, then the rest a batch per task, and starts again for new items', async () => {
  const first = ['a', 'b', 'c', 'd', 'e'];
  const { result, rerender } = renderHook(({ items }) => useRenderInBatches(items, 2), {
    initialProps: { items: first },
  });
  expect(result.current).toEqual({ shown: ['a', 'b'], complete: false, held: false });
  await waitFor(() => expect(result.current).toEqual({ shown: first, complete: true, held: false }));

  const second = ['x', 'y', 'z'];
  rerender({ items: second });
  expect(result.current).toEqual({ shown: ['x', 'y'], complete: false, held: false });
  await waitFor(() => expect(result.current).toEqual({ shown: second, complete: true, held: false }));
});

it('stops at the limit, and goes on in batches once the limit is raised', async () => {
  const items = ['a', 'b', 'c', 'd', 'e'];
  const { result, rerender } = renderHook(({ limit }) => useRenderInBatches(items, 1, { limit }), {
    initialProps: { limit: 2 },
  });
  await waitFor(() => expect(result.current).toEqual({ shown: ['a', 'b'], complete: false, held: true }));
  // Held for good: no further batch comes.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(result.current.shown).toEqual(['a', 'b']);
  rerender({ limit: Infinity });
  expect(result.current).toEqual({ shown: ['a', 'b'], complete: false, held: false });
  await waitFor(() => expect(result.current).toEqual({ shown: items, complete: true, held: false }));
});

it('is complete at once when everything fits in the first batch', () => {
  const { result } = renderHook(() => useRenderInBatches([1], 2));
  expect(result.current).toEqual({ shown: [1], complete: true, held: false });
});

describe("over the server's HTML", () => {
  const root = document.createElement('div');
  root.id = 'root';
  beforeEach(() => {
    root.setAttribute(RENDERED_LANGUAGE_ATTRIBUTE, 'en');
    document.body.append(root);
  });
  afterEach(() => root.remove());

  it('renders every item at once by default, as the server did', () => {
    const { result } = renderHook(() => useRenderInBatches(['a', 'b', 'c'], 1));
    expect(result.current).toEqual({ shown: ['a', 'b', 'c'], complete: true, held: false });
  });

  it('renders the items the server rendered, then the rest in batches', async () => {
    const items = ['a', 'b', 'c', 'd'];
    const { result } = renderHook(() => useRenderInBatches(items, 1, { serverRendered: 2 }));
    expect(result.current).toEqual({ shown: ['a', 'b'], complete: false, held: false });
    root.removeAttribute(RENDERED_LANGUAGE_ATTRIBUTE); // hydration is over
    await waitFor(() => expect(result.current).toEqual({ shown: items, complete: true, held: false }));
  });
});
