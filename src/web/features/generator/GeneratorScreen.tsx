import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { TEXT_FIELD_MAX } from "@shared/schemas/limits";
import { DEFAULT_PACE } from "@shared/timetable";
import { whenIdle } from "@web/lib/idle";
import { useSession } from "@web/lib/session";
import type { Mode, PlanFields, SurpriseFields } from "./api";
import type { NoticeContent } from "./failure";
import { GenerationResult, loadItineraryView } from "./GenerationResult";
import { GeneratorForm } from "./GeneratorForm";
import { ImageStrip } from "./ImageStrip";
import { FIELD_MESSAGES, MESSAGES } from "./messages";
import { MoodChoice } from "./MoodChoice";
import { usePlaceSuggestions } from "./place-suggestions";
import { daysInRange } from "./shown-itinerary";
import { useGeneration } from "./use-generation";

// The save-failure dialog is not part of the first render: its chunk loads when it is needed.
const OutcomeDialog = lazy(() => import("@web/components/ui/Dialog").then(({ OutcomeDialog }) => ({ default: OutcomeDialog })));

type View = "choice" | Mode;

/**
 * The destination with the cities added after it, as one route the planner reads in order ("Lisbon then Porto",
 * decision 1060); empty cities are left out, and an empty first field stays empty so the form says so.
 */
function withRoute(plan: PlanFields, alsoVisit: readonly string[]): PlanFields {
  const cities = [plan.destination, ...alsoVisit].map((city) => city.trim()).filter(Boolean);
  return plan.destination.trim() ? { ...plan, destination: cities.join(" then ") } : plan;
}

/**
 * /itinerarygenerator: "What's your mood?", the Plan a Trip and Surprise me forms (GeneratorForm), the streamed
 * result (GenerationResult). The generation itself, its save and its failures are `useGeneration`'s.
 */
export default function GeneratorScreen() {
  const { user, login } = useSession();
  // "Plan a trip here" on a destination leads here with ?destination=: the Plan a Trip form, that place filled in.
  const [handedOver] = useState(
    () => new URLSearchParams(window.location.search).get("destination")?.trim().slice(0, TEXT_FIELD_MAX) ?? "",
  );
  const [view, setView] = useState<View>(handedOver ? "plan" : "choice");
  const [plan, setPlan] = useState<PlanFields>({
    destination: handedOver,
    dates: "",
    theme: "",
    pace: DEFAULT_PACE,
  });
  const [alsoVisit, setAlsoVisit] = useState<string[]>([]);
  const places = usePlaceSuggestions(plan.destination);
  const [surprise, setSurprise] = useState<SurpriseFields>({ country: "", dates: "", pace: DEFAULT_PACE });
  const generation = useGeneration();
  const { phase } = generation;
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  // Set by a Generate with an empty field: from then on each empty field says so beside it.
  const [checked, setChecked] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const generateButton = useRef<HTMLButtonElement>(null);

  useEffect(() => whenIdle(() => void loadItineraryView()), []);

  const writing = phase.kind === "writing";
  const fields: PlanFields | SurpriseFields = view === "surprise" ? surprise : plan;
  const missing = (name: keyof typeof FIELD_MESSAGES) =>
    checked && name in fields && !(fields as Record<string, string>)[name]!.trim() ? FIELD_MESSAGES[name] : undefined;
  const incomplete = view !== "choice" && Object.values(fields).some((value) => !value.trim());

  /** Generates from `fields` (the form's, or on Retry the failed request's), once signed in and all filled. */
  async function run(mode: Mode, fields: PlanFields | SurpriseFields) {
    if (!user) {
      setNotice({ message: MESSAGES.loggedOut, login: true });
      return;
    }
    if ("destination" in fields && fields.destination.length > TEXT_FIELD_MAX) {
      setNotice({ message: MESSAGES.routeTooLong });
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
    const generated = generation.generate(mode, fields);
    requestAnimationFrame(() => result.current?.scrollIntoView({ block: "start", behavior: "smooth" }));
    await generated;
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
    generation.clear();
    generateButton.current?.focus();
  }

  return (
    <div className="pb-16">
      <section className="relative isolate flex min-h-[34rem] items-center justify-center px-4 py-12 sm:min-h-[36rem]">
        <ImageStrip />
        <div className="relative w-full max-w-xl">
          <h1 className="text-center text-sm font-semibold tracking-widest text-primary uppercase">Itinerary Generator</h1>
          {view === "choice" ? (
            <MoodChoice onChoose={choose} />
          ) : (
            <GeneratorForm
              mode={view}
              plan={plan}
              onPlan={setPlan}
              places={places}
              alsoVisit={alsoVisit}
              onAlsoVisit={setAlsoVisit}
              surprise={surprise}
              onSurprise={setSurprise}
              missing={missing}
              writing={writing}
              notice={notice}
              incomplete={checked && incomplete}
              formRef={form}
              generateRef={generateButton}
              onGenerate={() => void run(view, view === "plan" ? withRoute(plan, alsoVisit) : fields)}
              onStop={generation.stop}
              onClose={() => choose("choice")}
              onLogin={login}
            />
          )}
        </div>
      </section>

      <GenerationResult
        ref={result}
        phase={phase}
        expectedDays={daysInRange(view === "plan" ? plan.dates : surprise.dates)}
        onRetry={(mode, fields) => void run(mode, fields)}
        onLogin={login}
        onChoosePlace={choosePlace}
      />

      {generation.saveFailed ? (
        <Suspense fallback={null}>
          <OutcomeDialog
            open
            onClose={generation.closeSaveFailed}
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
