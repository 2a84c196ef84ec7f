import { ArrowRight, Headphones } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { TEXT_FIELD_MAX } from "@shared/schemas/limits";
import { openChat } from "@web/lib/chat-events";
import { paths } from "@web/lib/paths";
import { Button, ButtonLink } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { cn } from "@web/components/ui/cn";
import { inputClass } from "@web/components/ui/form";
import { publicConfig } from "@web/lib/public-config";
import { HOME_HERO_IMAGE } from "@web/lib/illustrations";
import { ThemedImage } from "@web/lib/themed-image";
import { TAGLINE } from "@shared/public-config";
import { featureCards, moments } from "./content";

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** "Where to?": the planner's way in. The place goes to the Plan a Trip form, filled in (?destination=). */
function WhereTo() {
  const navigate = useNavigate();
  const [place, setPlace] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const destination = place.trim();
    navigate(destination ? `${paths.generator}?destination=${encodeURIComponent(destination)}` : paths.generator);
  };
  return (
    <form role="search" aria-label="Where to?" onSubmit={submit} className="mt-8 flex max-w-xl flex-wrap gap-2 sm:flex-nowrap">
      <label htmlFor="where-to" className="sr-only">
        Where to?
      </label>
      <input
        id="where-to"
        type="text"
        value={place}
        onChange={(event) => setPlace(event.target.value)}
        maxLength={TEXT_FIELD_MAX}
        placeholder="Where to? e.g. Lisbon"
        autoComplete="off"
        className={cn(inputClass, "h-12 min-w-0 flex-1 rounded-full px-5 [text-shadow:none] shadow-card")}
      />
      <Button type="submit" size="lg">
        Plan it
      </Button>
    </form>
  );
}

export default function HomeScreen() {
  const featuresHeading = useRef<HTMLHeadingElement>(null);

  function getStarted() {
    const heading = featuresHeading.current;
    if (!heading) return;
    heading.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    heading.focus({ preventScroll: true });
  }

  return (
    <>
      {/* The picture keeps clear sky where the text sits (scripts/illustrations/README.md): the text starts near
          the top, its soft shade stays behind it, and the beach shows below the buttons. */}
      <section className="relative isolate overflow-hidden rounded-br-[5rem] sm:rounded-br-[9rem]">
        <ThemedImage
          src={HOME_HERO_IMAGE}
          alt="A sunny beach with palm trees and a calm turquoise sea"
          width={1600}
          height={900}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div className="mx-auto flex min-h-[37rem] max-w-6xl flex-col justify-start px-4 pt-12 pb-52 text-white sm:min-h-[36rem] sm:pt-16 sm:pb-48">
          <div className="relative max-w-2xl [text-shadow:0_1px_12px_rgb(6_26_64/0.35)]">
            <div
              aria-hidden="true"
              className="absolute -inset-x-10 -inset-y-8 -z-10 bg-[radial-gradient(farthest-side,rgb(8_32_78/0.32)_50%,transparent)] sm:-inset-x-16 sm:-inset-y-12"
            />
            <p className="text-sm font-semibold tracking-[0.2em] uppercase">{TAGLINE}</p>
            <h1 className="mt-3 text-4xl font-bold text-balance sm:text-6xl">Explore the world with us</h1>
            <p className="mt-4 max-w-xl text-lg text-white/95">
              Discover places, plan every day of your trip in seconds, and keep it all in one place.
            </p>
            <WhereTo />
            <div className="mt-4 flex flex-wrap gap-3">
              <Button
                size="lg"
                variant="secondary"
                className="border-white/40 bg-white/15 text-white hover:bg-white/25"
                onClick={getStarted}
              >
                Get Started
              </Button>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-16">
        <h2 id="features-heading" ref={featuresHeading} tabIndex={-1} className="scroll-mt-24 text-center text-3xl font-bold">
          Everything for your next trip
        </h2>
        <p className="mt-3 text-center text-muted">Ideas, plans and the small tools in between.</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featureCards.map((card) => (
            <li key={card.title}>
              <Card className="group h-full transition-transform hover:-translate-y-1">
                <Link to={card.to} onClick={card.opensChat ? openChat : undefined} className="flex h-full flex-col">
                  <ThemedImage
                    src={card.image}
                    alt={card.alt}
                    width={480}
                    height={320}
                    loading="lazy"
                    className="aspect-[3/2] w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="text-xl font-semibold">{card.title}</h3>
                    <p className="mt-2 flex-1 text-muted">{card.text}</p>
                    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                      Open <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                    </span>
                  </div>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="moments-heading" className="pt-20">
        <div className="mx-auto flex max-w-6xl items-end justify-between gap-4 px-4">
          <h2 id="moments-heading" className="text-3xl font-bold">
            {publicConfig.appName} Signature Moments
          </h2>
          <Link to={paths.gallery} className="shrink-0 text-sm font-semibold text-primary hover:underline">
            See the gallery
          </Link>
        </div>
        <div
          className="marquee mt-8 overflow-hidden"
          tabIndex={0}
          aria-label="Photo strip of destinations (hover or focus to pause)"
        >
          <ul className="marquee-track flex w-max gap-4 px-2">
            {[...moments, ...moments].map((moment, index) => (
              <li key={`${moment.title}-${index}`} aria-hidden={index >= moments.length} className="w-64 shrink-0 sm:w-80">
                <figure className="overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
                  <ThemedImage
                    src={moment.image}
                    alt=""
                    width={800}
                    height={600}
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <figcaption className="px-4 py-3 text-sm font-semibold">{moment.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="support-heading" className="mx-auto max-w-6xl px-4 pt-20">
        <div className="flex flex-col items-center gap-6 rounded-[var(--radius-card)] border border-border bg-accent-soft p-8 text-center shadow-card sm:flex-row sm:text-left">
          <Headphones aria-hidden="true" className="size-12 shrink-0 text-accent" />
          <div className="flex-1">
            <h2 id="support-heading" className="text-2xl font-bold">
              Customer Support
            </h2>
            <p className="mt-2 text-muted">Questions about a plan, your account or the app? We answer every message.</p>
          </div>
          <ButtonLink to={paths.contact} size="lg">
            Contact Us
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
