import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { LiveChange, LiveEvent, LivePerson } from "@shared/schemas/live";
import { whenIdle } from "@web/lib/idle";
import { costsQuery, liveStreamPath, sayWhereIAm } from "./api";

/** After a drop that EventSource does not retry (an error answer), the stream is opened again after this. */
const REOPEN_MS = 10_000;
/** A pause after scrolling before the others are told which day this page shows. */
const PRESENCE_DELAY_MS = 800;

interface Options {
  tripId: string;
  /** The day in view, said to the others. */
  day: number | null;
  /** The trip is at `version` on the server now (on every (re)connection), or `change` was just saved there. */
  onVersion: (version: number, change?: LiveChange) => void;
  /** What this traveller may do with the trip changed (removed, another role, deleted): read it again. */
  onAccess: () => void;
}

/**
 * The trip kept live (decision 1130): others' changes as they are saved, and who else has the trip open (their
 * pages, not this one); a change of the trip's costs reads them again (the Costs tab, now or when it opens).
 * Where the browser has no EventSource, nothing is live and the page works as before.
 */
export function useTripLive({ tripId, day, onVersion, onAccess }: Options): LivePerson[] {
  const queryClient = useQueryClient();
  const [others, setOthers] = useState<LivePerson[]>([]);
  const [connection, setConnection] = useState<string | null>(null);
  const [opened, setOpened] = useState(0);
  const handlers = useRef({ onVersion, onAccess });
  const connectedBefore = useRef(false);
  useEffect(() => {
    handlers.current = { onVersion, onAccess };
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    // Opened once the page is idle: the trip is drawn first, and the stream is no part of its first paint.
    const cancelIdle = whenIdle(() => {
      const stream = new EventSource(liveStreamPath(tripId));
      source = stream;
      let mine: string | null = null;
      const on = <E extends LiveEvent["event"]>(event: E, handle: (data: Extract<LiveEvent, { event: E }>["data"]) => void) =>
        stream.addEventListener(event, (message) => handle(JSON.parse((message as MessageEvent<string>).data) as never));
      const readCostsAgain = () => void queryClient.invalidateQueries({ queryKey: costsQuery(tripId).queryKey, exact: true });
      on("hello", ({ connection: id, version }) => {
        mine = id;
        setConnection(id);
        handlers.current.onVersion(version);
        // Costs may have changed while the stream was down (no version says so): read them again on reconnecting.
        if (connectedBefore.current) readCostsAgain();
        connectedBefore.current = true;
      });
      on("presence", ({ people }) => setOthers(people.filter((person) => person.connection !== mine)));
      on("changed", (change) => handlers.current.onVersion(change.version, change));
      on("costs", readCostsAgain);
      on("access", () => {
        stream.close();
        handlers.current.onAccess();
      });
      stream.onerror = () => {
        setOthers([]);
        setConnection(null);
        // EventSource retries a dropped connection itself; an error answer (a 429, a 503) closes it for good.
        if (stream.readyState === EventSource.CLOSED) reopen = setTimeout(() => setOpened((n) => n + 1), REOPEN_MS);
      };
    });
    return () => {
      cancelIdle();
      clearTimeout(reopen);
      source?.close();
    };
  }, [tripId, opened, queryClient]);

  useEffect(() => {
    if (!connection) return;
    const timer = setTimeout(() => void sayWhereIAm(tripId, connection, day).catch(() => undefined), PRESENCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tripId, connection, day]);

  return others;
}

/**
 * The day whose card covers most of the window's middle band: what this page is looking at. Below the last day
 * (its final notes) or between two cards it stays the day last looked at; null only before any day was in view.
 */
export function useDayInView(container: React.RefObject<HTMLElement | null>): number | null {
  const [day, setDay] = useState<number | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const visible = new Map<Element, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.set(entry.target, entry.intersectionRect.height);
          else visible.delete(entry.target);
        }
        let best: Element | undefined;
        for (const [element, height] of visible) if (!best || height > visible.get(best)!) best = element;
        if (best) setDay(Number((best as HTMLElement).dataset.day));
      },
      // The middle band of the window: the day being read, not the one scrolling out at the top.
      { rootMargin: "-30% 0px -30% 0px", threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    const observe = () => root.querySelectorAll("[data-day]").forEach((element) => observer.observe(element));
    observe();
    // Days added, removed or reordered: observe the cards there are now.
    const mutations = new MutationObserver(() => {
      observer.disconnect();
      visible.clear();
      observe();
    });
    mutations.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [container]);
  return day;
}
