import type { Plan, PlanDay, PlanItem } from "@shared/plan";
import { bySlot } from "@shared/plan-slots";

/**
 * The trip editor's changes to a plan, as pure functions: each returns a new plan and leaves the old one as it
 * was, so undo keeps old plans and React sees a change. Days stay numbered 1..n and dated one after another
 * from the first day's date, whatever moves.
 */

export type ItemChanges = Partial<Pick<PlanItem, "title" | "description" | "slot" | "durationMinutes">>;

/** yyyy-MM-dd plus n days (UTC arithmetic: a calendar date has no time zone). */
export function addDays(iso: string, n: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Day numbers and dates by position, from `start` (the first day's date unless given). */
function renumber(days: readonly PlanDay[], start = days[0]!.date): PlanDay[] {
  return days.map((day, i) => {
    const date = addDays(start, i);
    return day.day === i + 1 && day.date === date ? day : { ...day, day: i + 1, date };
  });
}

function mapDays(plan: Plan, change: (day: PlanDay, index: number) => PlanDay): Plan {
  return { ...plan, days: plan.days.map(change) };
}

export function renameTrip(plan: Plan, title: string): Plan {
  return { ...plan, title };
}

export function updateItem(plan: Plan, id: string, changes: ItemChanges): Plan {
  return mapDays(plan, (day) =>
    day.items.some((item) => item.id === id)
      ? {
          ...day,
          items: bySlot(
            day.items.map((item) => {
              if (item.id !== id) return item;
              const next: PlanItem = { ...item, ...changes, source: item.source };
              if (changes.description === "") delete next.description;
              if (changes.durationMinutes !== undefined) delete next.fullDay;
              return next;
            }),
          ),
        }
      : day,
  );
}

/** An id not yet in the plan, from the wanted one ("kyoto/gion", then "kyoto/gion:2", ...). */
export function freeId(plan: Plan, wanted: string): string {
  const taken = new Set(plan.days.flatMap((day) => day.items.map((item) => item.id)));
  if (!taken.has(wanted)) return wanted;
  let n = 2;
  while (taken.has(`${wanted}:${n}`)) n++;
  return `${wanted}:${n}`;
}

export function addItem(plan: Plan, dayIndex: number, item: PlanItem): Plan {
  const added = { ...item, id: freeId(plan, item.id) };
  return mapDays(plan, (day, i) => (i === dayIndex ? { ...day, items: bySlot([...day.items, added]) } : day));
}

export function deleteItem(plan: Plan, id: string): Plan {
  return mapDays(plan, (day) =>
    day.items.some((item) => item.id === id) ? { ...day, items: day.items.filter((item) => item.id !== id) } : day,
  );
}

/**
 * Moves an item to position `toIndex` of day `toDay`'s timeline. It takes the slot of the item it lands after
 * (or before, at the top), so the timeline keeps reading morning to evening.
 */
export function moveItem(plan: Plan, id: string, toDay: number, toIndex: number): Plan {
  const item = plan.days.flatMap((day) => day.items).find((candidate) => candidate.id === id);
  if (!item || !plan.days[toDay]) return plan;
  const target = bySlot(plan.days[toDay].items.filter((other) => other.id !== id));
  const index = Math.max(0, Math.min(toIndex, target.length));
  const neighbour = target[index - 1] ?? target[index];
  const moved = { ...item, slot: neighbour?.slot ?? item.slot };
  target.splice(index, 0, moved);
  return mapDays(plan, (day, i) => {
    if (i === toDay) return { ...day, items: target };
    return day.items.some((other) => other.id === id) ? { ...day, items: day.items.filter((other) => other.id !== id) } : day;
  });
}

/** Moves a whole day (its base, items and notes) to another position; the dates stay in calendar order. */
export function moveDay(plan: Plan, from: number, to: number): Plan {
  if (from === to || !plan.days[from] || !plan.days[to]) return plan;
  const days = [...plan.days];
  const [moved] = days.splice(from, 1);
  days.splice(to, 0, moved!);
  return { ...plan, days: renumber(days, plan.days[0]!.date) };
}

/** The whole trip on new dates, starting on `start`. */
export function shiftTrip(plan: Plan, start: string): Plan {
  return { ...plan, days: renumber(plan.days, start) };
}

export function setDayNotes(plan: Plan, dayIndex: number, notes: string): Plan {
  return mapDays(plan, (day, i) => {
    if (i !== dayIndex) return day;
    const { notes: _old, ...rest } = day;
    const text = notes.trim();
    return text ? { ...rest, notes: text } : rest;
  });
}

/** Accepts a proposal for one day: its content, in that day's place and date, with ids kept unique. */
export function replaceDay(plan: Plan, dayIndex: number, proposal: PlanDay): Plan {
  const others: Plan = { ...plan, days: plan.days.map((day, i) => (i === dayIndex ? { ...day, items: [] } : day)) };
  const items: PlanItem[] = [];
  for (const item of proposal.items) {
    const withIds: Plan = { ...others, days: [...others.days, { ...proposal, items }] };
    items.push({ ...item, id: freeId(withIds, item.id) });
  }
  const current = plan.days[dayIndex]!;
  return mapDays(plan, (day, i) => (i === dayIndex ? { ...proposal, day: current.day, date: current.date, items } : day));
}
