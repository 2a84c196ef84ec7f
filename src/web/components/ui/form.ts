/** Shared look of text, number, date and select inputs and their labels. */
export const inputClass =
  "h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-text shadow-sm placeholder:text-muted/70 focus-visible:border-primary";

export const labelClass = "text-sm font-semibold text-muted";
