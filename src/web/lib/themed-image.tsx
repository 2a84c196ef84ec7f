import type { ComponentProps } from "react";
import { useTheme } from "./theme";

/** Illustrations drawn in a dusk palette too (scripts/illustrations): `x.svg` has `x-dusk.svg`. */
const HAS_DUSK = /^\/illustrations\/(?:hero-[a-z-]+|feature-[a-z-]+|destinations\/[a-z-]+|gallery\/[a-z-]+)\.svg$/;

/** The dusk version of an illustration that has one, else the picture itself. */
export function duskImage(src: string): string {
  return HAS_DUSK.test(src) && !src.endsWith("-dusk.svg") ? src.replace(/\.svg$/, "-dusk.svg") : src;
}

/** The picture to show in the current theme: the dusk version in the dark theme. */
export function useThemedImage(src: string): string {
  const [theme] = useTheme();
  return theme === "dark" ? duskImage(src) : src;
}

/**
 * An <img> whose illustration follows the theme. Only the src changes, so width, height and loading stay
 * as given (no layout shift, lazy pictures stay lazy).
 */
export function ThemedImage({ src, ...props }: ComponentProps<"img"> & { src: string }) {
  return <img src={useThemedImage(src)} {...props} />;
}
