/** jsdom lacks a few browser APIs that Ant Design reads; tests import this first. */
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  // Layout does not happen in jsdom, so there is never a size change to report.
  class NoResize {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResize });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoResize });
}

export {};
