import { CircleAlert, CircleCheck, Cpu } from "lucide-react";
import { classifyLine, SECTION_LABELS, wireLines } from "@shared/itinerary-text";
import type { PlanCheckResult, StreamDay, StreamItinerary } from "@shared/itinerary-stream";
import { Card } from "@web/components/ui/Card";
import { cn } from "@web/components/ui/cn";

/** The wire lines of days still being written (the same lines the final `days` text will have). */
export function streamLines(days: readonly StreamDay[]): string[] {
  const lines: string[] = [];
  for (const day of days) {
    if (day.day === undefined) continue;
    lines.push(day.date ? `Day ${day.day} - ${day.date}` : `Day ${day.day}`);
    for (const [key, label] of Object.entries(SECTION_LABELS) as [keyof typeof SECTION_LABELS, string][]) {
      const value = day[key];
      if (value) lines.push(`${label}: ${value.replace(/\*/g, "")}`);
    }
  }
  return lines;
}

export interface ShownItinerary {
  title?: string;
  introduction?: string;
  /** Lines of "Daily Plans". */
  lines: string[];
  final_notes?: string;
}

export function shownFromStream(itinerary: StreamItinerary): ShownItinerary {
  return { ...itinerary, lines: streamLines(itinerary.days) };
}

export function shownFromWire(itinerary: {
  title: string;
  introduction: string;
  days: string;
  final_notes: string;
}): ShownItinerary {
  return { ...itinerary, lines: wireLines(itinerary.days) };
}

function engineLabel(engine: string): string {
  return engine === "offline" ? "Written by the offline planner" : `Written by ${engine}`;
}

/**
 * docs/product.md result: "Your Itinerary", the introduction, "Daily Plans" (one line per asterisk-separated
 * part, heading lines bold) and "Final Notes". Model text is rendered as text nodes only.
 */
export function ItineraryView({
  itinerary,
  engine,
  check,
  writing,
}: {
  itinerary: ShownItinerary;
  engine?: string;
  check?: PlanCheckResult;
  /** Still streaming: the last part is being written. */
  writing: boolean;
}) {
  return (
    <Card className="p-5 sm:p-8" aria-busy={writing}>
      <h2 className="text-center text-2xl font-bold sm:text-3xl">Your Itinerary</h2>
      {itinerary.title ? <p className="mt-2 text-center text-lg font-semibold text-primary">{itinerary.title}</p> : null}
      <div className="mt-4 flex flex-wrap justify-center gap-2 text-xs font-semibold">
        {engine ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1 text-muted">
            <Cpu aria-hidden="true" className="size-3.5" />
            {engineLabel(engine)}
          </span>
        ) : null}
        {check ? (
          <span
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full px-3 py-1",
              check.ok ? "bg-success/15 text-success" : "bg-accent-soft text-accent",
            )}
          >
            {check.ok ? (
              <CircleCheck aria-hidden="true" className="size-3.5" />
            ) : (
              <CircleAlert aria-hidden="true" className="size-3.5" />
            )}
            {check.ok
              ? "Plan check passed"
              : `Plan check: ${check.score}/100, ${check.failures.length} ${check.failures.length === 1 ? "issue" : "issues"}`}
          </span>
        ) : null}
      </div>
      {check && !check.ok ? (
        <ul className="mx-auto mt-3 max-w-xl list-disc pl-5 text-sm text-muted">
          {check.failures.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      ) : null}

      {itinerary.introduction ? <p className="mt-6 leading-relaxed">{itinerary.introduction}</p> : null}

      <h3 className="mt-8 text-xl font-bold">Daily Plans</h3>
      <div className="mt-3 space-y-1.5 leading-relaxed" data-testid="daily-plans">
        {itinerary.lines.map((line, i) =>
          classifyLine(line) === "heading" ? (
            <p
              key={i}
              className={cn(
                "font-semibold",
                line.startsWith("Day") &&
                  "mt-5 border-t border-border pt-4 text-lg text-primary first:mt-0 first:border-0 first:pt-0",
              )}
            >
              {line}
            </p>
          ) : (
            <p key={i}>{line}</p>
          ),
        )}
        {writing ? <p className="animate-pulse text-muted motion-reduce:animate-none">Writing…</p> : null}
      </div>

      {itinerary.final_notes ? (
        <>
          <h3 className="mt-8 text-xl font-bold">Final Notes</h3>
          <p className="mt-3 leading-relaxed">{itinerary.final_notes}</p>
        </>
      ) : null}
    </Card>
  );
}
