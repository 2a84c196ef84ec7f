import { ChevronDown } from "lucide-react";
import type { SelectHTMLAttributes } from "react";
import { cn } from "@web/components/ui/cn";
import { inputClass } from "@web/components/ui/form";
import { CURRENCY_OPTIONS } from "./costs-format";

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value"> {
  value: string;
  onChange: (code: string) => void;
  /** Offered first ("On this trip"): the trip's currency, the last one used, those of its expenses. */
  likely?: readonly string[];
  /** Shows only the code when closed (the list still names each currency), for a narrow field beside the amount. */
  compact?: boolean;
}

/** One of the ISO 4217 currencies, each named ("JPY · Japanese yen"), the likely ones first. */
export function CurrencySelect({ value, onChange, likely = [], compact = false, className, ...select }: Props) {
  const first = [...new Set(likely)].flatMap((code) => CURRENCY_OPTIONS.filter((option) => option.code === code));
  const options = (list: typeof CURRENCY_OPTIONS) =>
    list.map((option) => (
      <option key={option.code} value={option.code} className="bg-surface text-text">
        {option.label}
      </option>
    ));
  const list = first.length ? (
    <>
      <optgroup label="On this trip" className="bg-surface text-text">
        {options(first)}
      </optgroup>
      <optgroup label="All currencies" className="bg-surface text-text">
        {options(CURRENCY_OPTIONS)}
      </optgroup>
    </>
  ) : (
    options(CURRENCY_OPTIONS)
  );
  if (!compact)
    return (
      <select value={value} onChange={(event) => onChange(event.target.value)} className={cn(inputClass, className)} {...select}>
        {list}
      </select>
    );
  // The closed field draws the code over a select whose own text is transparent: the names stay in the list and
  // in what assistive technology reads.
  return (
    <div className="relative">
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClass, "appearance-none text-transparent", className)}
        {...select}
      >
        {list}
      </select>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-lg font-semibold text-text"
      >
        {value}
      </span>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
