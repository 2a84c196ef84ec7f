import { useId, useState } from "react";
import { ISO_DATE } from "@shared/itinerary-text";
import type { Plan } from "@shared/plan";
import { Button } from "@web/components/ui/Button";
import { inputClass, labelClass } from "@web/components/ui/form";

/** Moves the whole trip to start on another date; the days keep their order and spacing. */
export function ShiftDates({ plan, onShift }: { plan: Plan; onShift: (start: string) => void }) {
  const id = useId();
  const [start, setStart] = useState(plan.days[0]!.date);
  const first = plan.days[0]!.date;
  return (
    <form
      className="flex flex-wrap items-end gap-2 print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        if (ISO_DATE.test(start) && start !== first) onShift(start);
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={labelClass}>
          First day of the trip
        </label>
        <input id={id} type="date" value={start} onChange={(event) => setStart(event.target.value)} className={inputClass} />
      </div>
      <Button type="submit" variant="secondary" disabled={start === first || !start}>
        Move the trip to these dates
      </Button>
    </form>
  );
}
