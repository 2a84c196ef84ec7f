import { CalendarDays, MessageCircle, Route, Sparkles } from "lucide-react";
import type { Destination } from "@shared/catalog/destinations";
import { ButtonLink } from "@web/components/ui/Button";
import { Dialog } from "@web/components/ui/Dialog";
import { paths } from "@web/lib/paths";
import { ThemedImage } from "@web/lib/themed-image";

/** Details of one destination; Escape, the backdrop and the close button close it. */
export function DestinationDialog({ destination, onClose }: { destination: Destination | null; onClose: () => void }) {
  return (
    <Dialog
      open={destination !== null}
      onOpenChange={(open) => !open && onClose()}
      title={destination ? `${destination.name} ${destination.emoji}` : ""}
      description={destination ? `${destination.country} · ${destination.region}` : undefined}
      className="sm:w-[min(92vw,40rem)]"
    >
      {destination ? (
        <div className="mt-4 space-y-5">
          <ThemedImage
            src={destination.image}
            alt={destination.imageAlt}
            width={800}
            height={600}
            className="aspect-[16/9] w-full rounded-2xl object-cover"
          />
          <figure className="flex gap-3 rounded-2xl bg-accent-soft p-4">
            <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <div>
              <blockquote className="text-lg font-semibold">“{destination.phrase.text}”</blockquote>
              <figcaption className="text-sm text-muted">{destination.phrase.meaning}</figcaption>
            </div>
          </figure>
          <p>{destination.description}</p>
          <section aria-labelledby="destination-highlights">
            <h3 id="destination-highlights" className="flex items-center gap-2 font-sans text-base font-semibold">
              <Sparkles aria-hidden="true" className="size-4 text-primary" />
              Highlights
            </h3>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {destination.highlights.map((highlight) => (
                <li key={highlight} className="rounded-xl border border-border px-3 py-2 text-sm">
                  {highlight}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="destination-best-time">
            <h3 id="destination-best-time" className="flex items-center gap-2 font-sans text-base font-semibold">
              <CalendarDays aria-hidden="true" className="size-4 text-primary" />
              Best Time
            </h3>
            <p className="mt-1 text-muted">{destination.bestTime}</p>
          </section>
          <ButtonLink to={`${paths.generator}?destination=${encodeURIComponent(destination.name)}`} className="w-full sm:w-auto">
            <Route aria-hidden="true" className="size-4" />
            Plan a trip here
          </ButtonLink>
        </div>
      ) : null}
    </Dialog>
  );
}
