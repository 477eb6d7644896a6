import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';

// findBy/waitFor give up after 1 s by default: too short for a debounce plus a render on a busy
// 2-core CI machine. The assertions are unchanged; they only get longer to come true.
configure({ asyncUtilTimeout: 5000 });

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
