import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths, tripPath } from "@web/lib/paths";
import { MESSAGES } from "./messages";
import type { DashboardSave } from "./use-generation";

/** Under a generated itinerary: whether it is saved to the dashboard yet, and once it is, the way to its page. */
export function DashboardSaveStatus({ state, tripId }: { state: DashboardSave; tripId?: string }) {
  const content: Record<DashboardSave, ReactNode> = {
    saving: "Saving to your dashboard…",
    saved: (
      <>
        Saved to your dashboard.{" "}
        {tripId ? (
          <>
            <Link to={tripPath(tripId)} className="font-semibold text-primary underline underline-offset-4">
              Open the trip
            </Link>
            {" · "}
          </>
        ) : null}
        <Link to={paths.dashboard} className="font-semibold text-primary underline underline-offset-4">
          Open Dashboard
        </Link>
      </>
    ),
    unauthorized: MESSAGES.unauthorized,
    failed: "This itinerary was not saved.",
  };
  return (
    <p role="status" className="py-4 text-center">
      {content[state]}
    </p>
  );
}
