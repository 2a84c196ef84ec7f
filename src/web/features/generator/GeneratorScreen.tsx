import { LoaderCircle, Map as MapIcon, Sparkles, Square, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import type { GenerationResponse } from "@shared/itinerary-stream";
import { paths } from "@web/lib/paths";
import { Button } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { OutcomeDialog } from "@web/components/ui/Dialog";
import { inputClass, labelClass } from "@web/components/ui/form";
import { ApiError, NetworkError } from "@web/lib/api";
import { useSession } from "@web/lib/session";
import { NETWORK_MESSAGE } from "@web/lib/api";
import { generateItinerary, saveItinerary, type Mode } from "./api";
import { DateRangeField } from "./DateRangeField";
import { ImageStrip } from "./ImageStrip";
import { usePlaceSuggestions, type Suggestion } from "./place-suggestions";
import { daysInRange, ItineraryView, shownFromStream, shownFromWire, type ShownItinerary } from "./ItineraryView";

/** docs/product.md, word for word. */
export const MESSAGES = {
  loggedOut: "Login To Start Generating Itineraries.",
  required: "Please provide all required fields.",
  planFailed: "Failed to generate itinerary.",
  surpriseFailed: "Something went wrong.",
  unauthorized: "Login to save this itinerary in your profile.",
  network: NETWORK_MESSAGE,
  saveFailedTitle: "Itinerary Generation Failed!",
  saveFailedText: "Something went wrong. Please try again.",
} as const;

/** Same limit as the server's (docs/product.md "Limits"); the server says so if it is exceeded anyway. */
const TEXT_MAX = 120;

type View = "choice" | Mode;
type SaveState = "saving" | "saved" | "unauthorized" | "failed";
type Phase =
  | { kind: "idle" }
  | { kind: "writing"; mode: Mode; shown: ShownItinerary; engine?: string; repairing: boolean }
  | { kind: "stopped"; shown: ShownItinerary; engine?: string }
  | { kind: "done"; result: GenerationResponse; save: SaveState };

const emptyShown: ShownItinerary = { lines: [] };

interface NoticeContent {
  message: string;
  hint?: string;
  login?: boolean;
  /** Places to try instead ("did you mean", or the nearest guided ones): one press puts one in the field. */
  choices?: string[];
}

/** The places a 422 offers instead: `suggestions` for what is not a place, `nearest` guided bases for no guide. */
function choicesOf(body: unknown): string[] | undefined {
  const details = (body as { error?: { details?: { suggestions?: unknown; nearest?: unknown } } } | undefined)?.error?.details;
  if (Array.isArray(details?.suggestions)) return details.suggestions.filter((name): name is string => typeof name === "string");
  if (Array.isArray(details?.nearest)) {
    return details.nearest.flatMap((base: { name?: unknown }) => (typeof base?.name === "string" ? [base.name] : []));
  }
  return undefined;
}

/** What a failed generation tells the user: the message, and for a plan the server's reason beside it. */
function failure(mode: Mode, error: unknown): NoticeContent {
  if (error instanceof NetworkError) return { message: MESSAGES.network };
  if (error instanceof ApiError && error.status === 401) return { message: MESSAGES.unauthorized };
  const body = error instanceof ApiError ? error.body : undefined;
  const detail = (body as { detail?: unknown } | undefined)?.detail;
  const reason = typeof detail === "string" && detail ? detail : undefined;
  const choices = choicesOf(body);
  if (mode === "surprise") return { message: reason ?? MESSAGES.surpriseFailed, choices };
  return { message: MESSAGES.planFailed, hint: reason, choices };
}

/** A labelled line of text; with `suggestions`, the browser's own suggestion list (a datalist) under it. */
function TextField({
  label,
  value,
  onChange,
  placeholder,
  suggestions,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder: string;
  suggestions?: readonly Suggestion[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={TEXT_MAX}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} mt-1.5`}
        {...(suggestions && { list: `${id}-suggestions`, autoComplete: "off" })}
      />
      {suggestions ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion.value} value={suggestion.value}>
              {suggestion.label}
            </option>
          ))}
        </datalist>
      ) : null}
    </div>
  );
}

/** /itinerarygenerator: "What's your mood?", the Plan a Trip and Surprise me forms, the streamed result. */
export default function GeneratorScreen() {
  const { user, login } = useSession();
  // "Plan a trip here" on a destination leads here with ?destination=: the Plan a Trip form, that place filled in.
  const [handedOver] = useState(() => new URLSearchParams(window.location.search).get("destination")?.trim().slice(0, 120) ?? "");
  const [view, setView] = useState<View>(handedOver ? "plan" : "choice");
  const [plan, setPlan] = useState({ destination: handedOver, dates: "", theme: "" });
  const places = usePlaceSuggestions(plan.destination);
  const [surprise, setSurprise] = useState({ country: "", dates: "" });
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [saveDialog, setSaveDialog] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const result = useRef<HTMLDivElement>(null);

  // Leaving the page cancels a generation still running (and with it the upstream model call).
  useEffect(() => () => controller.current?.abort(), []);

  const writing = phase.kind === "writing";

  async function save(response: GenerationResponse) {
    try {
      await saveItinerary(response);
      setPhase({ kind: "done", result: response, save: "saved" });
    } catch (error) {
      const unauthorized = error instanceof ApiError && error.status === 401;
      setPhase({ kind: "done", result: response, save: unauthorized ? "unauthorized" : "failed" });
      if (!unauthorized) setSaveDialog(true);
    }
  }

  async function run(mode: Mode) {
    const fields = mode === "plan" ? plan : surprise;
    if (!user) {
      setNotice({ message: MESSAGES.loggedOut, login: true });
      return;
    }
    if (Object.values(fields).some((value) => !value.trim())) {
      setNotice({ message: MESSAGES.required });
      return;
    }
    setNotice(null);
    const current = new AbortController();
    controller.current = current;
    setPhase({ kind: "writing", mode, shown: emptyShown, repairing: false });
    requestAnimationFrame(() => result.current?.scrollIntoView({ block: "start", behavior: "smooth" }));
    const update = (change: (phase: Extract<Phase, { kind: "writing" }>) => Partial<Extract<Phase, { kind: "writing" }>>) =>
      setPhase((previous) => (previous.kind === "writing" ? { ...previous, ...change(previous) } : previous));
    try {
      const response = await generateItinerary(mode, fields, {
        signal: current.signal,
        onStart: (engine) => update(() => ({ engine })),
        onPartial: (itinerary) => update(() => ({ shown: shownFromStream(itinerary) })),
        onRepair: () => update(() => ({ shown: emptyShown, repairing: true })),
      });
      setPhase({ kind: "done", result: response, save: "saving" });
      await save(response);
    } catch (error) {
      if (current.signal.aborted) {
        setPhase((previous) =>
          previous.kind === "writing" ? { kind: "stopped", shown: previous.shown, engine: previous.engine } : previous,
        );
        return;
      }
      setPhase({ kind: "idle" });
      setNotice(failure(mode, error));
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }

  function choose(next: View) {
    setView(next);
    setNotice(null);
  }

  const shown = phase.kind === "done" ? shownFromWire(phase.result.itinerary) : phase.kind === "idle" ? null : phase.shown;
  const dayCount = shown?.lines.filter((line) => line.startsWith("Day")).length ?? 0;

  return (
    <div className="pb-16">
      <section className="relative isolate flex min-h-[34rem] items-center justify-center px-4 py-12 sm:min-h-[36rem]">
        <ImageStrip />
        <div className="relative w-full max-w-xl">
          <h1 className="text-center text-sm font-semibold tracking-widest text-primary uppercase">Itinerary Generator</h1>
          {view === "choice" ? (
            <Card className="mt-4 bg-surface/90 p-6 text-center backdrop-blur sm:p-10">
              <h2 className="text-3xl font-bold sm:text-4xl">What&apos;s your mood?</h2>
              <p className="mt-3 text-muted">Plan the trip you have in mind, or let us pick the places for you.</p>
              <div className="mt-8 grid gap-3 sm:grid-cols-2">
                <Button size="lg" onClick={() => choose("plan")}>
                  <MapIcon aria-hidden="true" className="size-5" />
                  Plan a Trip
                </Button>
                <Button size="lg" variant="secondary" onClick={() => choose("surprise")}>
                  <Sparkles aria-hidden="true" className="size-5" />
                  Surprise me
                </Button>
              </div>
            </Card>
          ) : (
            <Card className="relative mt-4 overflow-visible! bg-surface/95 p-6 backdrop-blur sm:p-8">
              <h2 className="pr-10 text-2xl font-bold">{view === "plan" ? "Plan a Trip" : "Surprise me"}</h2>
              <p className="mt-1 text-sm text-muted">
                {view === "plan" ? "Where, when and what kind of trip." : "Name a country and your dates; we choose the places."}
              </p>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Close"
                className="absolute top-3 right-3"
                onClick={() => choose("choice")}
                disabled={writing}
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
              <form
                noValidate
                onSubmit={(event: FormEvent) => {
                  event.preventDefault();
                  if (!writing) void run(view);
                }}
                className="mt-6 space-y-4"
                aria-label={view === "plan" ? "Plan a Trip" : "Surprise me"}
              >
                <fieldset disabled={writing} className="space-y-4">
                  {view === "plan" ? (
                    <>
                      <TextField
                        label="Destination"
                        placeholder="e.g. Lisbon"
                        value={plan.destination}
                        onChange={(destination) => setPlan({ ...plan, destination })}
                        suggestions={places}
                      />
                      <DateRangeField value={plan.dates} onChange={(dates) => setPlan({ ...plan, dates })} />
                      <TextField
                        label="Theme"
                        placeholder="e.g. Family Vacation"
                        value={plan.theme}
                        onChange={(theme) => setPlan({ ...plan, theme })}
                      />
                    </>
                  ) : (
                    <>
                      <TextField
                        label="Country"
                        placeholder="e.g. Japan"
                        value={surprise.country}
                        onChange={(country) => setSurprise({ ...surprise, country })}
                      />
                      <DateRangeField value={surprise.dates} onChange={(dates) => setSurprise({ ...surprise, dates })} />
                    </>
                  )}
                </fieldset>
                {notice ? (
                  <Notice
                    {...notice}
                    onLogin={login}
                    onChoose={(place) => {
                      if (view === "plan") setPlan({ ...plan, destination: place });
                      else setSurprise({ ...surprise, country: place });
                      setNotice(null);
                    }}
                  />
                ) : null}
                <div className="flex flex-wrap items-center gap-3 pt-2">
                  <Button type="submit" size="lg" disabled={writing} className="grow sm:grow-0">
                    Generate Itinerary
                  </Button>
                  {writing ? (
                    <Button variant="secondary" size="lg" onClick={() => controller.current?.abort()}>
                      <Square aria-hidden="true" className="size-4" />
                      Stop
                    </Button>
                  ) : null}
                </div>
              </form>
            </Card>
          )}
        </div>
      </section>

      <div ref={result} className="mx-auto max-w-3xl scroll-mt-24 px-4">
        {/* Polite progress for screen readers: one short line per day, not the whole text. */}
        <p className="sr-only" aria-live="polite">
          {phase.kind === "writing" ? (dayCount > 0 ? `Writing day ${dayCount}…` : "Generating your itinerary…") : ""}
          {phase.kind === "done" ? "Your itinerary is ready." : ""}
          {phase.kind === "stopped" ? "Generation stopped." : ""}
        </p>
        {phase.kind === "writing" ? (
          <div className="flex flex-col items-center gap-3 py-8" role="status">
            <LoaderCircle
              aria-hidden="true"
              className="size-10 animate-spin text-primary motion-reduce:animate-[spin_3s_linear_infinite]"
            />
            {phase.mode === "surprise" ? (
              <p className="text-lg font-semibold">Generating Your Itinerary</p>
            ) : (
              <span className="sr-only">Loading</span>
            )}
            {phase.repairing ? <p className="text-sm text-muted">The first draft missed something; rewriting it…</p> : null}
          </div>
        ) : null}
        {phase.kind === "stopped" ? (
          <p className="py-6 text-center text-muted" role="status">
            Generation stopped. Nothing was saved; press Generate Itinerary to start again.
          </p>
        ) : null}
        {phase.kind === "done" ? <SaveStatus state={phase.save} /> : null}
        {shown && (shown.title || shown.lines.length > 0) ? (
          <ItineraryView
            itinerary={shown}
            engine={phase.kind === "done" ? phase.result.engine : phase.kind !== "idle" ? phase.engine : undefined}
            check={phase.kind === "done" ? phase.result.check : undefined}
            plan={phase.kind === "done" ? phase.result.plan : undefined}
            expectedDays={daysInRange(view === "plan" ? plan.dates : surprise.dates)}
            writing={writing}
          />
        ) : null}
      </div>

      <OutcomeDialog
        open={saveDialog}
        onClose={() => setSaveDialog(false)}
        outcome="failure"
        title={MESSAGES.saveFailedTitle}
        description={MESSAGES.saveFailedText}
        closeLabel="Okay"
      />
    </div>
  );
}

function Notice({
  message,
  hint,
  login,
  choices,
  onLogin,
  onChoose,
}: NoticeContent & { onLogin(): void; onChoose(place: string): void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-accent-soft p-4">
      <div>
        <p className="font-semibold">{message}</p>
        {hint && hint !== message ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
        {choices && choices.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Places to try">
            {choices.map((place) => (
              <li key={place}>
                <Button size="sm" variant="secondary" onClick={() => onChoose(place)}>
                  {place}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {login ? (
        <Button size="sm" onClick={onLogin}>
          Login
        </Button>
      ) : null}
    </div>
  );
}

function SaveStatus({ state }: { state: SaveState }) {
  const content: Record<SaveState, ReactNode> = {
    saving: "Saving to your dashboard…",
    saved: (
      <>
        Saved to your dashboard.{" "}
        <Link to={paths.dashboard} className="font-semibold text-primary underline underline-offset-4">
          Open Dashboard
        </Link>
      </>
    ),
    unauthorized: MESSAGES.unauthorized,
    failed: "This itinerary was not saved.",
  };
  return (
    <p role="status" className="py-4 text-center">
      {content[state]}
    </p>
  );
}
