import { randomUUID } from "node:crypto";
import type { LiveChange, LiveEvent, LivePerson } from "@shared/schemas/live";
import { LIVE_CONNECTIONS_PER_USER } from "@shared/schemas/live";
import type { Logger } from "../logger";
import type { Redis } from "../redis/client";

/**
 * Live trip pages (decision 1130). Each server copy keeps the pages open on it; what the others must know goes
 * over a bus: a change saved (every page of the trip gets it), a trip gone for someone, and each copy's share of
 * the people present. Without Redis the bus is this process; with it, one Redis channel joins every copy.
 */

/** What the copies tell each other. `copy` names the sender, so a copy can tell its own presence apart. */
export type LiveMessage =
  | { kind: "changed"; trip: string; change: LiveChange }
  | { kind: "costs"; trip: string; by: { userId: string; name: string } }
  /** What `userId` may do with the trip changed (removed, left, another role), or everyone (deleted). */
  | { kind: "access"; trip: string; userId?: string }
  | { kind: "presence"; trip: string; copy: string; people: LivePerson[] }
  /** A page looks at another day; the copy holding its stream applies it. */
  | { kind: "move"; trip: string; connection: string; userId: string; day: number | null }
  /** A copy with a first page of this trip asks the others for their presence. */
  | { kind: "ask"; trip: string; copy: string };

export interface LiveBus {
  publish(message: LiveMessage): void;
  close(): Promise<void>;
}

export type ConnectBus = (deliver: (message: LiveMessage) => void) => Promise<LiveBus>;

/** One process: a message goes to this copy alone, after the current task (as Redis would deliver it). */
const processBus = (deliver: (message: LiveMessage) => void): LiveBus => ({
  publish: (message) => queueMicrotask(() => deliver(message)),
  close: async () => {},
});

/** Every copy on one Redis channel; a publish that fails (Redis down) loses that message, which pages recover from. */
export function redisBus(redis: Redis, prefix: string, logger?: Logger): ConnectBus {
  const channel = `${prefix}live`;
  return async (deliver) => {
    const subscriber = redis.duplicate({ enableOfflineQueue: true });
    subscriber.on("error", () => {}); // the main connection logs outages
    subscriber.on("message", (_channel: string, text: string) => {
      let message: LiveMessage;
      try {
        message = JSON.parse(text) as LiveMessage;
      } catch {
        return; // not one of ours: a listener that threw would stop the process
      }
      deliver(message);
    });
    await subscriber.subscribe(channel);
    return {
      publish: (message) => {
        redis.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
          logger?.warn({ err: String(error), kind: message.kind }, "live message not published");
        });
      },
      close: async () => {
        await subscriber.quit().catch(() => subscriber.disconnect());
      },
    };
  };
}

/** How often a copy says again who is present on it, and how long another copy's word lasts without that. */
export const PRESENCE_REFRESH_MS = 15_000;
const PRESENCE_LASTS_MS = 3 * PRESENCE_REFRESH_MS;

interface Page {
  person: LivePerson;
  send: (event: LiveEvent) => void;
  end: () => void;
}

export interface Viewer {
  userId: string;
  name: string;
}

export class TripLive {
  private readonly copy = randomUUID();
  /** Pages open on this copy, by trip and connection. */
  private readonly pages = new Map<string, Map<string, Page>>();
  /** Other copies' people, by trip and copy, with when they last said so. */
  private readonly elsewhere = new Map<string, Map<string, { people: LivePerson[]; at: number }>>();
  private readonly openPerUser = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  private constructor(private readonly bus: LiveBus) {
    this.timer = setInterval(() => this.refresh(), PRESENCE_REFRESH_MS);
    this.timer.unref();
  }

  /** The live pages of a server that runs alone (no Redis). */
  static inProcess(): TripLive {
    const live: TripLive = new TripLive(processBus((message) => live.receive(message)));
    return live;
  }

  /** The live pages of one copy among several, joined by `connect`'s bus (`redisBus`). */
  static async joined(connect: ConnectBus): Promise<TripLive> {
    // Messages come as I/O, in a later task: by then the hub is built and receives them.
    let receive = (_message: LiveMessage) => {};
    const live = new TripLive(await connect((message) => receive(message)));
    receive = (message) => live.receive(message);
    return live;
  }

  /** Whether `userId` has as many pages open on this copy as one traveller may. */
  full(userId: string): boolean {
    return (this.openPerUser.get(userId) ?? 0) >= LIVE_CONNECTIONS_PER_USER;
  }

  /**
   * A page opens on the trip at `version`: it is told its connection, then who is there, then every change from
   * now on. Undefined when its traveller has `LIVE_CONNECTIONS_PER_USER` pages open on this copy already.
   */
  open(trip: string, version: number, viewer: Viewer, send: Page["send"], end: Page["end"]): string | undefined {
    if (this.full(viewer.userId)) return undefined;
    this.openPerUser.set(viewer.userId, (this.openPerUser.get(viewer.userId) ?? 0) + 1);
    const connection = randomUUID();
    let pages = this.pages.get(trip);
    if (!pages) {
      pages = new Map();
      this.pages.set(trip, pages);
      this.bus.publish({ kind: "ask", trip, copy: this.copy });
    }
    send({ event: "hello", data: { connection, version } });
    pages.set(connection, { person: { connection, ...viewer }, send, end });
    this.presenceChanged(trip);
    return connection;
  }

