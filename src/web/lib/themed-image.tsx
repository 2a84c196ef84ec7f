import type { ComponentProps } from "react";
import { duskImage } from "./illustrations";
import { currentTheme, useTheme, type Theme } from "./theme";

/** The picture for a theme: the dusk version in the dark theme. */
const themedImage = (src: string, theme: Theme) => (theme === "dark" ? duskImage(src) : src);

/** The picture to show in the current theme. */
export function useThemedImage(src: string): string {
  const [theme] = useTheme();
  return themedImage(src, theme);
}

/**
 * An <img> whose illustration follows the theme. Only the src changes, so width, height and loading stay
 * as given (no layout shift, lazy pictures stay lazy).
 */
export function ThemedImage({ src, ...props }: ComponentProps<"img"> & { src: string }) {
  return <img src={useThemedImage(src)} {...props} />;
}

/**
 * Starts downloading a picture the page is about to show, in the current theme, so that it downloads while the
 * page renders instead of after (a route loader's head start; the <img> then takes it from the memory cache).
 */
export function preloadThemedImage(src: string): void {
  const image = new Image();
  image.fetchPriority = "high";
  image.src = themedImage(src, currentTheme());
}
