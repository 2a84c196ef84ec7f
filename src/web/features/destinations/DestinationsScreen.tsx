import { useState } from "react";
import { destinations, REGIONS, type Destination, type Region } from "@shared/catalog/destinations";
import { Chip } from "@web/components/ui/Chip";
import { PageHeader } from "@web/components/ui/PageHeader";
import { DestinationCard } from "./DestinationCard";
import { DestinationDialog } from "./DestinationDialog";
import { useFavourites } from "./favourites";

type Filter = "All" | Region;
const FILTERS: Filter[] = ["All", ...REGIONS];
const FILTER_EMOJI: Record<Filter, string> = { All: "🌍", Asia: "🏯", Europe: "🏰", Africa: "🦁", America: "🗽", Oceania: "🏄" };

export default function DestinationsScreen() {
  const [filter, setFilter] = useState<Filter>("All");
  const [selected, setSelected] = useState<Destination | null>(null);
  const [favourites, toggleFavourite] = useFavourites();
  const shown = filter === "All" ? destinations : destinations.filter((d) => d.region === filter);

  return (
    <>
      <PageHeader
        title="Destinations"
        lede="Eighteen places we love, from lantern-lit old towns to glacier lakes. Pick a region and save your favourites."
      />
      <div className="mx-auto max-w-6xl px-4">
        <div role="group" aria-label="Filter by region" className="flex flex-wrap justify-center gap-2">
          {FILTERS.map((region) => (
            <Chip key={region} pressed={filter === region} onClick={() => setFilter(region)}>
              <span aria-hidden="true">{FILTER_EMOJI[region]}</span>
              {region}
            </Chip>
          ))}
        </div>
        <p role="status" className="mt-4 text-center text-sm text-muted">
          {`Showing ${shown.length} ${shown.length === 1 ? "destination" : "destinations"}`}
          {filter === "All" ? "" : ` in ${filter}`}
          {favourites.size > 0 ? ` · ${favourites.size} saved` : ""}
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
      </div>
      <DestinationDialog destination={selected} onClose={() => setSelected(null)} />
    </>
  );
}
