import { canonicalJson } from "@shared/canonical-json";
import type { Plan, PlanDay, PlanItem } from "@shared/plan";

/**
 * Three-way merge of the plan being edited here (`mine`) with a version someone else saved since (`theirs`), both
 * from the version this page last saved (`base`); decision 1130. A change on one side only is kept; the same
 * change on both is one change; different changes to the same thing are a conflict, which `prefer` settles
 * ("theirs" unless the traveller chose otherwise: nothing saved is overwritten unasked).
 *
 * The units are the trip's own fields, each day's frame (theme, base, notes, pace...), and each stop. Stops added,
 * removed or reordered within a day merge when only one side did so; when both did, the day is one unit. What the
 * server derives (start times not fixed by the traveller, the legs) is not compared: it follows the rest.
 */

export interface MergeConflict {
  /** What both changed: the trip's own fields, its list of days, one day (frame or stops), or one stop. */
  unit: "trip" | "days" | "day" | "stop";
  /** 0 for the trip's own fields and for the list of days. */
  day: number;
  /** The stop both changed; null for a day's frame or a whole day. */
  itemId: string | null;
  /** What a traveller calls it: the stop's title, "Day 2", "the trip's details". */
  label: string;
  mine?: PlanItem;
  theirs?: PlanItem;
}

export interface Merged {
  plan: Plan;
  conflicts: MergeConflict[];
}

type Side = "mine" | "theirs";

/** An item as the traveller made it: a start the server worked out is not theirs. */
const travellerItem = (item: PlanItem) => canonicalJson(item.startFixed ? item : { ...item, start: undefined });
const dayFrame = ({ items: _items, legs: _legs, ...rest }: PlanDay) => canonicalJson(rest);
const travellerDay = (day: PlanDay) => `${dayFrame(day)}|${day.items.map(travellerItem).join("|")}`;
const ids = (day: PlanDay) => day.items.map((item) => item.id).join("\n");

/**
 * One unit: whichever side changed it, or `prefer`'s when both did differently (`conflict` is then called).
 * `same` compares two values of the unit as the traveller sees them.
 */
function pick<T>(base: T, mine: T, theirs: T, same: (a: T, b: T) => boolean, prefer: Side, conflict: () => void): T {
  if (same(mine, base)) return theirs;
  if (same(theirs, base) || same(mine, theirs)) return mine;
  conflict();
  return prefer === "mine" ? mine : theirs;
}

export function mergePlans(base: Plan, mine: Plan, theirs: Plan, prefer: Side = "theirs"): Merged {
  const conflicts: MergeConflict[] = [];
  const { days: baseDays, ...baseTrip } = base;
  const { days: myDays, ...myTrip } = mine;
  const { days: theirDays, ...theirTrip } = theirs;

  const tripFields = pick(
    baseTrip,
    myTrip,
    theirTrip,
    (a, b) => canonicalJson(a) === canonicalJson(b),
    prefer,
    () => conflicts.push({ unit: "trip", day: 0, itemId: null, label: "the trip's details" }),
  );

  let days: PlanDay[];
  if (myDays.length !== baseDays.length || theirDays.length !== baseDays.length) {
    const all = (list: PlanDay[]) => list.map(travellerDay).join("\n\n");
    days = pick(
      baseDays,
      myDays,
      theirDays,
      (a, b) => all(a) === all(b),
      prefer,
      () => conflicts.push({ unit: "days", day: 0, itemId: null, label: "the days of the trip" }),
    );
  } else {
    days = baseDays.map((day, index) => mergeDay(day, myDays[index]!, theirDays[index]!, prefer, conflicts));
  }
  return { plan: { ...tripFields, days } as Plan, conflicts };
}

function mergeDay(base: PlanDay, mine: PlanDay, theirs: PlanDay, prefer: Side, conflicts: MergeConflict[]): PlanDay {
  const same = (a: PlanDay, b: PlanDay) => travellerDay(a) === travellerDay(b);
  if (same(mine, base)) return theirs;
  if (same(theirs, base) || same(mine, theirs)) return mine;

  const wholeDay = () => {
    conflicts.push({ unit: "day", day: base.day, itemId: null, label: `Day ${base.day}` });
    return prefer === "mine" ? mine : theirs;
  };
  // The side that added, removed or reordered stops gives the order; the other may only have changed stops.
  const mineMoved = ids(mine) !== ids(base);
  const theirsMoved = ids(theirs) !== ids(base);
  if (mineMoved && theirsMoved) return wholeDay();
  const [ordered, other] = theirsMoved ? [theirs, mine] : [mine, theirs];
  const inBase = new Map(base.items.map((item) => [item.id, item]));
  const inOther = new Map(other.items.map((item) => [item.id, item]));
  const orderedIds = new Set(ordered.items.map((item) => item.id));
  // A stop removed on one side and changed on the other: the day is one unit.
  if (base.items.some((item) => !orderedIds.has(item.id) && travellerItem(inOther.get(item.id)!) !== travellerItem(item)))
    return wholeDay();

  const frame = pick(
    base,
    mine,
    theirs,
    (a, b) => dayFrame(a) === dayFrame(b),
    prefer,
    () => conflicts.push({ unit: "day", day: base.day, itemId: null, label: `Day ${base.day}` }),
  );
  const items = ordered.items.map((item) => {
    const was = inBase.get(item.id);
    if (!was) return item; // added on the side that gives the order
    const [myItem, theirItem] = theirsMoved ? [inOther.get(item.id)!, item] : [item, inOther.get(item.id)!];
    return pick(
      was,
      myItem,
      theirItem,
      (a, b) => travellerItem(a) === travellerItem(b),
      prefer,
      () =>
        conflicts.push({ unit: "stop", day: base.day, itemId: item.id, label: myItem.title, mine: myItem, theirs: theirItem }),
    );
  });
  return { ...frame, items, legs: theirs.legs };
}

/**
 * `plan` with `mine`'s side of each conflict put back (the traveller chose their version after all): the stop,
 * the day, the trip's fields or its days as they were here. A stop no longer in `plan` stays out.
 */
export function takeMine(plan: Plan, mine: Plan, conflicts: readonly MergeConflict[]): Plan {
  let next = plan;
  for (const conflict of conflicts) {
    switch (conflict.unit) {
      case "stop": {
        const item = conflict.mine;
        if (item)
          next = {
            ...next,
            days: next.days.map((day) => ({ ...day, items: day.items.map((i) => (i.id === item.id ? item : i)) })),
          };
        break;
      }
      case "day": {
        const day = mine.days[conflict.day - 1];
        if (day) next = { ...next, days: next.days.map((d, index) => (index === conflict.day - 1 ? day : d)) };
        break;
      }
      case "trip": {
        const { days: _days, ...fields } = mine;
        next = { ...next, ...fields };
        break;
      }
      case "days":
        next = { ...next, days: mine.days };
    }
  }
  return next;
}
