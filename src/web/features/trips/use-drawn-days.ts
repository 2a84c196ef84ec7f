import { startTransition, useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { afterNextPaint } from "@web/lib/idle";

/** The trip pages' hooks waiting to draw every day at once (normally one). */
const drawAllListeners = new Set<() => void>();

/**
 * Draws every day now, before the caller measures or scrolls: a day chip's jump needs the days above its target
 * at their real height, or the target would move under the scroll.
 */
export function drawAllDays(): void {
  drawAllListeners.forEach((drawAll) => drawAll());
}

/**
 * How many of a trip's days are drawn in full: none in the editor's first commit, then one more after each
 * paint, so that no commit does more than one day's work and no task blocks the page for long
 * (docs/performance.md). Until then a day is its heading and a block of its likely height; what follows the
 * days waits for the last one. Printing and a day chip's jump draw them all first (drawAllDays).
 */
export function useDrawnDays(total: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn >= total) return;
    return afterNextPaint(() => startTransition(() => setDrawn((n) => n + 1)));
  }, [drawn, total]);
  const drawAll = useCallback(() => flushSync(() => setDrawn((n) => Math.max(n, total))), [total]);
  useEffect(() => {
    drawAllListeners.add(drawAll);
    window.addEventListener("beforeprint", drawAll);
    return () => {
      drawAllListeners.delete(drawAll);
      window.removeEventListener("beforeprint", drawAll);
    };
  }, [drawAll]);
  return Math.min(drawn, total);
}
