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
 * returns to it when the dialog closes), and the heart sits above that layer.
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
          className="absolute bottom-3 left-3 flex size-11 items-center justify-center rounded-full bg-surface text-2xl shadow-card"
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
          "absolute top-3 right-3 z-10 flex size-11 items-center justify-center rounded-full bg-surface/90 shadow-card backdrop-blur transition-colors hover:bg-surface",
          favourite ? "text-danger" : "text-muted hover:text-danger",
        )}
      >
        <Heart
          aria-hidden="true"
          className="size-5 motion-safe:transition-transform motion-safe:active:scale-125"
          fill={favourite ? "currentColor" : "none"}
        />
      </button>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">{name}</h2>
          <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">{region}</span>
        </div>
        <p className="mt-1 flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4" />
          {country}
        </p>
        <p className="mt-3 flex-1 text-muted">{description}</p>
        <button
          type="button"
          onClick={onOpen}
          aria-label={`Learn More about ${name}`}
          className="mt-4 self-start text-sm font-semibold text-primary after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
        >
          Learn More
        </button>
      </div>
    </article>
  );
}
