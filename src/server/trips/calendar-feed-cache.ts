import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

/** A trip's calendar feed as it is served: its UTF-8 bytes, the trip version it shows, and its ETag. */
export interface ServedFeed {
  version: number;
  body: Uint8Array<ArrayBuffer>;
  /** The body gzipped once, for the clients that accept it (compressing 100 KB on every pull costs more than the rest). */
  gzipped: Uint8Array<ArrayBuffer>;
  /** Weak (the body is sent gzipped or not): the same text has the same tag on every server copy. */
  etag: string;
}

const utf8 = new TextEncoder();

/**
 * The last feed built for each trip, kept with the version it was built from. Every pull still reads the
 * trip's row (the token may have been revoked); when the row's version is the one kept, the feed is not
 * built again. Sound with several server copies: a copy that did not see an edit still reads the new
 * version from the database. The oldest feeds go first beyond `maxBytes`.
 */
export class CalendarFeedCache {
  private readonly feeds = new Map<string, ServedFeed>();
  private size = 0;

  constructor(private readonly maxBytes = 8 * 1024 * 1024) {}

  /** The feed of this trip version: kept, or built now by `build` and kept. */
  feed(tripId: string, version: number, build: () => string): ServedFeed {
    const kept = this.feeds.get(tripId);
    if (kept?.version === version) {
      // Most recently used last, so the trips pulled often stay.
      this.feeds.delete(tripId);
      this.feeds.set(tripId, kept);
      return kept;
    }
    const body = utf8.encode(build());
    const served = {
      version,
      body,
      gzipped: new Uint8Array(gzipSync(body)),
      etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    };
    this.store(tripId, served);
    return served;
  }

  private store(tripId: string, served: ServedFeed): void {
    this.drop(tripId);
    const bytes = sizeOf(served);
    if (bytes > this.maxBytes) return;
    for (const [oldest] of this.feeds) {
      if (this.size + bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
    this.feeds.set(tripId, served);
    this.size += bytes;
  }

  private drop(tripId: string): void {
    const kept = this.feeds.get(tripId);
    if (!kept) return;
    this.feeds.delete(tripId);
    this.size -= sizeOf(kept);
  }
}

const sizeOf = (served: ServedFeed) => served.body.byteLength + served.gzipped.byteLength;

/** Whether an Accept-Encoding header accepts gzip (named without q=0, or by `*`). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const codings = new Map(
    acceptEncoding.split(",").map((part) => {
      const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
      const q = params.find((param) => param.startsWith("q="));
      return [name, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  const q = codings.get("gzip") ?? codings.get("x-gzip") ?? codings.get("*") ?? 0;
  return q > 0;
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === opaque);
}
