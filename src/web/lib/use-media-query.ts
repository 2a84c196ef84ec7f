import { useSyncExternalStore } from "react";

/** Whether the window matches a CSS media query now, following it as the window is resized. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener("change", changed);
      return () => list?.removeEventListener("change", changed);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
