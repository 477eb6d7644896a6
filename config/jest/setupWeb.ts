import '@testing-library/jest-dom';
import { act } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';

// jsdom lacks these; Chakra's components (Zag machines) call them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
// Zag's checkbox and switch build PointerEvents when they lose focus.
globalThis.PointerEvent ??= class PointerEvent extends MouseEvent {} as unknown as typeof PointerEvent;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => window.localStorage.clear());

// Toasts live in a module-level store: start every test without the previous test's toasts.
afterEach(() => act(() => toaster.remove()));
