import { CircleAlert, LoaderCircle, Map as MapIcon, RotateCcw, Sparkles, Square, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from "react";
import { Link } from "react-router";
import type { GenerationResponse } from "@shared/itinerary-stream";
import { TEXT_FIELD_MAX } from "@shared/schemas/limits";
import { paths } from "@web/lib/paths";
import { Button } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { TextField } from "@web/components/ui/TextField";
import { ApiError, NetworkError, serverMessage } from "@web/lib/api";
import { whenIdle } from "@web/lib/idle";
import { useSession } from "@web/lib/session";
import { NETWORK_MESSAGE } from "@web/lib/api";
import { generateItinerary, saveItinerary, type Mode, type PlanFields, type SurpriseFields } from "./api";
import { DateRangeField } from "./DateRangeField";
import { ImageStrip } from "./ImageStrip";
import { usePlaceSuggestions } from "./place-suggestions";
import { daysInRange, shownFromStream, shownFromWire, type ShownItinerary } from "./shown-itinerary";

// The result and the save-failure dialog are not part of the first render: their chunks load after it (the
// result's when the page is first idle, so it is there by the time a generation starts).
const loadItineraryView = () => import("./ItineraryView");
const ItineraryView = lazy(loadItineraryView);
const OutcomeDialog = lazy(() => import("@web/components/ui/Dialog").then(({ OutcomeDialog }) => ({ default: OutcomeDialog })));

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

/** Each empty field's own message, beside it; gone as soon as the field is filled. */
const FIELD_MESSAGES = {
  destination: "Enter a destination.",
  dates: "Choose your dates.",
  theme: "Enter a theme, e.g. Family Vacation.",
  country: "Enter a country.",
} as const;

type View = "choice" | Mode;
type SaveState = "saving" | "saved" | "unauthorized" | "failed";
type Phase =
  | { kind: "idle" }
  | { kind: "writing"; mode: Mode; shown: ShownItinerary; engine?: string; repairing: boolean }
  | { kind: "stopped"; shown: ShownItinerary; engine?: string }
  | { kind: "done"; result: GenerationResponse; save: SaveState }
  /** The generation failed: the error card with Retry, which sends `fields` again. */
  | { kind: "failed"; mode: Mode; fields: PlanFields | SurpriseFields; failure: NoticeContent };

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
  if (error instanceof ApiError && error.status === 401) return { message: MESSAGES.unauthorized, login: true };
  const reason = serverMessage(error);
  const choices = choicesOf(error instanceof ApiError ? error.body : undefined);
  if (mode === "surprise") return { message: reason ?? MESSAGES.surpriseFailed, choices };
  return { message: MESSAGES.planFailed, hint: reason, choices };
}

