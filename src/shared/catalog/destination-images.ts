/**
 * The illustrated destinations (public/illustrations/destinations/<slug>.svg), in the catalogue's order: a few
 * hundred bytes, so pages that only need a picture (the trip page's cover, the generator's strip) do not load
 * the whole catalogue. The catalogue's own entries use `destinationImage`; a test keeps the two in step.
 */
export const DESTINATION_SLUGS = [
  "paris",
  "kyoto",
  "cape-town",
  "new-york",
  "rio-de-janeiro",
  "santorini",
  "bali",
  "venice",
  "marrakech",
  "buenos-aires",
  "sydney",
  "reykjavik",
  "petra",
  "banff",
  "prague",
  "zanzibar",
  "hoi-an",
  "lisbon",
] as const;

export const destinationImage = (slug: string) => `/illustrations/destinations/${slug}.svg`;

/** "Rio de Janeiro" -> "rio-de-janeiro". */
export const slugOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, "-");

/** The picture of a destination by its name, when it has one. */
export function imageOfPlace(name: string): string | undefined {
  const slug = slugOf(name);
  return (DESTINATION_SLUGS as readonly string[]).includes(slug) ? destinationImage(slug) : undefined;
}
