import { useCallback, useSyncExternalStore } from "react";
import { writeRaw } from "./storage";

export type Theme = "light" | "dark";

/** Stored under `theme` as `dark` or `light`; until the user chooses, the system preference applies. */
export const THEME_KEY = "theme";

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

const listeners = new Set<() => void>();

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  listeners.forEach((listener) => listener());
}

export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentTheme,
    () => "light" as Theme,
  );
  const toggle = useCallback(() => {
    const next: Theme = currentTheme() === "dark" ? "light" : "dark";
    writeRaw(THEME_KEY, next);
    applyTheme(next);
  }, []);
  return [theme, toggle];
}
