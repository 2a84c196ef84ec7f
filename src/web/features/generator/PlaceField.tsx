import { useEffect, useId, useState } from "react";
import { inputClass, labelClass } from "@web/components/ui/form";
import { apiFetch } from "@web/lib/api";

interface PlaceSuggestion {
  name: string;
  country?: string;
  guided: boolean;
}

/** Wait this long after the last keystroke before asking for suggestions. */
const TYPING_PAUSE_MS = 150;

/**
 * The destination field: the browser's own suggestion list (a datalist, so keyboard, touch and screen
 * readers work as in any field) filled from GET /api/places as the traveller types; places the offline
 * planner has a guide for say so.
 */
export function PlaceField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder: string;
  maxLength: number;
}) {
  const id = useId();
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);

  useEffect(() => {
    const typed = value.trim();
    if (typed.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<{ places: PlaceSuggestion[] }>(`/api/places?q=${encodeURIComponent(typed)}`, { signal: controller.signal })
        .then((answer) => setSuggestions(answer.places))
        .catch(() => {}); // Suggestions are a convenience: without them the field still works.
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        list={`${id}-places`}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} mt-1.5`}
      />
      <datalist id={`${id}-places`}>
        {value.trim().length >= 2
          ? suggestions.map((place) => {
              const text =
                place.country && place.guided ? place.name : place.country ? `${place.name}, ${place.country}` : place.name;
              return (
                <option key={`${place.name}|${place.country ?? ""}`} value={text}>
                  {place.guided ? "Guided by the offline planner" : "No offline guide yet"}
                </option>
              );
            })
          : null}
      </datalist>
    </div>
  );
}
