import { Check, Lightbulb } from "lucide-react";
import { DEFAULT_TRAVEL_TYPE, isTravelType, PHRASEBOOK, TRAVEL_TYPES, type TravelType } from "@shared/catalog/phrasebook";
import { Card } from "@web/components/ui/Card";
import { cn } from "@web/components/ui/cn";
import { PageHeader } from "@web/components/ui/PageHeader";
import { ResetButton } from "@web/components/ui/ResetButton";
import { useStoredState } from "@web/lib/use-stored-state";

export const PHRASES_KEY = "wayfarer.phrasebook";

const parseType = (value: unknown): TravelType | undefined => (isTravelType(value) ? value : undefined);

export default function PhrasesScreen() {
  const [type, setType, reset] = useStoredState<TravelType>(PHRASES_KEY, parseType, DEFAULT_TRAVEL_TYPE);

  return (
    <>
      <PageHeader title="Phrasebook" lede="The phrases you will actually need, with a tip for each, by kind of trip." />
      <div className="mx-auto max-w-5xl px-4">
        <div className="flex flex-wrap items-center justify-center gap-2" role="group" aria-label="Travel type">
          {TRAVEL_TYPES.map((option) => {
            const selected = option === type;
            return (
              <button
                key={option}
                type="button"
                aria-pressed={selected}
                onClick={() => setType(option)}
                className={cn(
                  "inline-flex h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors",
                  selected
                    ? "border-primary bg-primary text-primary-contrast shadow-card"
                    : "border-border bg-surface text-text hover:bg-surface-2",
                )}
              >
                {selected ? <Check aria-hidden="true" className="size-4" /> : null}
                {option}
              </button>
            );
          })}
        </div>

        <section aria-labelledby="phrases-heading" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="phrases-heading" className="text-2xl font-semibold" aria-live="polite">
              {type} phrases
            </h2>
            <ResetButton onReset={reset} />
          </div>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {PHRASEBOOK[type].map(({ phrase, emoji, tip }) => (
              <li key={phrase}>
                <Card className="flex h-full flex-col gap-4 p-5">
                  <div className="flex items-start gap-4">
                    <span
                      aria-hidden="true"
                      className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-2xl"
                    >
                      {emoji}
                    </span>
                    <p className="text-lg leading-snug font-semibold">“{phrase}”</p>
                  </div>
                  <p className="mt-auto flex gap-2 rounded-xl bg-surface-2 p-3 text-sm text-muted">
                    <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                    <span>
                      <span className="font-semibold text-text">Tip: </span>
                      {tip}
                    </span>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
