/**
 * Each user's trip list, kept as the exact JSON bytes the API answers until that user next saves or
 * deletes one, so a repeated GET /api/itineraries costs a map lookup instead of a query, a serialisation
 * and a UTF-8 encoding (docs/performance.md).
 *
 * Sound only while this process makes every write to the table: the embedded SQLite database, which one
 * server owns. With PostgreSQL several copies may write, so main.ts passes `noTripListCache` there.
 */
export class TripListCache {
  private readonly lists = new Map<string, Uint8Array<ArrayBuffer>>();
  /** Total bytes of the cached lists. */
  private size = 0;
  /** Counts writes, so a read that raced with one does not store what it read before the write. */
  private writes = 0;

  constructor(private readonly maxSize = 16 * 1024 * 1024) {}

  /** The cached list, or undefined. */
  peek(userId: string): Uint8Array<ArrayBuffer> | undefined {
    return this.lists.get(userId);
  }

  /** `read()`'s list (after a `peek` miss), kept unless a write happened while it was being read. */
  async load(userId: string, read: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>> {
    const writesBefore = this.writes;
    const json = await read();
    if (this.writes === writesBefore) this.store(userId, json);
    return json;
  }

  /** Call after a write to this user's itineraries has committed. */
  invalidate(userId: string): void {
    this.writes++;
    this.drop(userId);
  }

  private store(userId: string, json: Uint8Array<ArrayBuffer>): void {
    if (json.byteLength > this.maxSize) return;
    this.drop(userId);
    // Oldest first out (Map keeps insertion order); lists are small, so this rarely loops.
    for (const [oldest] of this.lists) {
      if (this.size + json.byteLength <= this.maxSize) break;
      this.drop(oldest);
    }
    this.lists.set(userId, json);
    this.size += json.byteLength;
  }

  private drop(userId: string): void {
    const json = this.lists.get(userId);
    if (json === undefined) return;
    this.lists.delete(userId);
    this.size -= json.byteLength;
  }
}

/** What the trip routes need of a list cache (createApp's `tripListCache`). */
export type TripListCaching = Pick<TripListCache, "peek" | "load" | "invalidate">;

/** No cache: every list is read from the database (PostgreSQL, where other copies write too). */
export const noTripListCache: TripListCaching = {
  peek: () => undefined,
  load: (_userId, read) => read(),
  invalidate: () => {},
};
