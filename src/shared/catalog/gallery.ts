/** A travel gallery picture; field names follow docs/product.md (url, title, phrase, desc). */
export interface GalleryItem {
  /** Project-made SVG, 800x600, under public/. */
  url: string;
  title: string;
  /** A short tagline. */
  phrase: string;
  desc: string;
  /** Alt text describing the illustration. */
  alt: string;
}

const url = (slug: string) => `/illustrations/gallery/${slug}.svg`;

/** The six fixed gallery items of docs/product.md. */
export const galleryItems: GalleryItem[] = [
  {
    url: url("maldives"),
    title: "Maldives",
    phrase: "Where the sea is every shade of blue",
    desc: "Overwater villas, coral reefs and sandbanks that appear at low tide: the Indian Ocean at its calmest.",
    alt: "Overwater bungalows on a turquoise lagoon",
  },
  {
    url: url("swiss-alps"),
    title: "Swiss Alps",
    phrase: "Peaks, chalets and mountain air",
    desc: "Cog railways, alpine meadows and the Matterhorn's famous pyramid, from summer hikes to winter slopes.",
    alt: "The snowy Matterhorn above a wooden chalet and meadow",
  },
  {
    url: url("sahara"),
    title: "Sahara",
    phrase: "Golden dunes as far as you can see",
    desc: "Ride a camel into the dunes at sunset and sleep under more stars than you have ever seen.",
    alt: "A camel caravan crossing golden dunes at sunset",
  },
  {
    url: url("tokyo"),
    title: "Tokyo",
    phrase: "Neon nights and quiet shrines",
    desc: "A city of contrasts: busy crossings, tiny noodle bars and calm gardens a few steps from the crowds.",
    alt: "Tokyo Tower and the neon-lit skyline at night",
  },
  {
    url: url("amazon-rainforest"),
    title: "Amazon Rainforest",
    phrase: "The lungs of the planet",
    desc: "Glide along winding rivers past giant trees, macaws and pink river dolphins in the world's largest rainforest.",
    alt: "A winding river through the jungle and a scarlet macaw",
  },
  {
    url: url("lake-tahoe"),
    title: "Lake Tahoe",
    phrase: "Crystal water in the Sierra Nevada",
    desc: "Paddle over clear water, hike granite shores among pines, and ski the surrounding peaks in winter.",
    alt: "A crystal-clear lake with granite boulders, pines and mountains",
  },
];
