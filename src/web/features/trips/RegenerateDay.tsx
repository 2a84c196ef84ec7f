import { RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import type { PlanDay, PlanItem } from "@shared/plan";
import { bySlot, PLAN_SLOTS, type PlanSlot } from "@shared/plan-slots";
import { REGENERATE_INSTRUCTION_MAX } from "@shared/schemas/limits";
import { ItemRow, SLOT_NAMES } from "@web/components/trip/ItemRow";
import { Button } from "@web/components/ui/Button";
import { cn } from "@web/components/ui/cn";
import { inputClass, labelClass } from "@web/components/ui/form";
import { failureMessage } from "@web/lib/api";
import { regenerateDay } from "./api";

type Proposal =
  { status: "idle" } | { status: "asking" } | { status: "shown"; day: PlanDay } | { status: "failed"; message: string };

/** "Regenerate this day" (or one slot), with an optional wish; the proposal sits beside the day until accepted. */
export function RegenerateDay({
  tripId,
  day,
  online,
  onAccept,
}: {
  tripId: string;
  day: PlanDay;
  online: boolean;
  onAccept: (proposal: PlanDay) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<PlanSlot | "">("");
  const [instruction, setInstruction] = useState("");
  const [proposal, setProposal] = useState<Proposal>({ status: "idle" });

  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} disabled={!online}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Regenerate this day
      </Button>
    );
  }
  const ask = () => {
    setProposal({ status: "asking" });
    regenerateDay(tripId, day.day, { ...(slot && { slot }), ...(instruction.trim() && { instruction: instruction.trim() }) })
      .then((answer) => setProposal({ status: "shown", day: answer.day }))
      .catch((error: unknown) => setProposal({ status: "failed", message: failureMessage(error) }));
  };
  const close = () => {
    setOpen(false);
    setProposal({ status: "idle" });
  };
  return (
    <div className="rounded-2xl border border-border p-4">
      <form
        className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          ask();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-slot`} className={labelClass}>
            What to plan again
          </label>
          <select
            id={`${id}-slot`}
            value={slot}
            onChange={(event) => setSlot(event.target.value as PlanSlot | "")}
            className={inputClass}
          >
            <option value="">The whole day</option>
            {PLAN_SLOTS.map((value) => (
              <option key={value} value={value}>
                {SLOT_NAMES[value]} only
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-wish`} className={labelClass}>
            Anything to change? (optional)
          </label>
          <input
            id={`${id}-wish`}
            value={instruction}
            maxLength={REGENERATE_INSTRUCTION_MAX}
            placeholder="More food, less walking"
            onChange={(event) => setInstruction(event.target.value)}
            className={inputClass}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={proposal.status === "asking" || !online}>
            {proposal.status === "asking" ? "Planning…" : "Propose"}
          </Button>
          <Button variant="ghost" onClick={close}>
            Close
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {proposal.status === "failed" ? <p className="mt-3 text-sm text-danger">{proposal.message}</p> : null}
        {proposal.status === "shown" ? (
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <StopList title={`Day ${day.day} now`} items={bySlot(day.items)} muted />
            <div>
              <StopList title="Proposed" items={bySlot(proposal.day.items)} />
              <div className="mt-3 flex gap-2">
                <Button
                  onClick={() => {
                    onAccept(proposal.day);
                    close();
                  }}
                >
                  Accept proposal
                </Button>
                <Button variant="ghost" onClick={() => setProposal({ status: "idle" })}>
                  Discard
                </Button>
              </div>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function StopList({ title, items, muted = false }: { title: string; items: PlanItem[]; muted?: boolean }) {
  return (
    <section aria-label={title} className={cn("rounded-2xl p-3", muted ? "bg-surface-2" : "bg-primary/5")}>
      <h4 className="font-semibold">{title}</h4>
      <ol className="mt-2 space-y-3">
        {items.map((item) => (
          <li key={item.id}>
            <ItemRow item={item} />
          </li>
        ))}
      </ol>
    </section>
  );
}
