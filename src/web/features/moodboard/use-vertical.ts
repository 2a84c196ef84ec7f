import { useMediaQuery } from "@web/lib/use-media-query";

/** Below the md breakpoint the timeline runs top to bottom beside the stickers, so both fit one phone screen. */
const PHONE_QUERY = "(width < 48rem)";

/** Whether the moodboard is laid out for a phone (a vertical timeline). */
export function useVertical(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
