import { Heart, MapPin } from "lucide-react";
import type { Destination } from "@shared/catalog/destinations";
import { cn } from "@web/components/ui/cn";
import { useThemedImage } from "@web/lib/themed-image";

interface Props {
  destination: Destination;
  favourite: boolean;
  onToggleFavourite: () => void;
  onOpen: () => void;
}

/**
 * The whole card opens the details: "Learn More" stretches over it (one focusable control, so focus
 * returns to it when the dialog closes, and no control nested in another), and the heart sits above that layer.
 * On a phone the card is half the screen wide: smaller type, the description cut to three lines.
 */
export function DestinationCard({ destination, favourite, onToggleFavourite, onOpen }: Props) {
  const { name, country, region, emoji, description, image, imageAlt } = destination;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface shadow-card transition-transform focus-within:ring-2 focus-within:ring-primary motion-safe:hover:-translate-y-1">
      <div className="relative">
        <img
          src={useThemedImage(image)}
          alt={imageAlt}
          width={800}
          height={600}
          loading="lazy"
          className="aspect-[4/3] w-full object-cover"
        />
        <span
          aria-hidden="true"
          className="absolute bottom-2 left-2 flex size-9 items-center justify-center rounded-full bg-surface text-xl shadow-card sm:bottom-3 sm:left-3 sm:size-11 sm:text-2xl"
        >
          {emoji}
        </span>
      </div>
      <button
        type="button"
        aria-pressed={favourite}
        aria-label={`Favourite ${name}`}
        onClick={onToggleFavourite}
        className={cn(
          "absolute top-2 right-2 z-10 flex size-11 sm:top-3 sm:right-3 items-center justify-center rounded-full bg-surface/90 shadow-card backdrop-blur transition-colors hover:bg-surface",
          favourite ? "text-danger" : "text-muted hover:text-danger",
        )}
      >
        <Heart
          aria-hidden="true"
          className="size-5 motion-safe:transition-transform motion-safe:active:scale-125"
          fill={favourite ? "currentColor" : "none"}
        />
      </button>
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h2 className="text-base leading-tight font-semibold sm:text-xl">{name}</h2>
          <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">{region}</span>
        </div>
        <p className="mt-1 flex items-center gap-1 text-xs text-muted sm:text-sm">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0 sm:size-4" />
          {country}
        </p>
        {/* A half-width card on a phone shows the start of the description; the details have it all. */}
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-muted sm:mt-3 sm:line-clamp-none sm:text-base">{description}</p>
        <button
          type="button"
          onClick={onOpen}
          aria-label={`Learn More about ${name}`}
          className="mt-3 self-start text-sm font-semibold sm:mt-4 text-primary after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
        >
          Learn More
        </button>
      </div>
    </article>
  );
}
