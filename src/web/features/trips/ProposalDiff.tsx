import { ArrowRightLeft, Check, Clock, Minus, Plus, X, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { ItemCheck } from "@shared/itinerary-stream";
import type { AssistantProposal } from "@shared/schemas/assistant";
import { CheckReasons, ItemBadge } from "@web/components/trip/ItemBadge";
import { Button } from "@web/components/ui/Button";
import { cn } from "@web/components/ui/cn";
import { friendlyDate } from "@web/lib/dates";
import { changeWords, type DayDiff, type StopChange } from "./proposal-diff";
import { scrollBehavior } from "./TripBar";

const MARKS: Record<StopChange["kind"], { word: string; icon: LucideIcon; className: string }> = {
  added: { word: "Added", icon: Plus, className: "border-success/50 bg-success/10 text-success" },
  removed: { word: "Removed", icon: Minus, className: "border-danger/50 bg-danger/10 text-danger" },
  moved: { word: "Moved", icon: ArrowRightLeft, className: "border-primary/50 bg-primary/10 text-primary" },
  retimed: { word: "Retimed", icon: Clock, className: "border-accent/50 bg-accent-soft text-accent" },
};

/**
 * The assistant's proposal on the trip page (decision 1100): its changes in words, then the difference day by
 * day (each stop added, removed, moved or retimed marked, with the proposed plan's badge), Apply and Dismiss.
 * Nothing is saved before Apply.
 */
export function ProposalDiff({
  days,
  proposal,
  waiting,
  onApply,
  onDismiss,
}: {
  /** The difference (proposal-diff.ts), worked out once for this section and the day cards. */
  days: DayDiff[];
  proposal: AssistantProposal;
  /** Why Apply waits (unsaved edits, offline, applying), when it does. */
  waiting?: string;
  onApply: () => void;
  onDismiss: () => void;
}) {
  const headingId = useId();
  const waitingId = useId();
  const section = useRef<HTMLElement>(null);
  // A new proposal comes into sight (asked in the chat panel, it may land below the fold); focus stays in the chat.
  useEffect(() => {
    section.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: "nearest" });
  }, [proposal]);
  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      data-testid="proposal-diff"
      className="scroll-mt-[calc(var(--header-height)+var(--trip-bar-height,0px)+0.75rem)] rounded-2xl border-2 border-primary/50 bg-surface p-4 shadow-card sm:p-5 print:hidden"
    >
      <h2 id={headingId} className="text-xl font-bold">
        The assistant&apos;s proposal
      </h2>
      <p className="mt-1 text-sm text-muted">Nothing is saved until you apply it. Undo takes it back after.</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        {proposal.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      {days.length > 0 ? (
        <div className="mt-4 grid gap-3 md:grid-cols-2">
          {days.map(({ day, date, changes }) => (
            <section key={day} aria-label={`Day ${day + 1} changes`} className="rounded-xl border border-border p-3">
              <h3 className="text-sm font-semibold">
                Day {day + 1}
                {date ? <span className="font-normal text-muted"> · {friendlyDate(date)}</span> : null}
              </h3>
              <DayChanges changes={changes} />
            </section>
          ))}
        </div>
      ) : null}
      {waiting ? (
        <p id={waitingId} className="mt-3 text-sm text-muted">
          {waiting}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" disabled={waiting !== undefined} aria-describedby={waiting ? waitingId : undefined} onClick={onApply}>
          <Check aria-hidden="true" className="size-4" />
          Apply
        </Button>
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          <X aria-hidden="true" className="size-4" />
          Dismiss
        </Button>
      </div>
    </section>
  );
}

/** A day's changes, each marked with its kind and the proposed plan's badge. */
export function DayChanges({ changes }: { changes: StopChange[] }) {
  return (
    <ul className="mt-2 space-y-2">
      {changes.map((change) => (
        <ChangeRow key={`${change.kind}:${change.item.id}`} change={change} />
      ))}
    </ul>
  );
}

/** In a day's card: what the proposal would change on that day (the same rows as the proposal's section). */
export function DayProposal({ changes }: { changes: StopChange[] }) {
  return (
    <div data-testid="day-proposal" className="rounded-xl border-2 border-dashed border-primary/50 p-3">
      <p className="text-sm font-semibold">The assistant&apos;s proposal for this day</p>
      <DayChanges changes={changes} />
    </div>
  );
}

function ChangeRow({ change }: { change: StopChange }) {
  const mark = MARKS[change.kind];
  const Icon = mark.icon;
  const check: ItemCheck | undefined = change.kind === "removed" ? undefined : change.check;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li data-change={change.kind} className="text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            "inline-flex h-6 shrink-0 items-center gap-1 rounded-full border px-2 text-xs font-semibold",
            mark.className,
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {mark.word}
        </span>
        <span className={cn("min-w-0 flex-1 break-words", change.kind === "removed" && "text-muted line-through")}>
          <span className="sr-only">{changeWords(change)}</span>
          <span aria-hidden="true">
            {change.item.start && change.kind !== "removed" ? `${change.item.start} ` : ""}
            {change.item.title}
            <span className="text-muted">{detail(change)}</span>
          </span>
        </span>
        {check ? (
          <ItemBadge check={check} title={change.item.title} open={open} panelId={panelId} onToggle={() => setOpen(!open)} />
        ) : null}
      </div>
      {check && open ? <CheckReasons check={check} id={panelId} /> : null}
    </li>
  );
}

/** Where a moved stop was, a retimed stop's old start. */
function detail(change: StopChange): string {
  if (change.kind === "moved") return ` (from day ${change.from.day + 1}, ${change.from.slot})`;
  if (change.kind === "retimed" && change.fromStart) return ` (was ${change.fromStart})`;
  return "";
}
