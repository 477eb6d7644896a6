import { startTransition, useEffect, useState } from 'react';
import { hydrating } from './useHydrated';

/**
 * The part of `items` to render now: the first `batch` at once, then `batch` more in each
 * following task, each a transition. A long list of rich items rendered and committed in one go
 * blocks the main thread (and the driver's input) for its whole length; in batches every task
 * stays short and the first items appear sooner. A new `items` array starts again from the top;
 * pass a stable empty array rather than a new one each render. The server renders the first
 * `serverRendered` items (all by default) and hydration adopts exactly those; the rest follow in
 * batches. Items added below a page already painted push what follows them down, so a caller
 * lowering `serverRendered` must keep more than a screen's worth.
 */
export function useRenderInBatches<T>(items: readonly T[], batch: number, serverRendered = Infinity): { shown: readonly T[]; complete: boolean } {
  const [progress, setProgress] = useState(() => ({ items, count: hydrating() ? serverRendered : batch }));
  let count = progress.count;
  if (progress.items !== items) {
    count = batch;
    setProgress({ items, count });
  }
  const complete = count >= items.length;
  useEffect(() => {
    if (complete) return;
    const timer = setTimeout(() => startTransition(() => setProgress((current) => (current.items === items ? { items, count: current.count + batch } : current))), 0);
    return () => clearTimeout(timer);
  }, [complete, count, items, batch]);
  return { shown: complete ? items : items.slice(0, count), complete };
}
