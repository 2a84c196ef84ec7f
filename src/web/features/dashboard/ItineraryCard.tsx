import { useQuery } from "@tanstack/react-query";
import {
  CalendarPlus,
  ChevronDown,
  CircleCheck,
  Download,
  MapIcon,
  Printer,
  Trash2,
  TriangleAlert,
  UsersRound,
} from "lucide-react";
import { useId } from "react";
import { itineraryFileName, itineraryFileText, itineraryIcs, itineraryIcsFileName, parseWireDays } from "@shared/itinerary-text";
import type { ItinerarySummary } from "@shared/schemas/itineraries";
import { Button, ButtonLink } from "@web/components/ui/Button";
import { dateRange, localDate, longDate } from "@web/lib/dates";
import { engineLabel } from "@web/lib/engine-label";
import { tripPath } from "@web/lib/paths";
import { cn } from "@web/components/ui/cn";
import { itineraryQuery } from "@web/lib/itineraries";
import { saveTextFile } from "./download";
import { ItineraryText } from "@web/components/itinerary/ItineraryText";
import { coverOfTexts } from "@web/components/trip/trip-format";
import { ThemedImage } from "@web/lib/themed-image";

interface Props {
  itinerary: ItinerarySummary;
  userId: string;
  expanded: boolean;
  onToggle: () => void;
  deleting: boolean;
  onDelete: () => void;
  onPrint: () => void;
}

/** "3 days · 1–3 Nov 2026", read from the text's Day lines; empty for a text without any. */
function tripSpan(days: string): string {
  const parsed = parseWireDays(days);
  if (parsed.length === 0) return "";
  const count = `${parsed.length} ${parsed.length === 1 ? "day" : "days"}`;
  const first = parsed[0]?.date;
  const last = parsed.at(-1)?.date;
  if (!first || !last) return count;
  return `${count} · ${dateRange(first, last)}`;
}

export function ItineraryCard({ itinerary, userId, expanded, onToggle, deleting, onDelete, onPrint }: Props) {
  const { id, title, days, createdAt, engine, hasPlan, shared } = itinerary;
  const bodyId = useId();
  const span = tripSpan(days);

  return (
    <article
      aria-label={title}
      className="flex h-full flex-col rounded-[var(--radius-card)] border border-border bg-surface shadow-card"
    >
      <div className="flex items-start gap-4 p-5 sm:p-6">
        <ThemedImage
          src={coverOfTexts(title, days)}
          alt=""
          width={144}
          height={96}
          loading="lazy"
          className="h-16 w-24 shrink-0 rounded-xl object-cover sm:h-24 sm:w-36"
        />
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-semibold sm:text-2xl">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={onToggle}
              className="group flex w-full items-start justify-between gap-3 rounded-lg text-left hover:text-primary"
            >
              <span className="min-w-0 break-words">{title}</span>
              <ChevronDown
                aria-hidden="true"
                className={cn(
                  "mt-1 size-5 shrink-0 text-muted transition-transform group-hover:text-primary",
                  expanded && "rotate-180",
                )}
              />
            </button>
          </h2>
          <p className="mt-2 text-sm text-muted">
            {span ? `${span} · ` : ""}Saved {longDate(localDate(new Date(createdAt)))}
          </p>
          {shared ? (
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-primary/10 px-2.5 py-1 text-xs font-semibold text-primary">
              <UsersRound aria-hidden="true" className="size-3.5" />
              {`Shared by ${shared.ownerName}`}
              {shared.role === "viewer" ? " · view only" : ""}
            </p>
          ) : null}
        </div>
      </div>

      <div id={bodyId} hidden={!expanded} className="border-t border-border px-5 py-5 sm:px-6">
        {expanded && hasPlan ? <PlanCheckNote userId={userId} id={id} /> : null}
        {expanded ? <ItineraryText days={days} /> : null}
        {/* Who wrote it, with the text it wrote: not a badge on every card. */}
        {expanded && engine ? <p className="mt-4 text-sm text-muted">{engineLabel(engine, "credit")}</p> : null}
      </div>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border px-5 py-4 sm:px-6">
        <ButtonLink to={tripPath(id)} size="sm" aria-label={`Open trip ${title}`}>
          <MapIcon aria-hidden="true" className="size-4" />
          Open trip
        </ButtonLink>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => saveTextFile(itineraryFileName(title), itineraryFileText(title, days), "text/plain;charset=utf-8")}
        >
          <Download aria-hidden="true" className="size-4" />
          Download Itinerary
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Add ${title} to a calendar (.ics)`}
          onClick={() =>
            saveTextFile(itineraryIcsFileName(title), itineraryIcs(title, parseWireDays(days)), "text/calendar;charset=utf-8")
          }
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Calendar
        </Button>
        <Button variant="secondary" size="sm" aria-label={`Print ${title}`} onClick={onPrint}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        {/* Only the owner deletes a trip (a member leaves it from the trip's page). */}
        {shared ? null : (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${title}`}
            disabled={deleting}
            onClick={onDelete}
            className="ml-auto text-danger hover:bg-danger/10"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </Button>
        )}
      </div>
    </article>
  );
}

/** The saved plan's check (docs/product.md "Plan check"), loaded when the card opens. */
function PlanCheckNote({ userId, id }: { userId: string; id: string }) {
  const { data, isPending, isError } = useQuery(itineraryQuery(userId, id));
  if (isPending) return <p className="mb-4 text-sm text-muted">Checking the plan…</p>;
  if (isError || !data.check) return null;
  const { ok, failures, score } = data.check;
  if (ok) {
    return (
      <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-success/10 px-3 py-1 text-sm font-semibold text-success">
        <CircleCheck aria-hidden="true" className="size-4" />
        Plan check passed
      </p>
    );
  }
  return (
    <div className="mb-4 rounded-2xl bg-accent-soft p-4 text-sm">
      <p className="flex items-center gap-1.5 font-semibold text-accent">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {`Plan check: ${score}/100, ${failures.length} ${failures.length === 1 ? "issue" : "issues"}`}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {failures.map((failure) => (
          <li key={failure}>{failure}</li>
        ))}
      </ul>
    </div>
  );
}
