import { Heart } from "lucide-react";
import { useState } from "react";
import { destinations, REGIONS, type Destination, type Region } from "@shared/catalog/destinations";
import { Button } from "@web/components/ui/Button";
import { Chip } from "@web/components/ui/Chip";
import { PageHeader } from "@web/components/ui/PageHeader";
import { DestinationCard } from "./DestinationCard";
import { DestinationDialog } from "./DestinationDialog";
import { useFavourites } from "./favourites";

type RegionFilter = "All" | Region;
/** One filter at a time: a region (All by default) or the traveller's saved destinations. */
type Filter = RegionFilter | "Saved";
const FILTERS: RegionFilter[] = ["All", ...REGIONS];
const FILTER_EMOJI: Record<RegionFilter, string> = {
  All: "🌍",
  Asia: "🏯",
  Europe: "🏰",
  Africa: "🦁",
  America: "🗽",
  Oceania: "🏄",
};

function statusText(filter: Filter, count: number, saved: number): string {
  const noun = count === 1 ? "destination" : "destinations";
  if (filter === "Saved") return `Showing ${count} saved ${noun}`;
  return `Showing ${count} ${noun}${filter === "All" ? "" : ` in ${filter}`}${saved > 0 ? ` · ${saved} saved` : ""}`;
}

export default function DestinationsScreen() {
  const [filter, setFilter] = useState<Filter>("All");
  const [selected, setSelected] = useState<Destination | null>(null);
  const [favourites, toggleFavourite] = useFavourites();
  const shown =
    filter === "All"
      ? destinations
      : filter === "Saved"
        ? destinations.filter((d) => favourites.has(d.name))
        : destinations.filter((d) => d.region === filter);

  return (
    <>
      <PageHeader
        title="Destinations"
        lede="Eighteen places we love, from lantern-lit old towns to glacier lakes. Pick a region and save your favourites."
      />
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-center justify-center gap-2">
          <div role="group" aria-label="Filter by region" className="flex flex-wrap justify-center gap-2">
            {FILTERS.map((region) => (
              <Chip key={region} pressed={filter === region} onClick={() => setFilter(region)}>
                <span aria-hidden="true">{FILTER_EMOJI[region]}</span>
                {region}
              </Chip>
            ))}
          </div>
          <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-border sm:block" />
          <Chip pressed={filter === "Saved"} onClick={() => setFilter("Saved")}>
            <Heart aria-hidden="true" className="size-4" fill={favourites.size > 0 ? "currentColor" : "none"} />
            {/* Named by what it shows: "Saved 3". */}
            Saved{" "}
            <span
              className={
                filter === "Saved"
                  ? "rounded-full bg-primary-contrast/20 px-2 text-xs"
                  : "rounded-full bg-surface-2 px-2 text-xs text-muted"
              }
            >
              {favourites.size}
            </span>
          </Chip>
        </div>
        <p role="status" className="mt-4 text-center text-sm text-muted">
          {statusText(filter, shown.length, favourites.size)}
        </p>
        {shown.length === 0 ? (
          <div className="mx-auto mt-8 max-w-md rounded-[var(--radius-card)] border border-dashed border-border p-8 text-center">
            <Heart aria-hidden="true" className="mx-auto size-10 text-danger" />
            <h2 className="mt-3 text-xl font-semibold">No saved destinations yet</h2>
            <p className="mt-2 text-muted">Tap the heart on any place you would love to visit and it will wait for you here.</p>
            <Button variant="secondary" className="mt-5" onClick={() => setFilter("All")}>
              Browse all destinations
            </Button>
          </div>
        ) : (
          // Two columns already on a phone: half-width cards keep the page a few screens long, not dozens.
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
            {shown.map((destination) => (
              <li key={destination.name}>
                <DestinationCard
                  destination={destination}
                  favourite={favourites.has(destination.name)}
                  onToggleFavourite={() => toggleFavourite(destination.name)}
                  onOpen={() => setSelected(destination)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <DestinationDialog destination={selected} onClose={() => setSelected(null)} />
    </>
  );
}
