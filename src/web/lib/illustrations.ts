/** Illustrations drawn in a dusk palette too (scripts/illustrations): `x.svg` has `x-dusk.svg`. */
const HAS_DUSK = /^\/illustrations\/(?:hero-[a-z-]+|feature-[a-z-]+|destinations\/[a-z-]+|gallery\/[a-z-]+)\.svg$/;

/** The dusk version of an illustration that has one, else the picture itself. */
export function duskImage(src: string): string {
  return HAS_DUSK.test(src) && !src.endsWith("-dusk.svg") ? src.replace(/\.svg$/, "-dusk.svg") : src;
}

/** The home page's hero picture, its largest paint. */
export const HOME_HERO_IMAGE = "/illustrations/hero-beach.svg";
