import { CalendarDays, Hourglass } from "lucide-react";
import { useId } from "react";
import {
  daysUntil,
  DEFAULT_PLANNER_STATE,
  MAX_DURATION,
  parsePlannerState,
  tripDayDate,
  tripLength,
} from "@shared/tools/countdown";
import { Card } from "@web/components/ui/Card";
import { inputClass, labelClass } from "@web/components/ui/form";
import { PageHeader } from "@web/components/ui/PageHeader";
import { ResetButton } from "@web/components/ui/ResetButton";
import { friendlyDate } from "@web/lib/dates";
import { useStoredState } from "@web/lib/use-stored-state";

export const PLANNER_KEY = "wayfarer.planner";

export default function PlannerScreen() {
  const [state, setState, reset] = useStoredState(PLANNER_KEY, parsePlannerState, DEFAULT_PLANNER_STATE);
  const { startDate, duration, notes } = state;
  const startId = useId();
  const durationId = useId();
  const days = daysUntil(startDate);
  const length = tripLength(duration);

  return (
    <>
      <PageHeader title="Travel Planner" lede="Count down to departure and jot down a plan for each day." />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 lg:grid-cols-[20rem_1fr] lg:items-start">
        <div className="grid gap-6 sm:grid-cols-2 lg:sticky lg:top-24 lg:grid-cols-1">
          <Card className="p-5 sm:p-6">
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <CalendarDays aria-hidden="true" className="size-5 text-primary" />
              Your trip
            </h2>
            <div className="mt-4 flex flex-col gap-1.5">
              <label htmlFor={startId} className={labelClass}>
                Start date
              </label>
              <input
                id={startId}
                type="date"
                className={inputClass}
                value={startDate}
                onChange={(event) => setState({ ...state, startDate: event.target.value })}
              />
            </div>
            <div className="mt-4 flex flex-col gap-1.5">
              <label htmlFor={durationId} className={labelClass}>
                Duration (days)
              </label>
              <input
                id={durationId}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_DURATION}
                step={1}
                className={`${inputClass} tabular-nums`}
                value={duration}
                onChange={(event) => setState({ ...state, duration: event.target.value })}
              />
            </div>
            <div className="mt-6">
              <ResetButton onReset={reset} />
            </div>
          </Card>

          <div className="rounded-[var(--radius-card)] bg-primary p-5 text-primary-contrast shadow-card sm:p-6">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <Hourglass aria-hidden="true" className="size-5" />
              Countdown
            </h2>
            <output aria-live="polite" className="mt-3 block" data-testid="countdown">
              {days === null ? (
                <span className="text-lg font-medium">Pick a start date to begin the countdown.</span>
              ) : (
                <>
                  <span className="block text-6xl font-bold tabular-nums">{days}</span>
                  <span className="text-lg font-medium">{days === 1 ? "day to go" : "days to go"}</span>
                  {days === 0 ? <span className="mt-1 block text-sm">The trip has started. Enjoy!</span> : null}
                </>
              )}
            </output>
          </div>
        </div>

        <section aria-labelledby="days-heading">
          <h2 id="days-heading" className="sr-only">
            Daily notes
          </h2>
          <ol className="grid gap-4">
            {Array.from({ length }, (_, index) => {
              const day = index + 1;
              const date = tripDayDate(startDate, day);
              return (
                <li key={day}>
                  <Card className="p-5">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h3 className="text-lg font-semibold">Day {day}</h3>
                      {date ? <span className="text-sm text-muted">{friendlyDate(date.toISOString().slice(0, 10))}</span> : null}
                    </div>
                    <textarea
                      aria-label={`Notes for day ${day}`}
                      rows={3}
                      className={`${inputClass} mt-3 h-auto min-h-24 resize-y py-2`}
                      placeholder="Plans, bookings, ideas..."
                      value={notes[String(day)] ?? ""}
                      onChange={(event) => setState({ ...state, notes: { ...notes, [String(day)]: event.target.value } })}
                    />
                  </Card>
                </li>
              );
            })}
          </ol>
        </section>
      </div>
    </>
  );
}
