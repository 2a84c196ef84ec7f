import { DESTINATION_SLUGS, destinationImage } from "../../../shared/catalog/destination-images";

const GALLERY = ["maldives", "swiss-alps", "sahara", "tokyo", "amazon-rainforest", "lake-tahoe"];

/**
 * The generator's image strip: destinations and gallery pictures interleaved, so neighbours differ. The first
 * is the page's largest paint, preloaded with the page (vite.config.ts). Relative imports: the build reads it too.
 */
export const STRIP_IMAGES = DESTINATION_SLUGS.flatMap((slug, i) => [
  destinationImage(slug),
  ...(i % 3 === 2 ? [`/illustrations/gallery/${GALLERY[(i - 2) / 3]}.svg`] : []),
]);
