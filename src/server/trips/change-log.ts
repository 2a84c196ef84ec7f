import { canonicalJson } from "@shared/canonical-json";
import type { Plan, PlanDay, PlanItem } from "@shared/plan";
import type { Db } from "../db/client";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { emptyTouched, type Touched } from "./operations";

/**
 * The change log (decision 1080): per trip and version, the item ids and day numbers that version changed, written
 * with every save that bumps the version, so that plan operations based on an older version can be rebased when
 * they touch nothing changed since. The log is bookkeeping: it holds no text of the plan, goes with its trip
 * (ON DELETE CASCADE) and keeps the last `CHANGE_LOG_KEPT` versions of each trip.
 */

/** Versions kept per trip; a request based on an older one answers 409 (reload). */
export const CHANGE_LOG_KEPT = 100;

/** What one version changed, as stored. */
export interface PlanChange {
  items: string[];
  days: number[];
}

export const asChange = (touched: Touched): PlanChange => ({
  items: [...touched.items].sort(),
  days: [...touched.days].sort((a, b) => a - b),
});

/** A day's frame and programme apart from its items and derived legs: what "the day changed" compares. */
const dayFields = ({ items: _items, legs: _legs, day: _day, ...rest }: PlanDay) => canonicalJson(rest);

/**
 * What a whole-plan save (PATCH) changed, from the plan before to the plan sent (before the server derives times
 * and legs, so a derived time that moved is not a change of the traveller's): items added, removed, changed (any
 * field, its slot or start included) or moved to another day; days added or removed, days whose theme, base,
 * notes, travel or pace changed, and days whose items kept in the day changed their order. Trip-wide fields
 * (title, introduction, pace...) touch nothing.
 */
export function diffPlans(before: Plan | undefined, after: Plan | undefined): Touched {
  const touched = emptyTouched();
  if (!before || !after) {
    for (const plan of [before, after])
      for (const day of plan?.days ?? []) {
        touched.days.add(day.day);
        for (const item of day.items) touched.items.add(item.id);
      }
    return touched;
  }
  const located = (plan: Plan) => {
    const where = new Map<string, { day: number; item: PlanItem }>();
    for (const day of plan.days) for (const item of day.items) where.set(item.id, { day: day.day, item });
    return where;
  };
  const [old, now] = [located(before), located(after)];
  for (const [id, was] of old) {
    const is = now.get(id);
    if (!is || is.day !== was.day || canonicalJson(is.item) !== canonicalJson(was.item)) touched.items.add(id);
  }
  for (const id of now.keys()) if (!old.has(id)) touched.items.add(id);
  const days = Math.max(before.days.length, after.days.length);
  for (let n = 1; n <= days; n++) {
    const [a, b] = [before.days[n - 1], after.days[n - 1]];
    if (!a || !b || dayFields(a) !== dayFields(b)) {
      touched.days.add(n);
      continue;
    }
    const kept = (day: PlanDay, other: PlanDay) =>
      day.items.filter((item) => other.items.some((o) => o.id === item.id)).map((item) => item.id);
    if (kept(a, b).join("\n") !== kept(b, a).join("\n")) touched.days.add(n);
  }
  return touched;
}

/**
 * Whether operations based on `baseVersion` may apply to the trip at `currentVersion`: only when the log covers
 * every version since (`log` holds one entry per version in (baseVersion, currentVersion]) and none of them
 * changed an item or day the operations touch.
 */
export function mayRebase(touched: Touched, log: readonly PlanChange[] | undefined, versionsSince: number): boolean {
  if (!log || log.length !== versionsSince) return false;
  return log.every(
    (change) => !change.items.some((id) => touched.items.has(id)) && !change.days.some((day) => touched.days.has(day)),
  );
}

/** The log's table (`plan_change`). */
export function changeLog(db: Db) {
  return {
    /** Records what `version` of the trip changed and forgets versions beyond the last `CHANGE_LOG_KEPT`. */
    async record(trx: Kysely<Database>, itineraryId: string, version: number, change: PlanChange): Promise<void> {
      await trx
        .insertInto("plan_change")
        .values({ itinerary_id: itineraryId, version, items: JSON.stringify(change.items), days: JSON.stringify(change.days) })
        .execute();
      await trx
        .deleteFrom("plan_change")
        .where("itinerary_id", "=", itineraryId)
        .where("version", "<=", version - CHANGE_LOG_KEPT)
        .execute();
    },

    /** The changes of the versions after `after` up to `upTo`, oldest first (fewer than asked when pruned). */
    async between(itineraryId: string, after: number, upTo: number): Promise<PlanChange[]> {
      const rows = await db.kysely
        .selectFrom("plan_change")
        .select(["items", "days"])
        .where("itinerary_id", "=", itineraryId)
        .where("version", ">", after)
        .where("version", "<=", upTo)
        .orderBy("version")
        .execute();
      return rows.map((row) => ({ items: JSON.parse(row.items) as string[], days: JSON.parse(row.days) as number[] }));
    },
  };
}
