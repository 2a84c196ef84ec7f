import { galleryItems } from "@shared/catalog/gallery";
import { cn } from "@web/components/ui/cn";
import { PageHeader } from "@web/components/ui/PageHeader";
import { ThemedImage } from "@web/lib/themed-image";

/** Six fixed pictures; on wide screens the first one leads a two-by-two tile. */
export default function GalleryScreen() {
  return (
    <>
      <PageHeader title="Gallery" lede="Places that stay with you: a few of our favourite corners of the world." />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:grid-cols-2 lg:grid-cols-3">
        {galleryItems.map((item, index) => (
          <li key={item.title} className={cn(index === 0 && "sm:col-span-2 lg:row-span-2")}>
            <figure className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface shadow-card">
              <div className="relative min-h-0 flex-1 overflow-hidden">
                <ThemedImage
                  src={item.url}
                  alt={item.alt}
                  width={800}
                  height={600}
                  loading={index < 3 ? "eager" : "lazy"}
                  className="aspect-[4/3] h-full w-full object-cover motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-105"
                />
              </div>
              <figcaption className="p-5">
                <h2 className={cn("font-semibold", index === 0 ? "text-2xl" : "text-xl")}>{item.title}</h2>
                <p className="mt-1 text-accent italic">{item.phrase}</p>
                <p className="mt-2 text-sm text-muted">{item.desc}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
