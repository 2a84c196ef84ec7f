import { CalendarDays } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { inputClass, labelClass } from "@web/components/ui/form";
import { cn } from "@web/components/ui/cn";
import { FieldError } from "@web/components/ui/TextField";

// react-day-picker and date-fns load when the calendar is first opened, not with the screen.
const RangeCalendar = lazy(() => import("./RangeCalendar"));

/**
 * docs/product.md: a read-only field showing "yyyy-MM-dd to yyyy-MM-dd", filled only through a range calendar
 * that opens on click (or Enter, Space, Arrow Down) and closes once a range is chosen (or on Escape, or a
 * click elsewhere). Empty, it invites ("Choose your dates"); `error` shows under it while it is empty after a
 * Generate.
 */
export function DateRangeField({
  value,
  onChange,
  label = "Dates",
  error,
}: {
  value: string;
  onChange(dates: string): void;
  label?: string;
  error?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  function close() {
    setOpen(false);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
    }
  }

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => event.key === "Escape" && open && (event.stopPropagation(), close())}
    >
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={input}
          id={id}
          name="dates"
          readOnly
          value={value}
          placeholder="Choose your dates"
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          // A select-only combobox whose popup is the calendar dialog: a plain text box may not say "expanded".
          role="combobox"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${id}-calendar` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputClass, "cursor-pointer pr-10", error && "border-danger")}
        />
        <CalendarDays
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {open ? (
        <div
          id={`${id}-calendar`}
          role="dialog"
          aria-label="Choose your travel dates"
          className="absolute top-full left-0 z-30 mt-2 w-max rounded-[var(--radius-card)] border border-border bg-surface p-2 shadow-card"
        >
          <Suspense fallback={<p className="p-6 text-sm text-muted">Loading calendar…</p>}>
            <RangeCalendar
              onChoose={(dates) => {
                onChange(dates);
                close();
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
