import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { Plan } from "@shared/plan";
import type { LiveChange, LivePerson } from "@shared/schemas/live";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { itineraryQuery } from "@web/lib/itineraries";
import { mergePlans, takeMine, type MergeConflict } from "./plan-merge";
import type { useAutosave } from "./use-autosave";
import { useTripLive } from "./use-trip-live";

/** The pause before reading the trip again after a failed read. */
const RETRY_READ_MS = 5_000;
/** How long the stops another member just changed stay marked, and the page says who changed the trip. */
const ARRIVED_MS = 4_000;

/** Someone else's change met edits made here on the same stops: theirs was kept; the traveller may take theirs back. */
export interface LiveConflict {
  by: string;
  conflicts: MergeConflict[];
  /** The plan as it was here, for `keepMine`. */
  mine: Plan;
}

interface Options {
  userId: string;
  tripId: string;
  plan: Plan;
  day: number | null;
  autosave: ReturnType<typeof useAutosave>;
  /** The plan to show now (merged, or the server's), with the trip as saved: a fresh start of the history. */
  onMerged: (detail: ItineraryDetail & { plan: Plan }, present: Plan) => void;
  /** What this traveller may do with the trip changed: load it again. */
  onAccess: () => void;
  /** A conflict met when the edits kept in this browser were merged on opening the trip. */
  restoredConflict?: LiveConflict;
}

/**
 * Others' changes come into the trip being edited here (decision 1130). When the server is ahead (a change
 * announced live, a version seen on reconnecting, or a save refused as stale), the trip is read again and
 * merged with the edits not yet saved here (plan-merge.ts): they then save on the new version. Conflicts keep the
 * saved version and are offered back (`keepMine`).
 */
export function useLiveEdits({ userId, tripId, plan, day, autosave, onMerged, onAccess, restoredConflict }: Options) {
  const queryClient = useQueryClient();
  const [serverVersion, setServerVersion] = useState(0);
  // One read at a time; each read's end runs the effect again, for a change that came in meanwhile.
  const reading = useRef(false);
  const [reads, setReads] = useState(0);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState("");
  const [conflict, setConflict] = useState<LiveConflict | null>(restoredConflict ?? null);
  const changes = useRef<LiveChange[]>([]);
  // The latest plan, base and callback when the trip arrives (an edit may come in while it is read).
  const latest = useRef({ plan, autosave, onMerged });
  useEffect(() => {
    latest.current = { plan, autosave, onMerged };
  });

  const others: LivePerson[] = useTripLive({
    tripId,
    day,
    onVersion: (version, change) => {
      if (change) changes.current = [...changes.current.slice(-99), change];
      setServerVersion((known) => Math.max(known, version));
    },
    onAccess,
  });

  const status = autosave.state.status;
  const { version } = autosave;
  useEffect(() => {
    const behind = serverVersion > version || status === "conflict";
    if (!behind || reading.current || status === "saving") return;
    reading.current = true;
    queryClient
      .fetchQuery({ ...itineraryQuery(userId, tripId), staleTime: 0 })
      .then((detail) => {
        const { plan: present, autosave: now, onMerged: show } = latest.current;
        if (!detail.plan || detail.version <= now.version) return false;
        const theirs = { ...detail, plan: detail.plan };
        const news = changes.current.filter((change) => change.version > now.version && change.version <= detail.version);
        changes.current = changes.current.filter((change) => change.version > detail.version);
        const names = [...new Set(news.map((change) => change.by.name))];
        const merged =
          present === now.basePlan ? { plan: theirs.plan, conflicts: [] } : mergePlans(now.basePlan, present, theirs.plan);
        now.adopt(theirs);
        show(theirs, merged.plan);
        setServerVersion((known) => Math.max(known, detail.version));
        setConflict(
          merged.conflicts.length ? { by: names.join(", ") || "Someone", conflicts: merged.conflicts, mine: present } : null,
        );
        setArrived(new Set(news.flatMap((change) => change.items)));
        setAnnouncement(`${names.length ? names.join(" and ") : "Someone"} changed the trip.`);
        return true;
      })
      .then(
        (adopted) => {
          reading.current = false;
          // Read again if a change came in meanwhile; a read that found nothing newer waits for the next change.
          if (adopted) setReads((n) => n + 1);
        },
        () => {
          reading.current = false;
          // A failed read (offline, the server restarting) is tried again after a pause, not at once.
          setTimeout(() => setReads((n) => n + 1), RETRY_READ_MS);
        },
      );
  }, [serverVersion, version, reads, status, queryClient, userId, tripId]);

  useEffect(() => {
    if (arrived.size === 0) return;
    const timer = setTimeout(() => {
      setArrived(new Set());
      setAnnouncement("");
    }, ARRIVED_MS);
    return () => clearTimeout(timer);
  }, [arrived]);

  return {
    others,
    arrived,
    announcement,
    conflict,
    /** The conflicting stops as they were here: an edit like any other, saved and undoable. */
    keepMine: (current: Plan) => {
      if (!conflict) return current;
      setConflict(null);
      return takeMine(current, conflict.mine, conflict.conflicts);
    },
    keepTheirs: () => setConflict(null),
  };
}
