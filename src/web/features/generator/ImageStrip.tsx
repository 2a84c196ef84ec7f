import { useEffect, useRef, useState } from "react";
import { whenIdle } from "@web/lib/idle";
import { ThemedImage } from "@web/lib/themed-image";
import { STRIP_IMAGES } from "./strip-images";

/** Pictures in view on a desktop-wide first paint. */
const EAGER_IMAGES = 4;

/** docs/product.md: the generator's image strip moves 0.5 px per frame. */
export const STRIP_PX_PER_FRAME = 0.5;

/**
 * The decorative strip behind "What's your mood?": the pictures twice in a row, moved left 0.5 px per
 * animation frame and wrapped after one set. Still while the user asks for reduced motion.
 */
export function ImageStrip() {
  const track = useRef<HTMLDivElement>(null);
  const allShown = useAllShownWhenIdle();
  const images = allShown ? STRIP_IMAGES : STRIP_IMAGES.slice(0, EAGER_IMAGES);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
    let offset = 0;
    let frame = 0;
    const step = () => {
      const half = element.scrollWidth / 2;
      offset += STRIP_PX_PER_FRAME;
      if (half > 0 && offset >= half) offset -= half;
      element.style.transform = `translate3d(${-offset}px, 0px, 0px)`;
      frame = requestAnimationFrame(step);
    };
    const update = () => {
      cancelAnimationFrame(frame);
      if (!reduced.matches) frame = requestAnimationFrame(step);
    };
    update();
    reduced.addEventListener("change", update);
    return () => {
      cancelAnimationFrame(frame);
      reduced.removeEventListener("change", update);
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div ref={track} data-testid="image-strip" className="flex h-full w-max gap-4 py-6 will-change-transform">
        {[...images, ...images].map((src, i) => (
          // The first pictures are on screen at once and the largest paint of the page: load them first.
          <ThemedImage
            key={i}
            src={src}
            alt=""
            loading={i < EAGER_IMAGES ? "eager" : "lazy"}
            fetchPriority={i === 0 ? "high" : undefined}
            decoding="async"
            className="h-full w-auto rounded-2xl object-cover"
          />
        ))}
      </div>
      <div className="absolute inset-0 bg-gradient-to-b from-bg/60 via-bg/70 to-bg" />
    </div>
  );
}

/**
 * False until the browser is first idle after the page is drawn: the pictures out of view (a few dozen) would
 * otherwise download alongside the page's scripts and its largest paint. The first ones stay in place when the
 * rest join them, so nothing in view moves.
 */
function useAllShownWhenIdle(): boolean {
  const [allShown, setAllShown] = useState(false);
  useEffect(() => whenIdle(() => setAllShown(true)), []);
  return allShown;
}