  /** The page `connection` of `userId` now looks at `day` (null: none), on whichever copy holds its stream. */
  move(trip: string, connection: string, userId: string, day: number | null): void {
    this.bus.publish({ kind: "move", trip, connection, userId, day });
  }

  /** The page closed (its stream ended). */
  close(trip: string, connection: string): void {
    const pages = this.pages.get(trip);
    const page = pages?.get(connection);
    if (!pages || !page) return;
    pages.delete(connection);
    const open = (this.openPerUser.get(page.person.userId) ?? 1) - 1;
    if (open > 0) this.openPerUser.set(page.person.userId, open);
    else this.openPerUser.delete(page.person.userId);
    if (pages.size === 0) this.pages.delete(trip);
    this.presenceChanged(trip);
  }

  /** A change was saved (after its commit). */
  changed(trip: string, change: LiveChange): void {
    this.bus.publish({ kind: "changed", trip, change });
  }

  /** The trip's costs changed (after the commit): its pages read them again. */
  costsChanged(trip: string, by: { userId: string; name: string }): void {
    this.bus.publish({ kind: "costs", trip, by });
  }

  /** What `userId` (or everyone) may do with the trip changed: their pages are told and closed. */
  accessChanged(trip: string, userId?: string): void {
    this.bus.publish({ kind: "access", trip, userId });
  }

  /** Everyone present on the trip, on every copy. */
  people(trip: string): LivePerson[] {
    const now = Date.now();
    const here = [...(this.pages.get(trip)?.values() ?? [])].map((page) => page.person);
    const there = [...(this.elsewhere.get(trip)?.values() ?? [])].filter((entry) => now - entry.at < PRESENCE_LASTS_MS);
    return [...here, ...there.flatMap((entry) => entry.people)];
  }

  /** Ends every page (the server is stopping) and tells the other copies they have left. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    for (const [trip, pages] of this.pages) {
      this.bus.publish({ kind: "presence", trip, copy: this.copy, people: [] });
      for (const page of pages.values()) page.end();
    }
    this.pages.clear();
    // Let the last presence messages go out before the bus closes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await this.bus.close();
  }

  private receive(message: LiveMessage): void {
    const pages = this.pages.get(message.trip);
    switch (message.kind) {
      case "changed":
        for (const page of pages?.values() ?? []) page.send({ event: "changed", data: message.change });
        return;
      case "costs":
        for (const page of pages?.values() ?? []) page.send({ event: "costs", data: { by: message.by } });
        return;
      case "access":
        for (const page of [...(pages?.values() ?? [])]) {
          if (message.userId !== undefined && page.person.userId !== message.userId) continue;
          page.send({ event: "access", data: {} });
          page.end();
        }
        return;
      case "move": {
        const page = pages?.get(message.connection);
        if (!page || page.person.userId !== message.userId || (page.person.day ?? null) === message.day) return;
        page.person = { ...page.person, day: message.day ?? undefined };
        this.presenceChanged(message.trip);
        return;
      }
      case "ask":
        if (message.copy !== this.copy && pages) this.publishPresence(message.trip);
        return;
      case "presence": {
        if (message.copy === this.copy) return;
        let copies = this.elsewhere.get(message.trip);
        if (!copies) this.elsewhere.set(message.trip, (copies = new Map()));
        if (message.people.length > 0) copies.set(message.copy, { people: message.people, at: Date.now() });
        else copies.delete(message.copy);
        if (copies.size === 0) this.elsewhere.delete(message.trip);
        this.tellPages(message.trip);
        return;
      }
    }
  }

  private presenceChanged(trip: string): void {
    this.publishPresence(trip);
    this.tellPages(trip);
  }

  private publishPresence(trip: string): void {
    const people = [...(this.pages.get(trip)?.values() ?? [])].map((page) => page.person);
    this.bus.publish({ kind: "presence", trip, copy: this.copy, people });
  }

  private tellPages(trip: string): void {
    const pages = this.pages.get(trip);
    if (!pages) return;
    const people = this.people(trip);
    for (const page of pages.values()) page.send({ event: "presence", data: { people } });
  }

  /** Says this copy's presence again, and forgets copies that stopped saying theirs (a copy that crashed). */
  private refresh(): void {
    for (const trip of this.pages.keys()) this.publishPresence(trip);
    const now = Date.now();
    for (const [trip, copies] of this.elsewhere) {
      let dropped = false;
      for (const [copy, entry] of copies)
        if (now - entry.at >= PRESENCE_LASTS_MS) {
          copies.delete(copy);
          dropped = true;
        }
      if (copies.size === 0) this.elsewhere.delete(trip);
      if (dropped) this.tellPages(trip);
    }
  }
}
