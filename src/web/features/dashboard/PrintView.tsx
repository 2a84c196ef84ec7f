import { useEffect } from "react";
import { createPortal } from "react-dom";
import type { ItinerarySummary } from "@shared/schemas/itineraries";
import { publicConfig } from "@web/lib/public-config";
import { ItineraryText } from "@web/components/itinerary/ItineraryText";

const PRINT_ROOT_ID = "itinerary-print";

/**
 * While printing, only this itinerary is on paper: the rest of the page is hidden, and the colours are the
 * light theme's whatever the screen shows (dark text on white paper).
 */
const PRINT_CSS = `@media print {
  html, body { background: #fff !important; }
  body > *:not(#${PRINT_ROOT_ID}) { display: none !important; }
  #${PRINT_ROOT_ID} { --text: #111; --muted: #333; --primary: #0b5d73; --border: #ccc; color: #111; background: #fff; }
  @page { margin: 18mm; }
}`;

/** A print-only layout of one itinerary; it opens the browser's print dialog and reports when it is done. */
export function PrintView({ itinerary, onDone }: { itinerary: ItinerarySummary; onDone: () => void }) {
  useEffect(() => {
    window.addEventListener("afterprint", onDone);
    // One frame later, so the layout is in the page when the browser takes its snapshot.
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("afterprint", onDone);
    };
  }, [itinerary, onDone]);

  return createPortal(
    <div id={PRINT_ROOT_ID} className="hidden font-sans print:block">
      <style href="wayfarer-itinerary-print" precedence="default">
        {PRINT_CSS}
      </style>
      <p className="text-sm text-muted">{publicConfig.appName} itinerary</p>
      <h1 className="mt-1 border-b border-border pb-3 text-3xl font-bold">{itinerary.title}</h1>
      <ItineraryText days={itinerary.days} className="mt-4" />
    </div>,
    document.body,
  );
}
