import { useEffect, useRef, useState } from "react";
import type { GenerationResponse } from "@shared/itinerary-stream";
import { ApiFailure } from "@web/lib/api";
import { generateItinerary, saveItinerary, type Mode, type PlanFields, type SurpriseFields } from "./api";
import { generationFailure, type NoticeContent } from "./failure";
import { shownFromStream, type ShownItinerary } from "./shown-itinerary";

/** The save to the dashboard that follows a generation. */
export type DashboardSave = "saving" | "saved" | "unauthorized" | "failed";

/** idle -> writing -> done (then saved or not) | stopped | failed; Retry or a new Generate starts again. */
export type Phase =
  | { kind: "idle" }
  | { kind: "writing"; mode: Mode; shown: ShownItinerary; engine?: string; repairing: boolean }
  | { kind: "stopped"; shown: ShownItinerary; engine?: string }
  /** `tripId`: the saved trip, once saved. */
  | { kind: "done"; result: GenerationResponse; save: DashboardSave; tripId?: string }
  /** The generation failed: the error card with Retry, which sends `fields` again. */
  | { kind: "failed"; mode: Mode; fields: PlanFields | SurpriseFields; failure: NoticeContent };

type Writing = Extract<Phase, { kind: "writing" }>;

const emptyShown: ShownItinerary = { lines: [] };

/**
 * One generation at a time: the streamed itinerary as it is written, Stop, the save that follows, and what a
 * failure says. The form's own checks (signed in, every field filled) come before `generate`.
 */
export function useGeneration() {
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [saveFailed, setSaveFailed] = useState(false);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page cancels a generation still running (and with it the upstream model call).
  useEffect(() => () => controller.current?.abort(), []);

  async function save(response: GenerationResponse) {
    try {
      const saved = await saveItinerary(response);
      setPhase({ kind: "done", result: response, save: "saved", tripId: saved.id });
    } catch (error) {
      const unauthorized = error instanceof ApiFailure && error.status === 401;
      setPhase({ kind: "done", result: response, save: unauthorized ? "unauthorized" : "failed" });
      if (!unauthorized) setSaveFailed(true);
    }
  }

  /** Generates from `fields` and saves the result; the phase is "writing" as soon as this returns its promise. */
  async function generate(mode: Mode, fields: PlanFields | SurpriseFields) {
    const current = new AbortController();
    controller.current = current;
    setPhase({ kind: "writing", mode, shown: emptyShown, repairing: false });
    const update = (change: (phase: Writing) => Partial<Writing>) =>
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
      setPhase({ kind: "failed", mode, fields, failure: generationFailure(mode, error) });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }

  return {
    phase,
    generate,
    stop: () => controller.current?.abort(),
    /** Back to the empty page (a place chosen from the failure card). */
    clear: () => setPhase({ kind: "idle" }),
    /** The save failed for another reason than the session: the dialog says so until closed. */
    saveFailed,
    closeSaveFailed: () => setSaveFailed(false),
  };
}
