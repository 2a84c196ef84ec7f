import { CircleAlert, CircleCheck, Cpu, Moon, Plus, StickyNote, Sun, Sunrise, Tag, type LucideIcon } from "lucide-react";
import { classifyLine } from "@shared/itinerary-text";
import type { PlanCheckResult } from "@shared/itinerary-stream";
import type { Plan, PlanDay } from "@shared/plan";
import { KindIcon } from "@web/components/trip/ItemRow";
import { mapUrl } from "@web/components/trip/trip-format";
import { friendlyDate } from "@web/lib/dates";
import { engineLabel } from "@web/lib/engine-label";
import { Card } from "@web/components/ui/Card";
import { cn } from "@web/components/ui/cn";
import type { ShownItinerary } from "./shown-itinerary";

/** The lines of each day, each block starting at its "Day N" line. */
function dayBlocks(lines: readonly string[]): string[][] {
  const blocks: string[][] = [];
  for (const line of lines) {
    if (DAY_LINE.test(line) || blocks.length === 0) blocks.push([line]);
    else blocks.at(-1)!.push(line);
  }
  return blocks;
}

const DAY_LINE = /^Day\s+\d/;
const LINE_ICONS: [RegExp, LucideIcon][] = [
  [/^Theme\b/, Tag],
  [/^Morning\b/, Sunrise],
  [/^Afternoon\b/, Sun],
  [/^Evening\b/, Moon],
  [/^Optional\b/, Plus],
  [/^Notes\b/, StickyNote],
];

/**
 * docs/product.md result: "Your Itinerary", the introduction, "Daily Plans" (one line per asterisk-separated
 * part, heading lines bold, grouped in one card per day with its date in words) and "Final Notes". The trip's
 * title is the largest text. Model text is rendered as text nodes only.
 */
export default function ItineraryView({
  itinerary,
  engine,
  check,
  plan,
  expectedDays,
  writing,
}: {
  itinerary: ShownItinerary;
  engine?: string;
  check?: PlanCheckResult;
  /** The structured plan, once the generation is done: its places under each day. */
  plan?: Plan;
  /** How many days the dates ask for: the progress line and the placeholders while writing. */
  expectedDays?: number;
  /** Still streaming: the last part is being written. */
  writing: boolean;
}) {
  const blocks = dayBlocks(itinerary.lines);
  const waiting = writing && expectedDays ? Math.max(0, expectedDays - blocks.length) : 0;
  return (
    <Card className="p-5 sm:p-8" aria-busy={writing}>
      <h2 className="text-center text-sm font-semibold tracking-wide text-muted uppercase">Your Itinerary</h2>
      {itinerary.title ? (
        <p className="mt-2 text-center text-3xl font-bold text-balance break-words sm:text-4xl">{itinerary.title}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-center gap-2 text-xs font-semibold">
        {engine ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1 text-muted">
            <Cpu aria-hidden="true" className="size-3.5" />
            {engineLabel(engine, "credit")}
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
      <div className="mt-3 space-y-4 leading-relaxed" data-testid="daily-plans">
        {blocks.map((block, i) => (
          <DayBlock key={i} lines={block} planDay={plan?.days[i]} />
        ))}
        {writing ? (
          <p className="text-sm font-semibold text-muted">
            {expectedDays ? `Planning day ${Math.min(blocks.length || 1, expectedDays)} of ${expectedDays}` : "Writing…"}
          </p>
        ) : null}
        {Array.from({ length: waiting }, (_, i) => (
          <DaySkeleton key={`waiting-${i}`} />
        ))}
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

/** One day: its "Day N - date" line with the date in words, then its lines, then its places when known. */
function DayBlock({ lines, planDay }: { lines: string[]; planDay: PlanDay | undefined }) {
  const [first = "", ...rest] = lines;
  const isDay = DAY_LINE.test(first);
  const date = /(\d{4}-\d{2}-\d{2})\s*$/.exec(first)?.[1];
  const body = isDay ? rest : lines;
  const places = planDay?.items.filter((item) => item.place) ?? [];
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      {isDay ? (
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-border pb-2">
          <p className="text-lg font-semibold text-primary">{first}</p>
          {date ? <span className="text-sm font-semibold text-muted">{friendlyDate(date)}</span> : null}
        </div>
      ) : null}
      <div className="mt-3 space-y-2">
        {body.map((line, i) => {
          const Icon = LINE_ICONS.find(([start]) => start.test(line))?.[1];
          const heading = classifyLine(line) === "heading";
          return (
            <div key={i} className="flex gap-2.5">
              {Icon ? (
                <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
              ) : (
                <span aria-hidden="true" className="w-4 shrink-0" />
              )}
              <PlanLine line={line} heading={heading} />
            </div>
          );
        })}
      </div>
      {places.length > 0 ? (
        <ul aria-label="Places" className="mt-3 flex flex-wrap gap-2 border-t border-border pt-3 text-sm">
          {places.map((item) => (
            <li key={item.id}>
              <a
                href={mapUrl(item.place!)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1 text-text hover:text-primary"
                aria-label={`${item.place!.name}: open in a map (new tab)`}
              >
                <KindIcon kind={item.kind} className="size-3.5 text-primary" />
                {item.place!.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const SECTION = /^(Theme|Morning|Afternoon|Evening|Optional|Notes):\s*(.*)$/;
const NAMED = /^([^:]{1,80}):\s+(.+)$/;

/**
 * A section line, bold as docs/product.md asks, but in three weights so it reads: the label, the place or activity
 * named before its colon, then the description in regular weight. The line's text is unchanged.
 */
function PlanLine({ line, heading }: { line: string; heading: boolean }) {
  const section = SECTION.exec(line);
  if (!heading || !section) return <p className={cn(heading && "font-semibold")}>{line}</p>;
  const [, label, rest = ""] = section;
  const named = label === "Theme" || label === "Notes" ? null : NAMED.exec(rest);
  return (
    <p className="font-semibold">
      <span className="text-primary">{label}:</span>{" "}
      {named ? (
        <>
          {named[1]}: <span className="font-normal">{named[2]}</span>
        </>
      ) : (
        <span className="font-normal">{rest}</span>
      )}
    </p>
  );
}

/** A day still to be written: its shape, so the page does not jump as the text arrives. */
function DaySkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse space-y-3 rounded-2xl border border-border p-4 motion-reduce:animate-none sm:p-5"
    >
      <div className="h-5 w-40 rounded-full bg-surface-2" />
      <div className="h-4 w-3/4 rounded-full bg-surface-2" />
      <div className="h-4 w-full rounded-full bg-surface-2" />
      <div className="h-4 w-5/6 rounded-full bg-surface-2" />
    </div>
  );
}
