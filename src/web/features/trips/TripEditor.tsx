import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CloudOff, Pencil, Printer, Redo2, RotateCcw, Undo2 } from "lucide-react";
import { useDeferredValue, useEffect, useId, useReducer, useState, type ReactNode } from "react";
import { ISO_DATE } from "@shared/itinerary-text";
import type { Plan } from "@shared/plan";
import { ITINERARY_LIMITS } from "@shared/schemas/limits";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { Button, ButtonLink } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { LoginPrompt } from "@web/components/ui/LoginPrompt";
import { inputClass, labelClass } from "@web/components/ui/form";
import { ApiError, failureMessage } from "@web/lib/api";
import { paths } from "@web/lib/paths";
import { QueryProvider } from "@web/lib/query";
import { readTripDraft } from "@web/lib/trip-drafts";
import { useOnline } from "@web/lib/use-online";
import { itineraryQuery } from "@web/lib/itineraries";
import { ItineraryText } from "@web/components/itinerary/ItineraryText";
import { dayDropId, EditableDay } from "./EditableDay";
import { historyReducer, startHistory } from "./history";
import { bySlot } from "@shared/plan-slots";
import { moveItem, renameTrip, shiftTrip } from "./plan-edit";
import { SharePanel } from "./SharePanel";
import { CheckResult, FinalNotes, TripHeader, TripPrintStyle } from "@web/components/trip/TripView";
import { useAutosave, type SaveState } from "./use-autosave";

interface Props {
  userId: string;
  id: string;
  onLogin: () => void;
}

/** The owner's trip, loaded and editable: its own chunk (dnd-kit, TanStack Query), fetched only when signed in. */
export default function TripEditor(props: Props) {
  return (
    <QueryProvider>
      <TripLoader {...props} />
    </QueryProvider>
  );
}

function TripLoader({ userId, id, onLogin }: Props) {
  const query = useQuery(itineraryQuery(userId, id));
  // Saves update the cached trip without a new editor; a reload after a conflict mounts a fresh one.
  const [loads, setLoads] = useState(0);
  const reload = async () => {
    await query.refetch();
    setLoads((n) => n + 1);
  };
  if (query.isPending)
    return (
      <p role="status" className="py-16 text-center text-muted">
        Loading your trip…
      </p>
    );
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 401)
      return <LoginPrompt title="Log in to open this trip" onLogin={onLogin} />;
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Card className="mx-auto max-w-xl p-8 text-center">
        <h1 className="text-2xl font-bold">{missing ? "No such trip" : "The trip could not load"}</h1>
        <p className="mt-2 text-muted">
          {missing ? "It may have been deleted, or it belongs to another account." : failureMessage(query.error)}
        </p>
        <ButtonLink to={paths.dashboard} className="mt-6">
          Back to the dashboard
        </ButtonLink>
      </Card>
    );
  }
  const detail = query.data;
  if (!detail.plan) {
    return (
      <Card className="p-5 sm:p-8">
        <h1 className="text-3xl font-bold break-words">{detail.title}</h1>
        <p className="mt-2 text-muted">
          This trip was saved as text without a day-by-day plan, so it can be read but not edited.
        </p>
        <ItineraryText days={detail.days} className="mt-6" />
      </Card>
    );
  }
  return (
    <Editor key={loads} userId={userId} detail={detail as ItineraryDetail & { plan: Plan }} onReload={() => void reload()} />
  );
}

