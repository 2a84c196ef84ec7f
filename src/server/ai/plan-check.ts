import type { PlanCheckResult } from "@shared/itinerary-stream";
/**
 * The deterministic plan check of docs/product.md "Plan check": one day per date of the range, in order; every day has a
 * morning, afternoon and evening; no activity repeated; no empty sections. It reads the loose shape a model
 * may answer with, so it can say what is wrong before the answer is accepted.
 */

export interface CheckableDay {
  day: number;
  date: string;
  theme: string;
  morning: string;
  afternoon: string;
  evening: string;
  optional?: string | null;
  notes?: string | null;
}

export interface CheckablePlan {
  title: string;
  introduction: string;
  days: readonly CheckableDay[];
  final_notes: string;
}

const ACTIVITY_SECTIONS = ["morning", "afternoon", "evening", "optional"] as const;

/** Lower case, no accents or punctuation, single spaces: "The Louvre!" and "the louvre" are the same. */
function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * What identifies an activity: the whole section, and the name before a colon when the section is written
 * "Name: description" (the form both engines are asked to use).
 */
function activityKeys(section: string): { key: string; label: string }[] {
  const keys: { key: string; label: string }[] = [];
  const colon = section.indexOf(":");
  if (colon > 0 && colon <= 80) {
    const name = section.slice(0, colon).trim();
    if (normalize(name).length >= 4) keys.push({ key: `name:${normalize(name)}`, label: name });
  }
  keys.push({ key: `all:${normalize(section)}`, label: section.length > 60 ? `${section.slice(0, 57)}...` : section });
  return keys;
}

export function checkPlan(plan: CheckablePlan, dates: readonly string[]): PlanCheckResult {
  const failures: string[] = [];
  const blank = (value: string | null | undefined) => typeof value !== "string" || value.trim().length === 0;

  if (blank(plan.title)) failures.push("The title is empty.");
  if (blank(plan.introduction)) failures.push("The introduction is empty.");
  if (blank(plan.final_notes)) failures.push("The final notes are empty.");

  if (plan.days.length !== dates.length) {
    failures.push(
      `The trip runs ${dates.length} day${dates.length === 1 ? "" : "s"} (${dates[0]} to ${dates.at(-1)}) but the plan has ${plan.days.length}.`,
    );
  }

  const seen = new Map<string, number>();
  plan.days.forEach((day, index) => {
    const expectedDate = dates[index];
    const n = index + 1;
    if (day.day !== n) failures.push(`Day ${n} is numbered ${day.day}; days must be numbered 1, 2, 3... in order.`);
    if (expectedDate !== undefined && day.date !== expectedDate) {
      failures.push(`Day ${n} should be dated ${expectedDate} but is dated ${day.date || "(no date)"}.`);
    }
    if (blank(day.theme)) failures.push(`Day ${n} has an empty theme.`);
    for (const section of ["morning", "afternoon", "evening"] as const) {
      if (blank(day[section])) failures.push(`Day ${n} has no ${section} plan.`);
    }
    for (const section of ["optional", "notes"] as const) {
      const value = day[section];
      if (value !== undefined && value !== null && blank(value)) failures.push(`Day ${n} has an empty ${section} section.`);
    }
    for (const section of ACTIVITY_SECTIONS) {
      const value = day[section];
      if (blank(value)) continue;
      for (const { key, label } of activityKeys(value!)) {
        const firstDay = seen.get(key);
        if (firstDay === undefined) {
          seen.set(key, n);
        } else {
          failures.push(
            firstDay === n
              ? `Day ${n} repeats "${label}" within the same day.`
              : `Day ${n} repeats "${label}" from day ${firstDay}.`,
          );
          break;
        }
      }
    }
  });

  return { ok: failures.length === 0, failures };
}
