import { lazy, type ComponentType } from 'react';

/** How to forget each failed download, until a "Try again" asks for them again. */
const failed = new Set<() => void>();

/** Called by "Try again" before rendering again: each part whose code failed will import it again. */
export function retryFailedDownloads(): void {
  for (const forget of failed) forget();
  failed.clear();
}

/**
 * React's `lazy`, except that a failed download is not remembered for good: the error reaches the
 * nearest error boundary (the rejected part keeps failing until then), and after
 * `retryFailedDownloads()` rendering the part imports its code again.
 */
export function retryableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const create = () =>
    lazy(() =>
      load().then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          failed.add(() => (current = create()));
          throw error;
        },
      ),
    );
  let current = create();
  return function RetryableLazy(props: Props) {
    const Current = current;
    return <Current {...props} />;
  };
}