function Editor({
  userId,
  detail,
  onReload,
}: {
  userId: string;
  detail: ItineraryDetail & { plan: Plan };
  onReload: () => void;
}) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [snapshot] = useState(() => ({ version: detail.version, plan: detail.plan }));
  // Edits left unsaved here before (offline, a closed tab) come back as one undoable step, when they were made
  // on this very version; edits on an older version would undo someone else's, so they are set aside and said.
  const [draft] = useState(() => readTripDraft(userId, detail.id));
  const [history, dispatch] = useReducer(historyReducer<Plan>, detail.plan, (plan) =>
    draft?.version === detail.version ? { past: [plan], present: draft.plan, future: [] } : startHistory(plan),
  );
  const staleDraft = draft !== undefined && draft.version !== detail.version;
  const [check, setCheck] = useState(detail.check);
  const plan = history.present;
  const edit = (next: Plan) => dispatch({ type: "edit", next });

  const { state, retry } = useAutosave(userId, detail.id, snapshot, plan, online, (saved) => {
    setCheck(saved.check);
    // Read again, not just set: the service worker then keeps the saved version for a visit offline.
    void queryClient.refetchQueries({ queryKey: itineraryQuery(userId, detail.id).queryKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: ["itineraries", userId], exact: true });
  });

  useUndoKeys(dispatch);
  // The days are most of the editor's first render: the header (the page's largest paint) is drawn first, and
  // the days follow in a deferred render, in slices that leave the page responsive.
  const daysShown = useDeferredValue(true, false);

  return (
    <article className="space-y-6">
      <TripPrintStyle />
      <TripHeader plan={plan} title={<TitleField title={plan.title} onSave={(title) => edit(renameTrip(plan, title))} />}>
        {check ? <CheckResult check={check} /> : null}
      </TripHeader>

      <div className="z-20 flex xl:sticky xl:top-16 flex-wrap items-center gap-2 rounded-2xl border border-border bg-surface/95 p-2 shadow-card backdrop-blur print:hidden">
        <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "undo" })} disabled={history.past.length === 0}>
          <Undo2 aria-hidden="true" className="size-4" />
          Undo
        </Button>
        <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "redo" })} disabled={history.future.length === 0}>
          <Redo2 aria-hidden="true" className="size-4" />
          Redo
        </Button>
        <SaveStatus state={state} onRetry={retry} onReload={onReload} />
        <Button variant="secondary" size="sm" className="ml-auto" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
      </div>

      {staleDraft ? (
        <p role="alert" className="rounded-2xl bg-accent-soft p-4 text-sm text-accent print:hidden">
          Changes you made earlier in this browser were based on an older version of this trip, changed since elsewhere, so they
          were not applied.
        </p>
      ) : null}
      <ShiftDates plan={plan} onShift={(start) => edit(shiftTrip(plan, start))} />

      <h2 className="text-2xl font-bold">Daily Plans</h2>
      {daysShown ? (
        <>
          <DayList plan={plan} tripId={detail.id} online={online} edit={edit} />
          <FinalNotes plan={plan} />
          <SharePanel id={detail.id} share={detail.share} calendar={detail.calendar} online={online} />
        </>
      ) : (
        <p role="status" className="py-8 text-center text-muted">
          Loading your trip…
        </p>
      )}
    </article>
  );
}

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z or Ctrl+Y redoes; inside a text field the field's own undo stays. */
function useUndoKeys(dispatch: (action: { type: "undo" } | { type: "redo" }) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable]")) return;
      const key = event.key.toLowerCase();
      if (key === "z") dispatch({ type: event.shiftKey ? "redo" : "undo" });
      else if (key === "y") dispatch({ type: "redo" });
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [dispatch]);
}

function SaveStatus({ state, onRetry, onReload }: { state: SaveState; onRetry: () => void; onReload: () => void }) {
  let content: ReactNode;
  switch (state.status) {
    case "saved":
      content = <span className="text-muted">All changes saved</span>;
      break;
    case "pending":
    case "saving":
      content = <span className="text-muted">Saving…</span>;
      break;
    case "waiting":
      content = (
        <span className="inline-flex items-center gap-1.5 text-accent">
          <CloudOff aria-hidden="true" className="size-4" />
          Offline: your changes will be saved when you are back online
        </span>
      );
      break;
    case "failed":
      content = (
        <span className="inline-flex flex-wrap items-center gap-2 text-danger">
          Not saved: {state.message}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </span>
      );
      break;
    case "conflict":
      content = (
        <span className="inline-flex flex-wrap items-center gap-2 text-danger">
          {state.message}
          <Button variant="secondary" size="sm" onClick={onReload}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Reload the trip
          </Button>
        </span>
      );
      break;
  }
  return (
    <p role="status" className="px-2 text-sm font-semibold">
      {content}
    </p>
  );
}

