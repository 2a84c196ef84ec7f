import { isTripId, type ListPosition } from "./repository";

/**
 * The cursor of GET /api/itineraries?cursor=: the last listed row's creation time and id, base64url. Clients
 * treat it as opaque; keyset paging on (created_at, id) means a save or delete between two pages neither
 * repeats nor skips a row.
 */

/** Creation times as `nextCreatedAt` writes them (toISOString), ids as UUIDs: anything else is not ours. */
const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeCursor({ createdAt, id }: ListPosition): string {
  return Buffer.from(`${createdAt}|${id}`).toString("base64url");
}

/** The position a cursor names, or undefined when it is not one we made (the route answers 400). */
export function decodeCursor(cursor: string): ListPosition | undefined {
  if (!/^[\w-]+$/.test(cursor)) return undefined;
  const [createdAt, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !createdAt || !id || !CREATED_AT.test(createdAt) || !isTripId(id)) return undefined;
  return { createdAt, id };
}
