import { createContext, useContext } from "react";

/**
 * From this width (Tailwind's `xl`) a trip page has one large map beside its days (DaysBesideMap), instead of a
 * small map in each day and the map of all days after them.
 */
export const MAP_BESIDE_QUERY = "(min-width: 80rem)";

export const MapBeside = createContext(false);

/** Whether the page shows its map beside the days, so a day or the trip leaves its own map out. */
export const useMapBeside = () => useContext(MapBeside);
