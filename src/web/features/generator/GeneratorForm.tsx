import { Plus, Square, X } from "lucide-react";
import type { FormEvent, Ref } from "react";
import { TEXT_FIELD_MAX } from "@shared/schemas/limits";
import { Button } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { TextField, type Suggestion } from "@web/components/ui/TextField";
import type { Mode, PlanFields, SurpriseFields } from "./api";
import { DateRangeField } from "./DateRangeField";
import type { NoticeContent } from "./failure";
import { FormNotice } from "./FormNotice";
import { PaceChoice } from "./PaceChoice";
import { FIELD_MESSAGES, MESSAGES } from "./messages";

interface Props {
  mode: Mode;
  plan: PlanFields;
  onPlan(plan: PlanFields): void;
  /** The destination field's suggestion list. */
  places: readonly Suggestion[];
  /** More cities after the destination, in the order they are visited ("+ Add another city"). */
  alsoVisit: readonly string[];
  onAlsoVisit(cities: string[]): void;
  surprise: SurpriseFields;
  onSurprise(surprise: SurpriseFields): void;
  /** A field's own message, once a Generate found it empty. */
  missing(name: keyof typeof FIELD_MESSAGES): string | undefined;
  /** A generation is running: the fields and Generate wait, Stop is offered. */
  writing: boolean;
  notice: NoticeContent | null;
  /** Show the "fill every field" summary (a Generate found a field empty, and one still is). */
  incomplete: boolean;
  formRef: Ref<HTMLFormElement>;
  generateRef: Ref<HTMLButtonElement>;
  onGenerate(): void;
  onStop(): void;
  onClose(): void;
  onLogin(): void;
}

/** Cities a trip may visit after the first: five in all is as many as a 30-day plan routes well. */
const MAX_EXTRA_CITIES = 4;

/** The Plan a Trip or Surprise me form: its fields, what is missing, Generate and Stop. */
export function GeneratorForm({
  mode,
  plan,
  onPlan,
  places,
  alsoVisit,
  onAlsoVisit,
  surprise,
  onSurprise,
  missing,
  writing,
  notice,
  incomplete,
  formRef,
  generateRef,
  onGenerate,
  onStop,
  onClose,
  onLogin,
}: Props) {
  const title = mode === "plan" ? "Plan a Trip" : "Surprise me";
  return (
    <Card className="relative mt-4 overflow-visible! bg-surface/95 p-6 backdrop-blur sm:p-8">
      <h2 className="pr-10 text-2xl font-bold">{title}</h2>
      <p className="mt-1 text-sm text-muted">
        {mode === "plan" ? "Where, when and what kind of trip." : "Name a country and your dates; we choose the places."}
      </p>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Close"
        className="absolute top-3 right-3"
        onClick={onClose}
        disabled={writing}
      >
        <X aria-hidden="true" className="size-5" />
      </Button>
      <form
        noValidate
        ref={formRef}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!writing) onGenerate();
        }}
        className="mt-6 space-y-4"
        aria-label={title}
      >
        <fieldset disabled={writing} className="space-y-4">
          {mode === "plan" ? (
            <>
              <TextField
                maxLength={TEXT_FIELD_MAX}
                label="Destination"
                placeholder="e.g. Lisbon"
                value={plan.destination}
                onChange={(destination) => onPlan({ ...plan, destination })}
                suggestions={places}
                error={missing("destination")}
              />
              {alsoVisit.map((city, index) => (
                <div key={index} className="flex items-end gap-2">
                  <TextField
                    className="flex-1"
                    maxLength={TEXT_FIELD_MAX}
                    label={`Then city ${index + 2}`}
                    placeholder="e.g. Porto"
                    value={city}
                    // A field just added takes the focus: the traveller is about to type its name.
                    autoFocus={index === alsoVisit.length - 1 && city === ""}
                    onChange={(next) => onAlsoVisit(alsoVisit.map((value, i) => (i === index ? next : value)))}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove city ${index + 2}`}
                    onClick={() => onAlsoVisit(alsoVisit.filter((_, i) => i !== index))}
                  >
                    <X aria-hidden="true" className="size-5" />
                  </Button>
                </div>
              ))}
              {alsoVisit.length < MAX_EXTRA_CITIES ? (
                <Button variant="ghost" size="sm" onClick={() => onAlsoVisit([...alsoVisit, ""])}>
                  <Plus aria-hidden="true" className="size-4" />
                  Add another city
                </Button>
              ) : null}
              <DateRangeField value={plan.dates} onChange={(dates) => onPlan({ ...plan, dates })} error={missing("dates")} />
              <TextField
                maxLength={TEXT_FIELD_MAX}
                label="Theme"
                placeholder="e.g. Family Vacation"
                value={plan.theme}
                onChange={(theme) => onPlan({ ...plan, theme })}
                error={missing("theme")}
              />
              <PaceChoice value={plan.pace} onChange={(pace) => onPlan({ ...plan, pace })} />
            </>
          ) : (
            <>
              <TextField
                maxLength={TEXT_FIELD_MAX}
                label="Country"
                placeholder="e.g. Japan"
                value={surprise.country}
                onChange={(country) => onSurprise({ ...surprise, country })}
                error={missing("country")}
              />
              <DateRangeField
                value={surprise.dates}
                onChange={(dates) => onSurprise({ ...surprise, dates })}
                error={missing("dates")}
              />
              <PaceChoice value={surprise.pace} onChange={(pace) => onSurprise({ ...surprise, pace })} />
            </>
          )}
        </fieldset>
        {notice ? <FormNotice {...notice} onLogin={onLogin} /> : null}
        {/* The summary stays only while a field is still empty; each field says which beside it. */}
        {!notice && incomplete ? <FormNotice message={MESSAGES.required} onLogin={onLogin} /> : null}
        <div className="flex flex-wrap items-center gap-3 pt-2">
          <Button ref={generateRef} type="submit" size="lg" disabled={writing} className="grow sm:grow-0">
            Generate Itinerary
          </Button>
          {writing ? (
            <Button variant="secondary" size="lg" onClick={onStop}>
              <Square aria-hidden="true" className="size-4" />
              Stop
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
