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

it("renders every item at once over the server's HTML, which has them all", () => {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(RENDERED_LANGUAGE_ATTRIBUTE, 'en');
  document.body.append(root);
  try {
    const { result } = renderHook(() => useRenderInBatches(['a', 'b', 'c'], 1));
    expect(result.current).toEqual({ shown: ['a', 'b', 'c'], complete: true });
  } finally {
    root.remove();
  }
});
