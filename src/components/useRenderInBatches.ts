import { startTransition, useEffect, useState } from 'react';
import { hydrating } from './useHydrated';

interface BatchOptions {
  /**
   * Items in the server's HTML (all by default): hydration adopts exactly those, the rest follow
   * in batches. Items added below a page already painted push what follows them down, so a caller
   * lowering it must keep more than a screen's worth.
   */
  serverRendered?: number;
  /** Items not to go beyond for now (all by default); raising it renders the next ones. */
  limit?: number;
}

/**
 * The part of `items` to render now: the first `batch` at once, then `batch` more in each
 * following task, each a transition, up to `limit`. A long list of rich items rendered and
 * committed in one go blocks the main thread (and the driver's input) for its whole length; in
 * batches every task stays short and the first items appear sooner. A new `items` array starts
 * again from the top; pass a stable empty array rather than a new one each render. `held` says
 * that the limit, not the end of the items, stopped the batches.
 */
export function useRenderInBatches<T>(
  items: readonly T[],
  batch: number,
  { serverRendered = Infinity, limit = Infinity }: BatchOptions = {},
): { shown: readonly T[]; complete: boolean; held: boolean } {
  const [progress, setProgress] = useState(() => ({ items, count: hydrating() ? serverRendered : batch }));
  let count = progress.count;
  if (progress.items !== items) {
    count = batch;
    setProgress({ items, count });
  }
  const complete = count >= items.length;
  const held = !complete && count >= limit;
  useEffect(() => {
    if (complete || held) return;
    const timer = setTimeout(
      () =>
        startTransition(() =>
          setProgress((current) => (current.items === items ? { items, count: current.count + batch } : current)),
        ),
      0,
    );
    return () => clearTimeout(timer);
  }, [complete, held, count, items, batch]);
  return { shown: complete ? items : items.slice(0, Math.min(count, limit)), complete, held };
}
