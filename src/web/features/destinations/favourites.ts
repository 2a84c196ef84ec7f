import { useCallback, useState } from "react";
import { readStored, writeStored } from "@web/lib/storage";

/** Favourite destinations, by name, kept in localStorage so a reload keeps them (docs/product.md). */
export const FAVOURITES_KEY = "favouriteDestinations";

const parseNames = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined;

export function useFavourites(): [ReadonlySet<string>, (name: string) => void] {
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(() => new Set(readStored(FAVOURITES_KEY, parseNames, [])));
  const toggle = useCallback((name: string) => {
    setFavourites((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      writeStored(FAVOURITES_KEY, [...next]);
      return next;
    });
  }, []);
  return [favourites, toggle];
}
