import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { Plan } from "@shared/plan";
import type { PlanCheckResult } from "@shared/itinerary-stream";
import { cn } from "@web/components/ui/cn";
import { Disclosure } from "@web/components/ui/Disclosure";
import { ThemedImage } from "@web/lib/themed-image";
import { countdown, coverImage, tripDates } from "./trip-format";

/**
 * The top of a trip page: cover picture, title (or the editor's title field) with the page's actions beside it
 * (`actions`: Share, the trip menu), dates and countdown, then the introduction, folded away so that the days
 * come first.
 */
export function TripHeader({
  plan,
  title,
  actions,
  check,
  children,
}: {
  plan: Plan;
  title?: ReactNode;
  actions?: ReactNode;
  /** The plan check's verdict, beside "About this trip" while that is folded (one row on a phone). */
  check?: PlanCheckResult;
  children?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface shadow-card">
      <ThemedImage
        src={coverImage(plan)}
        alt=""
        width={1200}
        height={400}
        className="aspect-[4/1] w-full object-cover sm:aspect-[5/1] xl:aspect-[6/1] print:hidden"
        fetchPriority="high"
      />
      <div className="p-4 sm:p-8">
        <p className="text-sm font-semibold text-muted">
          {tripDates(plan)} · {plan.days.length} {plan.days.length === 1 ? "day" : "days"} ·{" "}
          <span className="text-accent">{countdown(plan)}</span>
        </p>
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            {title ?? <h1 className="mt-2 text-3xl font-bold break-words sm:text-4xl">{plan.title}</h1>}
          </div>
          {/* On a phone the actions sit on the cover picture, leaving the title the whole width. */}
          {actions ? (
            <div className="absolute top-3 right-3 flex items-center gap-2 sm:static sm:mt-2 sm:shrink-0 print:hidden">
              {actions}
            </div>
          ) : null}
        </div>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:mt-3">
          {/* Open, the introduction takes the row and the verdict goes under it. */}
          {/* Folded at every width, so that the first day's stops are in the first screen on a laptop too. */}
          <Disclosure summary="About this trip" className="open:basis-full" folded>
            <p className="mt-1 leading-relaxed">{plan.introduction}</p>
          </Disclosure>
          {check ? <CheckResult check={check} /> : null}
        </div>
        {children}
      </div>
    </header>
  );
}

/** The plan check's verdict: passed, or its score and what it found. */
function CheckResult({ check }: { check: PlanCheckResult }) {
  const verdict = (
    <span className={cn("flex items-center gap-1.5 font-semibold", check.ok ? "text-success" : "text-accent")}>
      {check.ok ? <CircleCheck aria-hidden="true" className="size-4" /> : <CircleAlert aria-hidden="true" className="size-4" />}
      {check.ok
        ? "Plan check passed"
        : `Plan check: ${check.score}/100, ${check.failures.length} ${check.failures.length === 1 ? "issue" : "issues"}`}
    </span>
  );
  // A pass is one line; what a failed check found folds away on a phone.
  if (check.ok)
    return (
      <p className="inline-flex rounded-full bg-success/10 px-3 py-1.5 text-sm" role="status">
        {verdict}
      </p>
    );
  return (
    <div className="w-full rounded-2xl bg-accent-soft px-4 py-1 text-sm" role="status">
      <Disclosure summary={verdict}>
        <ul className="mb-3 list-disc space-y-1 pl-5 text-text">
          {check.failures.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      </Disclosure>
    </div>
  );
}

/** The closing notes under the days. */
export function FinalNotes({ plan }: { plan: Plan }) {
  return (
    <section aria-labelledby="final-notes" className="rounded-[var(--radius-card)] border border-border bg-surface p-5 sm:p-6">
      <h2 id="final-notes" className="text-xl font-bold">
        Final Notes
      </h2>
      <p className="mt-2 leading-relaxed">{plan.final_notes}</p>
    </section>
  );
}

/**
 * While printing, the site's header, footer and chat launcher stay off the paper, the colours are the light
 * theme's whatever the screen shows, and a day is not split across pages when it fits on one.
 */
export const TRIP_PRINT_CSS = `@media print {
  html, body { background: #fff !important; }
  :root, .dark { --bg: #fff; --surface: #fff; --surface-2: #f3f3f3; --text: #111; --muted: #444; --border: #ccc; --primary: #0b5d73; --primary-contrast: #fff; --accent: #9a3412; --accent-soft: #fff; --shadow: none; color-scheme: light; }
  header:has(~ #main), #main ~ * { display: none !important; }
  .trip-day { break-inside: avoid; }
  details::details-content { content-visibility: visible !important; display: contents !important; }
  @page { margin: 16mm; }
}`;

export function TripPrintStyle() {
  return (
    <style href="wayfarer-trip-print" precedence="default">
      {TRIP_PRINT_CSS}
    </style>
  );
}
