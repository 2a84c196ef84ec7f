import { useEffect, useState } from "react";
import type { PlaceSuggestion, PlaceSuggestions } from "@shared/schemas/places";
import type { Suggestion } from "@web/components/ui/TextField";
import { apiFetch } from "@web/lib/api";

/** Wait this long after the last keystroke before asking for suggestions. */
const TYPING_PAUSE_MS = 150;

/**
 * Places whose name starts with what the traveller typed (GET /api/places), for the destination field's
 * suggestion list; places the offline planner has a guide for say so.
 */
export function usePlaceSuggestions(typed: string): Suggestion[] {
  const [places, setPlaces] = useState<PlaceSuggestion[]>([]);
  const text = typed.trim();

  useEffect(() => {
    if (text.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<PlaceSuggestions>(`/api/places?q=${encodeURIComponent(text)}`, { signal: controller.signal })
        .then((answer) => setPlaces(answer.places))
        .catch(() => {}); // Suggestions are a convenience: without them the field still works.
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  if (text.length < 2) return [];
  return places.map((place) => ({
    // A guided city needs no country to be found; any other place keeps its country so the right one is planned.
    value: place.guided || !place.country ? place.name : `${place.name}, ${place.country}`,
    label: place.guided ? "Guided by the offline planner" : "No offline guide yet",
  }));
}
