import { useId } from "react";
import { PACES, type Pace } from "@shared/timetable";
import { cn } from "@web/components/ui/cn";
import { labelClass } from "@web/components/ui/form";

const PACE_CHOICES: Record<Pace, { label: string; hint: string }> = {
  relaxed: { label: "Relaxed", hint: "Fewer stops, long breaks" },
  balanced: { label: "Balanced", hint: "A full day, time to rest" },
  packed: { label: "Packed", hint: "See as much as you can" },
};

/**
 * How full the days should be, sent as the request's `pace`: three radio buttons drawn as one segmented control,
 * so the keyboard moves between them with the arrow keys as in any radio group.
 */
export function PaceChoice({ value, onChange }: { value: Pace; onChange: (pace: Pace) => void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={cn(labelClass, "mb-1")}>Pace</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl border border-border bg-surface-2 p-1">
        {PACES.map((pace) => {
          const id = `${name}-${pace}`;
          return (
            <div key={pace} className="relative">
              <input
                id={id}
                type="radio"
                name={name}
                value={pace}
                checked={value === pace}
                onChange={() => onChange(pace)}
                aria-describedby={`${id}-hint`}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <label
                htmlFor={id}
                className={cn(
                  "flex h-full flex-col items-center justify-center rounded-lg px-2 py-1.5 text-center text-sm font-semibold transition-colors",
                  "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary",
                  value === pace ? "bg-primary text-primary-contrast shadow-card" : "text-text peer-hover:text-primary",
                )}
              >
                {PACE_CHOICES[pace].label}
                <span
                  id={`${id}-hint`}
                  className={cn("hidden text-xs font-normal sm:block", value === pace ? "text-primary-contrast" : "text-muted")}
                >
                  {PACE_CHOICES[pace].hint}
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
