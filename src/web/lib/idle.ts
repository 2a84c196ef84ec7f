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

/**
 * Runs `callback` once the browser has painted the current frame (a task queued from the frame's animation
 * callback runs after its paint). Returns the cancel, so an effect can return it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
