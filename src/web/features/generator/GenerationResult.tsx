import { LoaderCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, type Ref } from "react";
import type { Mode, PlanFields, SurpriseFields } from "./api";
import { DashboardSaveStatus } from "./DashboardSaveStatus";
import { FailureCard } from "./FailureCard";
import { shownFromWire } from "./shown-itinerary";
import type { Phase } from "./use-generation";

// The result is not part of the first render: its chunk loads after it, when the page is first idle, so it is
// there by the time a generation starts.
export const loadItineraryView = () => import("./ItineraryView");
const ItineraryView = lazy(loadItineraryView);

interface Props {
  /** The region the page scrolls to when a generation starts. */
  ref: Ref<HTMLDivElement>;
  phase: Phase;
  /** Days in the form's date range, for the days still to be written. */
  expectedDays: number | undefined;
  onRetry(mode: Mode, fields: PlanFields | SurpriseFields): void;
  onLogin(): void;
  /** A place offered by the failure card, for the form's field. */
  onChoosePlace(mode: Mode, place: string): void;
}

/** Under the form: the progress, the itinerary as it is written, then whether it is saved; or the failure card. */
export function GenerationResult({ ref, phase, expectedDays, onRetry, onLogin, onChoosePlace }: Props) {
  const errorCard = useRef<HTMLDivElement>(null);
  const writing = phase.kind === "writing";

  // A failed generation: its card, where the result would be, comes into view and takes the focus (on a
  // phone the form is a screen away).
  const failed = phase.kind === "failed" ? phase : null;
  useEffect(() => {
    if (!failed) return;
    errorCard.current?.focus({ preventScroll: true });
    errorCard.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [failed]);

  const shown =
    phase.kind === "done"
      ? shownFromWire(phase.result.itinerary)
      : phase.kind === "idle" || phase.kind === "failed"
        ? null
        : phase.shown;
  const dayCount = shown?.lines.filter((line) => line.startsWith("Day")).length ?? 0;

  return (
    <div ref={ref} className="mx-auto max-w-3xl scroll-mt-24 px-4">
      {/* Polite progress for screen readers: one short line per day, not the whole text. */}
      <p className="sr-only" aria-live="polite">
        {phase.kind === "writing" ? (dayCount > 0 ? `Writing day ${dayCount}…` : "Generating your itinerary…") : ""}
        {phase.kind === "done" ? "Your itinerary is ready." : ""}
        {phase.kind === "stopped" ? "Generation stopped." : ""}
      </p>
      {phase.kind === "writing" ? (
        <div className="flex flex-col items-center gap-3 py-8" role="status">
          <LoaderCircle
            aria-hidden="true"
            className="size-10 animate-spin text-primary motion-reduce:animate-[spin_3s_linear_infinite]"
          />
          {phase.mode === "surprise" ? (
            <p className="text-lg font-semibold">Generating Your Itinerary</p>
          ) : (
            <span className="sr-only">Loading</span>
          )}
          {phase.repairing ? <p className="text-sm text-muted">The first draft missed something; rewriting it…</p> : null}
        </div>
      ) : null}
      {phase.kind === "stopped" ? (
        <p className="py-6 text-center text-muted" role="status">
          Generation stopped. Nothing was saved; press Generate Itinerary to start again.
        </p>
      ) : null}
      {phase.kind === "failed" ? (
        <FailureCard
          ref={errorCard}
          {...phase.failure}
          onRetry={() => onRetry(phase.mode, phase.fields)}
          onLogin={onLogin}
          onChoose={(place) => onChoosePlace(phase.mode, place)}
        />
      ) : null}
      {phase.kind === "done" ? <DashboardSaveStatus state={phase.save} tripId={phase.tripId} /> : null}
      {shown && (shown.title || shown.lines.length > 0) ? (
        <Suspense fallback={null}>
          <ItineraryView
            itinerary={shown}
            engine={
              phase.kind === "done"
                ? phase.result.engine
                : phase.kind === "writing" || phase.kind === "stopped"
                  ? phase.engine
                  : undefined
            }
            check={phase.kind === "done" ? phase.result.check : undefined}
            plan={phase.kind === "done" ? phase.result.plan : undefined}
            expectedDays={expectedDays}
            writing={writing}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
