import { ArrowRight, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "@web/components/ui/Button";
import { paths, tripPath } from "@web/lib/paths";
import { MESSAGES } from "./messages";
import type { DashboardSave } from "./use-generation";

/**
 * Above a generated itinerary: whether it is saved to the dashboard yet, and once it is, the trip's page one
 * press away (the page where its days are read on a map, edited and shared), the dashboard beside it.
 */
export function DashboardSaveStatus({ state, tripId }: { state: DashboardSave; tripId?: string }) {
  if (state === "saved") {
    return (
      <div
        role="status"
        className="my-4 rounded-[var(--radius-card)] border border-border bg-surface p-5 text-center shadow-card"
      >
        <p className="inline-flex items-center gap-2 font-semibold text-success">
          <CircleCheck aria-hidden="true" className="size-5" />
          Saved to your dashboard.
        </p>
        {tripId ? <p className="mt-1 text-muted">Your trip has its own page: every day on a map, to edit and share.</p> : null}
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          {tripId ? (
            <ButtonLink to={tripPath(tripId)} size="lg">
              Open the trip
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          ) : null}
          <ButtonLink to={paths.dashboard} variant="secondary" size="lg">
            Open Dashboard
          </ButtonLink>
        </div>
      </div>
    );
  }
  const content: Record<Exclude<DashboardSave, "saved">, ReactNode> = {
    saving: "Saving to your dashboard…",
    unauthorized: MESSAGES.unauthorized,
    failed: "This itinerary was not saved.",
  };
  return (
    <p role="status" className="py-4 text-center">
      {content[state]}
    </p>
  );
}
