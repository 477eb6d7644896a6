import { renderHook, waitFor } from '@testing-library/react';
import { RENDERED_LANGUAGE_ATTRIBUTE } from '@/domain/serverRendering';
import { useRenderInBatches } from './useRenderInBatches';

it('renders the first batch at once, then the rest a batch per task, and starts again for new items', async () => {
  const first = ['a', 'b', 'c', 'd', 'e'];
  const { result, rerender } = renderHook(({ items }) => useRenderInBatches(items, 2), { initialProps: { items: first } });
  expect(result.current).toEqual({ shown: ['a', 'b'], complete: false });
  await waitFor(() => expect(result.current).toEqual({ shown: first, complete: true }));

  const second = ['x', 'y', 'z'];
  rerender({ items: second });
  expect(result.current).toEqual({ shown: ['x', 'y'], complete: false });
  await waitFor(() => expect(result.current).toEqual({ shown: second, complete: true }));
});

it('is complete at once when everything fits in the first batch', () => {
  const { result } = renderHook(() => useRenderInBatches([1], 2));
  expect(result.current).toEqual({ shown: [1], complete: true });
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
    expect(result.current).toEqual({ shown: ['a', 'b', 'c'], complete: true });
  });

  it('renders the items the server rendered, then the rest in batches', async () => {
    const items = ['a', 'b', 'c', 'd'];
    const { result } = renderHook(() => useRenderInBatches(items, 1, 2));
    expect(result.current).toEqual({ shown: ['a', 'b'], complete: false });
    root.removeAttribute(RENDERED_LANGUAGE_ATTRIBUTE); // hydration is over
    await waitFor(() => expect(result.current).toEqual({ shown: items, complete: true }));
  });
});
