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

/** Lower case without accents, so "Hội An" is named by "hoi an". */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The picture of the first illustrated destination a text names as whole words ("Kyoto: 4-day food" names Kyoto),
 * for a trip known only by its texts (the dashboard's list has no plan); undefined when none is named.
 */
export function imageNamedIn(...texts: string[]): string | undefined {
  for (const text of texts) {
    const words = ` ${plain(text).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
    const slug = DESTINATION_SLUGS.find((candidate) => words.includes(` ${candidate.replaceAll("-", " ")} `));
    if (slug) return destinationImage(slug);
  }
  return undefined;
}
