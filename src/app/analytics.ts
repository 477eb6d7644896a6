/**
 * Analytics (spec §9): starts on the visitor's first mouse move or touch, and does nothing at all
 * without a measurement id. Loading is deferred so it never competes with the first paint.
 */
const START_EVENTS = ['mousemove', 'touchstart'] as const;

export function setupAnalytics(measurementId: string, doc: Document = document): void {
  if (!measurementId) return;
  const start = () => {
    START_EVENTS.forEach((type) => doc.removeEventListener(type, start));
    const script = doc.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    script.dataset.analytics = 'gtag';
    doc.head.appendChild(script);
  };
  START_EVENTS.forEach((type) => doc.addEventListener(type, start, { once: true, passive: true }));
}
