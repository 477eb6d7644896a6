import { lazy, type ComponentType } from 'react';

/**
 * React's `lazy`, except that a failed download is not remembered: the error reaches the route's
 * error boundary, and rendering the part again (its "Try again") imports the code again.
 */
export function retryableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const create = () =>
    lazy(() =>
      load().then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          current = create();
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
