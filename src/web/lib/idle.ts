/**
 * Runs `callback` when the browser is first idle (at the latest after 2 s; after 0.5 s where there is no
 * requestIdleCallback, as in Safari). For work that should not compete with a page's first render: returns
 * the cancel, so an effect can return it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = window.setTimeout(callback, 500);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(callback, { timeout: 2000 });
  return () => window.cancelIdleCallback(idle);
}
