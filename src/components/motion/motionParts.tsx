import { AnimatePresence, LazyMotion, m, MotionConfig, useReducedMotion, type Transition } from 'framer-motion';
import type { ComponentProps, ReactNode } from 'react';

const loadFeatures = () => import(/* webpackChunkName: "motion-features" */ './motionFeatures').then((r) => r.default);

const GENTLE: Transition = { duration: 0.25, ease: 'easeOut' };

/**
 * framer-motion's features, loaded on demand, and the visitor's motion preference: with
 * `prefers-reduced-motion: reduce` framer-motion animates no transform (`reducedMotion="user"`),
 * and the parts below neither start from nor leave to a hidden state, so opacity and height do
 * not change either: content is simply there, or gone.
 */
function MotionRoot({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user" transition={GENTLE}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}

/** A part's hidden state (where it arrives from, or leaves to), unless the visitor prefers reduced motion. */
function useHidden<T>(hidden: T): T | undefined {
  return useReducedMotion() ? undefined : hidden;
}

// The wrappers below exist only once motion has loaded: `data-motion` names them so (tests that compare pages).
function ArrivingBox({ children }: { children: ReactNode }) {
  return (
    <m.div data-motion="" initial={useHidden({ opacity: 0, y: 12 }) ?? false} animate={{ opacity: 1, y: 0 }}>
      {children}
    </m.div>
  );
}

/** Content that fades and rises into place (transform and opacity: nothing around it moves). */
export function Arriving({ children }: { children: ReactNode }) {
  return (
    <MotionRoot>
      <ArrivingBox>{children}</ArrivingBox>
    </MotionRoot>
  );
}

function ExpandingBox({ children }: { children: ReactNode }) {
  return (
    <m.div
      data-motion=""
      initial={useHidden({ height: 0, opacity: 0 }) ?? false}
      animate={{ height: 'auto', opacity: 1 }}
      style={{ overflow: 'hidden' }}
    >
      {children}
    </m.div>
  );
}

/** Content the driver asked to see, which opens to its height (the one size animation: user-initiated). */
export function Expanding({ children }: { children: ReactNode }) {
  return (
    <MotionRoot>
      <ExpandingBox>{children}</ExpandingBox>
    </MotionRoot>
  );
}

/** A list whose removed items finish leaving (LeavingItem) before they go. */
export function Presence({ children }: { children: ReactNode }) {
  return (
    <MotionRoot>
      <AnimatePresence initial={false}>{children}</AnimatePresence>
    </MotionRoot>
  );
}

/** What a list item takes from its owner (Chakra's `asChild` also passes its data attributes). */
export type ItemProps = Pick<ComponentProps<'li'>, 'className' | 'children'>;

/** A list item that fades and slides out when removed from its Presence list. */
export function LeavingItem(props: ItemProps) {
  return <m.li {...props} exit={useHidden({ opacity: 0, x: -24 })} />;
}
