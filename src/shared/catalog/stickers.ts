/** The six moodboard stickers (docs/product.md). The screen draws each one's icon, keyed by id. */
export interface Sticker {
  id: string;
  label: string;
}

export const STICKERS: readonly Sticker[] = [
  { id: "mountain", label: "Mountain" },
  { id: "city", label: "City" },
  { id: "ocean", label: "Ocean" },
  { id: "theme-park", label: "Theme Park" },
  { id: "food", label: "Food" },
  { id: "nightlife", label: "Nightlife" },
];
