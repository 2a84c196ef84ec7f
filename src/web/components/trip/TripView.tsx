import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { Plan } from "@shared/plan";
import type { PlanCheckResult } from "@shared/itinerary-stream";
import { cn } from "@web/components/ui/cn";
import { ThemedImage } from "@web/lib/themed-image";
import { countdown, coverImage, tripDates } from "./trip-format";

/** The top of a trip page: cover picture, title (or the editor's title field), dates and countdown. */
export function TripHeader({ plan, title, children }: { plan: Plan; title?: ReactNode; children?: ReactNode }) {
  return (
    <header className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface shadow-card">
      <ThemedImage
        src={coverImage(plan)}
        alt=""
        width={1200}
        height={400}
        className="aspect-[2/1] w-full object-cover sm:aspect-[4/1] print:hidden"
        fetchPriority="high"
      />
      <div className="p-5 sm:p-8">
        <p className="text-sm font-semibold text-muted">
          {tripDates(plan)} · {plan.days.length} {plan.days.length === 1 ? "day" : "days"} ·{" "}
          <span className="text-accent">{countdown(plan)}</span>
        </p>
        {title ?? <h1 className="mt-2 text-3xl font-bold break-words sm:text-4xl">{plan.title}</h1>}
        <p className="mt-4 leading-relaxed">{plan.introduction}</p>
        {children}
      </div>
    </header>
  );
}

/** The plan check's verdict: passed, or its score and what it found. */
export function CheckResult({ check }: { check: PlanCheckResult }) {
  return (
    <div className={cn("mt-5 rounded-2xl p-4 text-sm", check.ok ? "bg-success/10" : "bg-accent-soft")} role="status">
      <p className={cn("flex items-center gap-1.5 font-semibold", check.ok ? "text-success" : "text-accent")}>
        {check.ok ? <CircleCheck aria-hidden="true" className="size-4" /> : <CircleAlert aria-hidden="true" className="size-4" />}
        {check.ok
          ? "Plan check passed"
          : `Plan check: ${check.score}/100, ${check.failures.length} ${check.failures.length === 1 ? "issue" : "issues"}`}
      </p>
      {check.ok ? null : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-text">
          {check.failures.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      )}
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
  @page { margin: 16mm; }
}`;

export function TripPrintStyle() {
  return (
    <style href="wayfarer-trip-print" precedence="default">
      {TRIP_PRINT_CSS}
    </style>
  );
}
