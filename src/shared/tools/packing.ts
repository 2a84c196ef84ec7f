import { PACKING_LIST, packingItemId } from "../catalog/packing";

export interface Progress {
  done: number;
  total: number;
}

export function categoryProgress(category: string, checked: ReadonlySet<string>): Progress {
  const items = PACKING_LIST.find((entry) => entry.name === category)?.items ?? [];
  return { done: items.filter((item) => checked.has(packingItemId(category, item))).length, total: items.length };
}

export function overallProgress(checked: ReadonlySet<string>): Progress {
  return PACKING_LIST.reduce(
    (sum, category) => {
      const { done, total } = categoryProgress(category.name, checked);
      return { done: sum.done + done, total: sum.total + total };
    },
    { done: 0, total: 0 },
  );
}

const ALL_IDS = new Set(PACKING_LIST.flatMap((category) => category.items.map((item) => packingItemId(category.name, item))));

/** Checked item ids from storage; unknown ids (an older list) are dropped. */
export function parseCheckedItems(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || !value.every((id) => typeof id === "string")) return undefined;
  return (value as string[]).filter((id) => ALL_IDS.has(id));
}