/** The trip's title as the page's heading, with a Rename button that turns it into a field (one undoable edit). */
function TitleField({ title, onSave }: { title: string; onSave: (title: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <div className="mt-2 flex items-start gap-2">
        <h1 className="min-w-0 flex-1 text-3xl font-bold break-words sm:text-4xl">{title}</h1>
        <Button variant="ghost" size="icon" aria-label="Rename the trip" onClick={() => setDraft(title)} className="print:hidden">
          <Pencil aria-hidden="true" className="size-5" />
        </Button>
      </div>
    );
  }
  const commit = () => {
    const next = draft.trim();
    if (next && next !== title) onSave(next);
    setDraft(null);
  };
  return (
    <form
      className="mt-2 flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <h1 className="sr-only">{title}</h1>
      <input
        aria-label="Trip title"
        value={draft}
        maxLength={ITINERARY_LIMITS.title}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setDraft(null);
        }}
        className={`${inputClass} min-w-0 flex-1 text-xl font-bold`}
      />
      <Button type="submit" size="sm">
        Save title
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
        Cancel
      </Button>
    </form>
  );
}

/** Moves the whole trip to start on another date; the days keep their order and spacing. */
function ShiftDates({ plan, onShift }: { plan: Plan; onShift: (start: string) => void }) {
  const id = useId();
  const [start, setStart] = useState(plan.days[0]!.date);
  const first = plan.days[0]!.date;
  return (
    <form
      className="flex flex-wrap items-end gap-2 print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        if (ISO_DATE.test(start) && start !== first) onShift(start);
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={labelClass}>
          First day of the trip
        </label>
        <input id={id} type="date" value={start} onChange={(event) => setStart(event.target.value)} className={inputClass} />
      </div>
      <Button type="submit" variant="secondary" disabled={start === first || !start}>
        Move the trip to these dates
      </Button>
    </form>
  );
}

/**
 * With a pointer, the stop (else the day) under the pointer is the target, wherever the handle was grabbed;
 * from the keyboard there is no pointer, so the nearest one.
 */
const stopUnderPointer: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  if (under.length === 0) return closestCenter(args);
  const stop = under.find((collision) => !String(collision.id).startsWith("day:"));
  return stop ? [stop] : under;
};

function DayList({ plan, tripId, online, edit }: { plan: Plan; tripId: string; online: boolean; edit: (next: Plan) => void }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /** Day index and position in that day's timeline of a drop target (an item, or a day's list). */
  const locate = (target: UniqueIdentifier): { day: number; index: number } | undefined => {
    const id = String(target);
    if (id.startsWith("day:")) {
      const day = Number(id.slice(4));
      return { day, index: plan.days[day]?.items.length ?? 0 };
    }
    for (const [day, { items }] of plan.days.entries()) {
      const index = bySlot(items).findIndex((item) => item.id === id);
      if (index >= 0) return { day, index };
    }
    return undefined;
  };
  const titleOf = (id: UniqueIdentifier) =>
    plan.days.flatMap((day) => day.items).find((item) => item.id === String(id))?.title ?? "The stop";
  const where = (target: UniqueIdentifier) => {
    const spot = locate(target);
    return spot ? `day ${spot.day + 1}, position ${spot.index + 1}` : "no day";
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over ${where(over.id)}.` : `${titleOf(active.id)} is not over a day.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} moved to ${where(over.id)}.` : `${titleOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Move cancelled. ${titleOf(active.id)} stays where it was.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const spot = locate(over.id);
    if (spot) edit(moveItem(plan, String(active.id), spot.day, spot.index));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={stopUnderPointer}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To move a stop, press Space or Enter on its handle, use the arrow keys to move it within or across days, and press Space or Enter again to drop it. Escape cancels.",
        },
      }}
    >
      <div className="space-y-6">
        {plan.days.map((day, index) => (
          <EditableDay
            key={`${dayDropId(index)}-${day.date}`}
            tripId={tripId}
            plan={plan}
            index={index}
            online={online}
            edit={edit}
          />
        ))}
      </div>
    </DndContext>
  );
}
