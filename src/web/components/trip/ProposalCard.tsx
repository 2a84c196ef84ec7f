import { Check, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@web/components/ui/Button";
import type { TripChat } from "@web/lib/trip-chat";

/**
 * The open trip's proposal in the chat panel: its changes in words, Apply and Dismiss. The trip page shows the
 * same proposal's difference day by day; nothing is saved before Apply.
 */
export function ProposalCard({ trip, onDone }: { trip: TripChat; onDone?: () => void }) {
  const headingId = useId();
  const waitingId = useId();
  const proposal = trip.proposal;
  if (!proposal) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-2xl border border-primary/40 bg-primary/5 p-3 text-sm"
      data-testid="chat-proposal"
    >
      <h3 id={headingId} className="font-semibold">
        Proposed changes
      </h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {proposal.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-muted">Nothing is saved until you apply it; the trip page shows the difference.</p>
      {trip.waiting ? (
        <p id={waitingId} className="mt-1 text-xs text-muted">
          {trip.waiting}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={trip.waiting !== undefined}
          aria-describedby={trip.waiting ? waitingId : undefined}
          onClick={() => {
            trip.apply();
            onDone?.();
          }}
        >
          <Check aria-hidden="true" className="size-4" />
          Apply
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            trip.dismiss();
            onDone?.();
          }}
        >
          <X aria-hidden="true" className="size-4" />
          Dismiss
        </Button>
      </div>
    </section>
  );
}
