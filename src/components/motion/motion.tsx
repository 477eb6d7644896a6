import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ItemProps } from './motionParts';

// framer-motion only matters for changes after the first paint, and no page's first download may
// grow: the motion parts load once the visitor first interacts with the page. Until then (and
// without them) the same content renders without motion.
const loadParts = () => import(/* webpackChunkName: "motion" */ './motionParts');
type MotionParts = Awaited<ReturnType<typeof loadParts>>;

let parts: MotionParts | null = null;
let requested = false;

const INTERACTIONS = ['pointerover', 'pointerdown', 'keydown', 'focusin', 'scroll'] as const;

function loadOnFirstInteraction() {
  if (requested) return;
  requested = true;
  const load = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, load, true);
    void loadParts().then(
      (loaded) => (parts = loaded),
      // A failed download leaves the page without motion; the next interaction tries again.
      () => (requested = false),
    );
  };
  for (const type of INTERACTIONS) window.addEventListener(type, load, { capture: true, passive: true });
}

/** For a component whose content may change with motion later: the motion parts load on the page's first interaction. */
export function useMotionOnInteraction(): void {
  useEffect(loadOnFirstInteraction, []);
}

/**
 * The motion parts if they were loaded when the calling component mounted: a component keeps its
 * element type for its life (changing it would mount its content anew).
 */
function useMotionParts(): MotionParts | null {
  const [mounted] = useState(() => parts);
  useMotionOnInteraction();
  return mounted;
}

/** Content arriving after the page's first paint (more cars, a panel opened) fades and rises into place. */
export function Arrival({ children }: { children: ReactNode }) {
  const motion = useMotionParts();
  return motion ? <motion.Arriving>{children}</motion.Arriving> : children;
}

/** Content the driver opens (a price breakdown) expands to its height. */
export function Expansion({ children }: { children: ReactNode }) {
  const motion = useMotionParts();
  return motion ? <motion.Expanding>{children}</motion.Expanding> : children;
}

const ListMotion = createContext<MotionParts | null>(null);

/** A list's items (LeavingItem), keyed: one that is removed (deleted) leaves with motion. */
export function LeavingList({ children }: { children: ReactNode }) {
  const motion = useMotionParts();
  return motion ? (
    <ListMotion.Provider value={motion}>
      <motion.Presence>{children}</motion.Presence>
    </ListMotion.Provider>
  ) : (
    children
  );
}

/** An `<li>` of a LeavingList. */
export function LeavingItem(props: ItemProps) {
  const motion = useContext(ListMotion);
  return motion ? <motion.LeavingItem {...props} /> : <li {...props} />;
}
