import { Box } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { PartDownloadBoundary } from './PartDownloadBoundary';
import { retryableLazy } from './retryableLazy';

/**
 * How far below the viewport loading starts: a small head start so the part is usually ready when
 * scrolled to, small enough that sections below the fold stay out of the first download.
 */
const PRELOAD_MARGIN = '100px';

/**
 * Loads a below-the-fold part only when it comes near the viewport, keeping its code (and its
 * libraries) out of the first download. `minHeight` reserves its space so nothing jumps. A failed
 * download is said in place, with a retry, and the page stays.
 */
export function lazyWhenVisible(load: () => Promise<ComponentType>, minHeight: string) {
  const Part = retryableLazy(load);
  return function LazyPart() {
    const anchor = useRef<HTMLDivElement>(null);
    const [visible, setVisible] = useState(false);
    useEffect(() => {
      const element = anchor.current;
      if (!element || visible) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
        },
        { rootMargin: PRELOAD_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [visible]);
    return (
      <Box ref={anchor} minHeight={minHeight}>
        {visible && (
          <PartDownloadBoundary>
            <Suspense fallback={null}>
              <Part />
            </Suspense>
          </PartDownloadBoundary>
        )}
      </Box>
    );
  };
}
