import { useSyncExternalStore } from "react";

/** Below the md breakpoint the timeline runs top to bottom beside the stickers, so both fit one phone screen. */
const PHONE_QUERY = "(width < 48rem)";
function subscribePhone(onChange: () => void) {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}
const isPhone = () => window.matchMedia?.(PHONE_QUERY).matches ?? false;

/** Whether the moodboard is laid out for a phone (a vertical timeline). */
export function useVertical(): boolean {
  return useSyncExternalStore(subscribePhone, isPhone, () => false);
}
