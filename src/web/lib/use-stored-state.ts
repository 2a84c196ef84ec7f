import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { readStored, writeStored } from "./storage";

/**
 * State kept in localStorage under `key`, so a reload keeps it. What is read back goes through `parse`
 * (undefined = invalid), so corrupted storage falls back to `fallback`. Returns the state, its setter
 * and a reset to `fallback`.
 */
export function useStoredState<T>(
  key: string,
  parse: (value: unknown) => T | undefined,
  fallback: T,
): [T, Dispatch<SetStateAction<T>>, () => void] {
  const [value, setValue] = useState<T>(() => readStored(key, parse, fallback));
  useEffect(() => {
    writeStored(key, value);
  }, [key, value]);
  const reset = useCallback(() => setValue(fallback), [fallback]);
  return [value, setValue, reset];
}