/** /itinerarygenerator: "What's your mood?", the Plan a Trip and Surprise me forms, the streamed result. */
export default function GeneratorScreen() {
  const { user, login } = useSession();
  // "Plan a trip here" on a destination leads here with ?destination=: the Plan a Trip form, that place filled in.
  const [handedOver] = useState(
    () => new URLSearchParams(window.location.search).get("destination")?.trim().slice(0, TEXT_FIELD_MAX) ?? "",
  );
  const [view, setView] = useState<View>(handedOver ? "plan" : "choice");
  const [plan, setPlan] = useState({ destination: handedOver, dates: "", theme: "" });
  const places = usePlaceSuggestions(plan.destination);
  const [surprise, setSurprise] = useState({ country: "", dates: "" });
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  // Set by a Generate with an empty field: from then on each empty field says so beside it.
  const [checked, setChecked] = useState(false);
  const [saveDialog, setSaveDialog] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const generateButton = useRef<HTMLButtonElement>(null);
  const errorCard = useRef<HTMLDivElement>(null);

  // Leaving the page cancels a generation still running (and with it the upstream model call).
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => whenIdle(() => void loadItineraryView()), []);

  const writing = phase.kind === "writing";
  const fields: PlanFields | SurpriseFields = view === "surprise" ? surprise : plan;
  const missing = (name: keyof typeof FIELD_MESSAGES) =>
    checked && name in fields && !(fields as Record<string, string>)[name]!.trim() ? FIELD_MESSAGES[name] : undefined;
  const incomplete = view !== "choice" && Object.values(fields).some((value) => !value.trim());

  // A failed generation: its card, where the result would be, comes into view and takes the focus (on a
  // phone the form is a screen away).
  const failed = phase.kind === "failed" ? phase : null;
  useEffect(() => {
    if (!failed) return;
    errorCard.current?.focus({ preventScroll: true });
    errorCard.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [failed]);

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

  /** Generates from `fields` (the form's, or on Retry the failed request's). */
  async function run(mode: Mode, fields: PlanFields | SurpriseFields) {
    if (!user) {
      setNotice({ message: MESSAGES.loggedOut, login: true });
      return;
    }
    if (Object.values(fields).some((value) => !value.trim())) {
      setNotice(null);
      setChecked(true);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    setNotice(null);
    setChecked(false);
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
      setPhase({ kind: "failed", mode, fields, failure: failure(mode, error) });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }

  function choose(next: View) {
    setView(next);
    setNotice(null);
    setChecked(false);
  }

  /** A place offered by the error card goes into the form's field; Generate is then one press away. */
  function choosePlace(mode: Mode, place: string) {
    if (mode === "plan") setPlan({ ...plan, destination: place });
    else setSurprise({ ...surprise, country: place });
    setPhase({ kind: "idle" });
    generateButton.current?.focus();
  }

  const shown =
    phase.kind === "done"
      ? shownFromWire(phase.result.itinerary)
      : phase.kind === "idle" || phase.kind === "failed"
        ? null
        : phase.shown;
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
                ref={form}
                onSubmit={(event: FormEvent) => {
                  event.preventDefault();
                  if (!writing) void run(view, fields);
                }}
                className="mt-6 space-y-4"
                aria-label={view === "plan" ? "Plan a Trip" : "Surprise me"}
              >
                <fieldset disabled={writing} className="space-y-4">
                  {view === "plan" ? (
                    <>
                      <TextField
                        maxLength={TEXT_FIELD_MAX}
                        label="Destination"
                        placeholder="e.g. Lisbon"
                        value={plan.destination}
                        onChange={(destination) => setPlan({ ...plan, destination })}
                        suggestions={places}
                        error={missing("destination")}
                      />
                      <DateRangeField
                        value={plan.dates}
                        onChange={(dates) => setPlan({ ...plan, dates })}
                        error={missing("dates")}
                      />
                      <TextField
                        maxLength={TEXT_FIELD_MAX}
                        label="Theme"
                        placeholder="e.g. Family Vacation"
                        value={plan.theme}
                        onChange={(theme) => setPlan({ ...plan, theme })}
                        error={missing("theme")}
                      />
                    </>
                  ) : (
                    <>
                      <TextField
                        maxLength={TEXT_FIELD_MAX}
                        label="Country"
                        placeholder="e.g. Japan"
                        value={surprise.country}
                        onChange={(country) => setSurprise({ ...surprise, country })}
                        error={missing("country")}
                      />
                      <DateRangeField
                        value={surprise.dates}
                        onChange={(dates) => setSurprise({ ...surprise, dates })}
                        error={missing("dates")}
                      />
                    </>
                  )}
                </fieldset>
                {notice ? <Notice {...notice} onLogin={login} /> : null}
                {/* The summary stays only while a field is still empty; each field says which beside it. */}
                {!notice && checked && incomplete ? <Notice message={MESSAGES.required} onLogin={login} /> : null}
                <div className="flex flex-wrap items-center gap-3 pt-2">
                  <Button ref={generateButton} type="submit" size="lg" disabled={writing} className="grow sm:grow-0">
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
        {phase.kind === "failed" ? (
          <FailureCard
            ref={errorCard}
            {...phase.failure}
            onRetry={() => void run(phase.mode, phase.fields)}
            onLogin={login}
            onChoose={(place) => choosePlace(phase.mode, place)}
          />
        ) : null}
        {phase.kind === "done" ? <SaveStatus state={phase.save} /> : null}
        {shown && (shown.title || shown.lines.length > 0) ? (
          <Suspense fallback={null}>
            <ItineraryView
              itinerary={shown}
              engine={
                phase.kind === "done"
                  ? phase.result.engine
                  : phase.kind === "writing" || phase.kind === "stopped"
                    ? phase.engine
                    : undefined
              }
              check={phase.kind === "done" ? phase.result.check : undefined}
              plan={phase.kind === "done" ? phase.result.plan : undefined}
              expectedDays={daysInRange(view === "plan" ? plan.dates : surprise.dates)}
              writing={writing}
            />
          </Suspense>
        ) : null}
      </div>

      {saveDialog ? (
        <Suspense fallback={null}>
          <OutcomeDialog
            open
            onClose={() => setSaveDialog(false)}
            outcome="failure"
            title={MESSAGES.saveFailedTitle}
            description={MESSAGES.saveFailedText}
            closeLabel="Okay"
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A message about the form (log in first, fill every field), under its fields. */
function Notice({ message, login, onLogin }: { message: string; login?: boolean; onLogin(): void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-accent-soft p-4">
      <p className="font-semibold">{message}</p>
      {login ? (
        <Button size="sm" onClick={onLogin}>
          Login
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A failed generation, where the result would be: the message, the server's reason, places to try instead,
 * and Retry (the same request again), or Login when the session has ended.
 */
function FailureCard({
  ref,
  message,
  hint,
  login,
  choices,
  onRetry,
  onLogin,
  onChoose,
}: NoticeContent & { ref: Ref<HTMLDivElement>; onRetry(): void; onLogin(): void; onChoose(place: string): void }) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="my-6 scroll-mt-24 rounded-[var(--radius-card)] border border-danger/40 bg-surface p-5 shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:p-6"
    >
      <div className="flex gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
        <div className="min-w-0 flex-1">
          <p className="text-lg font-semibold">{message}</p>
          {hint && hint !== message ? <p className="mt-1 text-muted">{hint}</p> : null}
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
          <div className="mt-4">
            {login ? (
              <Button onClick={onLogin}>Login</Button>
            ) : (
              <Button onClick={onRetry}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Retry
              </Button>
            )}
          </div>
        </div>
      </div>
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
