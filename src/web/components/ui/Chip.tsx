import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn";

/** A filter chip: a toggle button whose pressed state is announced (aria-pressed) and shown. */
export function Chip({ pressed, className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { pressed: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors",
        pressed
          ? "border-primary bg-primary text-primary-contrast shadow-card"
          : "border-border bg-surface text-text hover:border-primary hover:text-primary",
        className,
      )}
      {...props}
    />
  );
}
