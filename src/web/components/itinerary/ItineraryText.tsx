import { classifyLine, wireLines } from "@shared/itinerary-text";
import { cn } from "@web/components/ui/cn";

const DAY_HEADING = /^Day\s+\d/;

/**
 * The itinerary text as docs/product.md shows it: split at asterisks into lines; a line beginning with Day,
 * Theme, Overall Vibe, ##, Morning, Afternoon, Evening, Optional or Notes is bold, with a break before it.
 * Lines are text nodes, never HTML.
 */
export function ItineraryText({ days, className }: { days: string; className?: string }) {
  return (
    <div className={cn("leading-relaxed", className)}>
      {wireLines(days).map((line, index) =>
        classifyLine(line) === "heading" ? (
          <p
            key={index}
            className={cn(
              "font-semibold",
              DAY_HEADING.test(line) ? "text-lg text-primary" : "text-text",
              index > 0 && (DAY_HEADING.test(line) ? "mt-5" : "mt-3"),
            )}
          >
            {line}
          </p>
        ) : (
          <p key={index} className="text-muted">
            {line}
          </p>
        ),
      )}
    </div>
  );
}
