/**
 * Each user's itinerary list, kept as the exact JSON the API answers until that user next saves or
 * deletes one, so a repeated GET /api/itineraries costs a map lookup instead of a query and a
 * serialisation (docs/performance.md).
 *
 * Sound only while this process makes every write to the table: the embedded SQLite database, which one
 * server owns. With PostgreSQL several copies may write, so itineraryRoutes does not use it there.
 */
export class ItineraryListCache {
  private readonly lists = new Map<string, string>();
  /** Total length of the cached lists (characters, about bytes: the JSON is mostly ASCII). */
  private size = 0;
  /** Counts writes, so a read that raced with one does not store what it read before the write. */
  private writes = 0;

  constructor(private readonly maxSize = 16 * 1024 * 1024) {}

  /** The cached list, else `load()`'s, which is kept unless a write happened while it was loading. */
  async get(userId: string, load: () => Promise<string>): Promise<string> {
    const cached = this.lists.get(userId);
    if (cached !== undefined) return cached;
    const writesBefore = this.writes;
    const json = await load();
    if (this.writes === writesBefore) this.store(userId, json);
    return json;
  }

  /** Call after a write to this user's itineraries has committed. */
  invalidate(userId: string): void {
    this.writes++;
    this.drop(userId);
  }

  private store(userId: string, json: string): void {
    if (json.length > this.maxSize) return;
    this.drop(userId);
    // Oldest first out (Map keeps insertion order); lists are small, so this rarely loops.
    for (const [oldest] of this.lists) {
      if (this.size + json.length <= this.maxSize) break;
      this.drop(oldest);
    }
    this.lists.set(userId, json);
    this.size += json.length;
  }

  private drop(userId: string): void {
    const json = this.lists.get(userId);
    if (json === undefined) return;
    this.lists.delete(userId);
    this.size -= json.length;
  }
}
