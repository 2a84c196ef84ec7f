/** localStorage that never throws (private mode, quota, disabled storage) and validates what it reads. */
export function readStored<T>(key: string, parse: (value: unknown) => T | undefined, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    return parse(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the screen still works, it just forgets on reload.
  }
}

/** Raw string values, for keys whose format is fixed by the product rules (`theme`, `isAuth`). */
export function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // ignore
  }
}
