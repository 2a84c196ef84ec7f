import { useEffect, useRef, type ReactNode } from "react";
import type { PlanDay } from "@shared/plan";
import { cn } from "@web/components/ui/cn";
import { dayHeadingId } from "@web/components/trip/DayCard";
import { weekdayDate } from "@web/lib/dates";
import { drawAllDays } from "./use-drawn-days";

/** A smooth scroll unless the traveller asked for less motion. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";

/** Scrolls the page to a day's heading (its scroll margin keeps it clear of the sticky bars) and focuses it. */
export function goToDay(day: number) {
  drawAllDays();
  const heading = document.getElementById(dayHeadingId(day));
  if (!heading) return;
  heading.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  heading.focus({ preventScroll: true });
}

/**
 * The trip page's one sticky bar, under the site header: a row of day chips ("Day 2 · Tue 14") that scroll to
 * their day, the chip of the day in view marked (the first day's above them), and the page's own controls beside them (`children`: the
 * editor's Undo, Redo and save status). Its height is published as `--trip-bar-height` on its parent, where the
 * day headings' scroll margin adds it to the header's.
 */
export function TripBar({
  days,
  dayInView,
  children,
}: {
  days: readonly PlanDay[];
  dayInView: number | null;
  children?: ReactNode;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    // On the bar's parent, which holds the days (the bar sticks within it), not on the root: a custom property
    // changed on the root restyles the whole page, about a third of the editor's first frame (docs/performance.md).
    const scope = element.parentElement ?? document.documentElement;
    const observer = new ResizeObserver(() => scope.style.setProperty("--trip-bar-height", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      scope.style.removeProperty("--trip-bar-height");
    };
  }, []);

  // The marked chip stays in sight in its row. Only the row scrolls (not scrollIntoView, which would also stop
  // the page's own smooth scroll to a day).
  useEffect(() => {
    const list = row.current;
    const chip = list?.querySelector<HTMLElement>("[aria-current]");
    if (!list || !chip) return;
    const left = chip.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + chip.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollTo({ left: left - (list.clientWidth - chip.offsetWidth) / 2, behavior: scrollBehavior() });
  }, [dayInView]);

  return (
    <div
      ref={bar}
      className="sticky top-(--header-height) z-30 -mx-4 flex flex-wrap items-center gap-x-2 gap-y-1 border-y border-border bg-surface/95 px-2 py-1.5 shadow-card backdrop-blur sm:mx-0 sm:rounded-2xl sm:border print:hidden"
    >
      {/* One row with the controls from lg; from xl the page's column is narrower (the map beside it) and the chips take their own row. */}
      <nav aria-label="Days" className="w-full min-w-0 lg:w-auto lg:flex-1 xl:w-full xl:flex-none">
        <ul ref={row} className="flex gap-1.5 overflow-x-auto overscroll-x-contain [scrollbar-width:none]">
          {days.map((day) => {
            // Above the days, the first is the one ahead.
            const current = day.day === (dayInView ?? days[0]?.day);
            return (
              <li key={day.day} className="shrink-0">
                <a
                  href={`#${dayHeadingId(day.day)}`}
                  aria-current={current ? "location" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    goToDay(day.day);
                  }}
                  className={cn(
                    "inline-flex h-9 items-center rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition-colors",
                    current
                      ? "border-primary bg-primary text-primary-contrast"
                      : "border-border bg-surface text-text hover:bg-surface-2",
                  )}
                >
                  Day {day.day}
                  <span className="font-normal">&nbsp;· {weekdayDate(day.date)}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </div>
  );
}
