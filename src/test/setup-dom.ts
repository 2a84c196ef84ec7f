import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { onlineManager } from "@tanstack/react-query";
import { afterEach } from "vitest";
import { queryClient } from "@web/lib/query";

// The web project shares one jsdom and the app's modules between the test files of a worker (isolate: false in
// vitest.config.ts), so what a test leaves in them is cleared here: the page, storage, the query cache.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = "";
  queryClient.clear();
  // A test that sent an "offline" event leaves TanStack Query offline, pausing every later test's mutations.
  onlineManager.setOnline(true);
});

// jsdom lacks these browser APIs that components use.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
