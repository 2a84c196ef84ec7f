import { ChevronDown } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { cn } from "./cn";

/** Where a disclosure starts open: wide screens have room for what it holds. */
const WIDE = "(min-width: 64rem)";

/**
 * A <details> that starts closed on a phone and open on a wide screen (closed everywhere with `folded`), and opens
 * before printing, so that paper gets everything (TRIP_PRINT_CSS shows a closed one's content too, for a print the
 * page was not told about).
 */
export function Disclosure({
  summary,
  children,
  className,
  folded = false,
}: {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  folded?: boolean;
}) {
  const [open, setOpen] = useState(() => !folded && typeof window.matchMedia === "function" && window.matchMedia(WIDE).matches);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener("beforeprint", show);
    return () => window.removeEventListener("beforeprint", show);
  }, []);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className={cn("group", className)}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-semibold [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180 print:hidden" />
      </summary>
      {children}
    </details>
  );
}
