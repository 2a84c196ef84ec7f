/** GET /api/places?q=: the generator's destination suggestions (docs/api.md). */

/** One suggestion as the traveller types: a place's name as typed back, and whether the planner has its guide. */
export interface PlaceSuggestion {
  name: string;
  /** ISO 3166-1 alpha-2; absent for a region spanning one ("Patagonia"). */
  country?: string;
  guided: boolean;
}

export interface PlaceSuggestions {
  places: PlaceSuggestion[];
}
