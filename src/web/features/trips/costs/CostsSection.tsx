import type { ReactNode } from "react";
import { cn } from "@web/components/ui/cn";

interface Props {
  /** The heading's id; the section is named by it. */
  id: string;
  title: string;
  lede?: ReactNode;
  /** Beside the heading (a link, a control). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One part of the Costs tab: a panel with its heading, as the trip page's other panels look. */
export function CostsSection({ id, title, lede, aside, className, children }: Props) {
  return (
    <section
      aria-labelledby={id}
      className={cn("min-w-0 rounded-[var(--radius-card)] border border-border bg-surface p-5 sm:p-6", className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {/* Focusable from code: where focus goes when the control it was on goes away (a deleted row). */}
          <h2 id={id} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            {title}
          </h2>
          {lede ? <p className="text-sm text-muted">{lede}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
