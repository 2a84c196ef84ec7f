import { readJsonEvents } from "@shared/server-events";
import type { LiveEvent } from "@shared/schemas/live";

type DataOf<E extends LiveEvent["event"]> = Extract<LiveEvent, { event: E }>["data"];

/**
 * A trip's live stream as a test reads it: every event kept in order, and `next` waits for the first one not yet
 * taken that matches. `closed` settles when the server ends the stream.
 */
export class LiveReader {
  readonly events: LiveEvent[] = [];
  private taken = 0;
  private readonly waiters = new Set<() => void>();
  private readonly abort = new AbortController();
  readonly closed: Promise<void>;

  constructor(res: Response) {
    if (res.status !== 200 || !res.body) throw new Error(`the live stream answered ${res.status}`);
    const body = res.body;
    this.closed = (async () => {
      try {
        for await (const event of readJsonEvents<LiveEvent>(body, this.abort.signal)) {
          this.events.push(event);
          for (const wake of this.waiters) wake();
        }
      } catch {
        // cancelled by `close`
      }
    })();
  }

  /** The next event (after those already taken) that `matches`, within `timeoutMs`. */
  async next<E extends LiveEvent["event"]>(
    event: E,
    matches: (data: DataOf<E>) => boolean = () => true,
    timeoutMs = 3_000,
  ): Promise<DataOf<E>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = this.taken; i < this.events.length; i++) {
        // The union's members are told apart by `event`, which TypeScript cannot follow through a type parameter.
        const { event: name, data } = this.events[i]! as { event: string; data: DataOf<E> };
        if (name === event && matches(data)) {
          this.taken = i + 1;
          return data;
        }
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${event}" event came; seen: ${JSON.stringify(this.events.slice(this.taken))}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  /** Closes the stream from this side, as a page closing does. */
  async close(): Promise<void> {
    this.abort.abort();
    await this.closed;
  }
}
