import { useQueryClient } from "@tanstack/react-query";
import { CalendarClock, Link2, Pencil, Printer, Redo2, Undo2 } from "lucide-react";
import { useMemo, useReducer, useRef, useState } from "react";
import type { Plan } from "@shared/plan";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { FinalNotes, TripHeader, TripPrintStyle } from "@web/components/trip/TripView";
import { TripMap } from "@web/components/trip/TripMap";
import { DaysBesideMap } from "@web/components/trip/DaysBesideMap";
import { DayCards } from "@web/components/trip/DayCard";
import { useMediaQuery } from "@web/lib/use-media-query";
import { Button } from "@web/components/ui/Button";
import { Dialog } from "@web/components/ui/Dialog";
import { itineraryQuery } from "@web/lib/itineraries";
import { readTripDraft, type TripDraft } from "@web/lib/trip-drafts";
import { useOnline } from "@web/lib/use-online";
import { AutosaveStatus } from "./AutosaveStatus";
import { DayList } from "./DayList";
import { historyReducer, startHistory } from "./history";
import { renameTrip, shiftTrip } from "./plan-edit";
import { ShareDialog, useTripLinks } from "./SharePanel";
import { diffPlans } from "./proposal-diff";
import { ProposalDiff } from "./ProposalDiff";
import { ShiftDates } from "./ShiftDates";
import { TitleField } from "./TitleField";
import { useAutosave } from "./use-autosave";
import { useFixes, type FixState } from "./use-fixes";
import { PROPOSAL_LABEL, STALE_PROPOSAL_NOTICE, useTripAssistant } from "./use-trip-assistant";
import { useUndoKeys } from "./use-undo-keys";
import { LiveConflictNotice } from "./LiveConflictNotice";
import { MembersPanel } from "./MembersPanel";
import { LivePresence } from "./LivePresence";
import { mergePlans } from "./plan-merge";
import { useLiveEdits, type LiveConflict } from "./use-live-edits";
import { ArrivedItems } from "./arrived-items";
import { useDayInView } from "./use-trip-live";
import { CostsPanel, PlanPanel, TripTabs, useTripView } from "./TripTabs";
import { TripBar } from "./TripBar";
import { useDrawnDays } from "./use-drawn-days";
import { TripActions, type TripAction } from "./TripActions";

interface Props {
  userId: string;
  detail: ItineraryDetail & { plan: Plan };
  /** After a conflict: load the trip again and start a new editor on it, saying `notice` there. */
  onReload: (notice?: string) => void;
  /** Why this editor was started on a reloaded trip (a fix met someone else's change). */
  notice?: string;
}

/** Below Tailwind's `sm`: a phone, where the trip opens to be read and "Edit" brings its controls. */
const PHONE_QUERY = "(width < 40rem)";

/** Said on the reloaded trip when a fix met someone else's change to the same stops. */
export const STALE_FIX_NOTICE =
  "Someone changed the same stops since you opened this trip, so the fix was not applied. The trip now shows their change; check the stop again.";

/**
 * A loaded trip's plan, editable: every change is one undoable edit (history.ts) that the autosave sends
 * (use-autosave.ts); the toolbar says how saving goes.
 */
export function PlanEditor({ userId, detail, onReload, notice }: Props) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [snapshot] = useState(() => ({ version: detail.version, plan: detail.plan }));
  // Edits left unsaved here before (offline, a closed tab) come back as one undoable step: as they were when made
  // on this very version, merged with the trip as it is now when others changed it since (a conflict is offered
  // back as a live one is). A draft kept without its base (an older app) cannot be merged, so it is set aside.
  const [restored] = useState(() => restoreDraft(readTripDraft(userId, detail.id), detail.plan));
  const [history, dispatch] = useReducer(historyReducer<Plan>, detail.plan, (plan) =>
    restored.plan ? { past: [plan], present: restored.plan, future: [] } : startHistory(plan),
  );
  const staleDraft = restored.setAside;
  const [check, setCheck] = useState(detail.check);
  const plan = history.present;
  const edit = (next: Plan) => dispatch({ type: "edit", next });

  const refresh = () => {
    // Read again, not just set: the service worker then keeps the saved version for a visit offline.
    void queryClient.refetchQueries({ queryKey: itineraryQuery(userId, detail.id).queryKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: ["itineraries", userId], exact: true });
  };
  const autosave = useAutosave(userId, detail.id, snapshot, plan, online, (saved, sent) => {
    setCheck(saved.check);
    // The server times the stops and derives the legs again: the plan just saved reads as the server has it.
    if (saved.plan) dispatch({ type: "settle", from: sent, to: saved.plan });
    refresh();
  });
  const { state, retry } = autosave;
  const fixes = useFixes({
    tripId: detail.id,
    version: autosave.version,
    saved: state.status === "saved",
    online,
    onApplied: (saved) => {
      assistant.settled(true);
      // One undo step; the autosave takes the server's plan as saved, so nothing is sent again.
      autosave.adopt(saved);
      dispatch({ type: "edit", next: saved.plan });
      setCheck(saved.check);
      refresh();
    },
    onStale: () => onReload(assistant.settled(false) ? STALE_PROPOSAL_NOTICE : STALE_FIX_NOTICE),
  });
  // The chat panel talks about this trip while it is open; its proposal is applied as a fix is.
  const assistant = useTripAssistant({ tripId: detail.id, title: plan.title, version: autosave.version, fixes: fixes.control });

  const daysHeading = useRef<HTMLHeadingElement>(null);
  const proposal = assistant.chat.proposal;
  const proposedDays = useMemo(() => (proposal ? diffPlans(plan, proposal.plan, proposal.check) : undefined), [plan, proposal]);

  useUndoKeys(dispatch);
  const [view, setView] = useTripView();

  // Others on the trip: their changes merge into this one, and who is here shows in the toolbar.
  const days = useRef<HTMLDivElement>(null);
  const dayInView = useDayInView(days);
  const live = useLiveEdits({
    userId,
    tripId: detail.id,
    plan,
    day: dayInView,
    autosave,
    onMerged: (saved, present) => {
      setCheck(saved.check);
      dispatch({ type: "reset", present });
      void queryClient.invalidateQueries({ queryKey: ["itineraries", userId], exact: true });
    },
    onAccess: () => onReload(),
    restoredConflict: restored.conflict,
  });

  // Links and feeds are the owner's to make: Share and its dialog are theirs alone.
  const owner = !detail.shared;
  const links = useTripLinks(detail.id, plan.title, detail);
  const [moving, setMoving] = useState(false);
  const drawn = useDrawnDays(plan.days.length);
  // On a phone the trip opens as an itinerary to read; "Edit" brings the stops' controls (decision 1220).
  const phone = useMediaQuery(PHONE_QUERY);
  const [editingOnPhone, setEditingOnPhone] = useState(false);
  const editing = !phone || editingOnPhone;
  const actions: TripAction[] = [
    { label: "Move the trip to other dates", Icon: CalendarClock, onSelect: () => setMoving(true) },
    { label: "Print", Icon: Printer, onSelect: () => window.print() },
    ...(owner ? [{ label: "Share link and calendar feed", Icon: Link2, onSelect: () => links.setDialogOpen(true) }] : []),
  ];

  return (
    <article className="space-y-4 sm:space-y-6">
      <TripPrintStyle />
      {/* On a wide screen the map stays beside the page while the plan shows (decision 1210). */}
      <DaysBesideMap plan={plan} dayInView={dayInView} shown={view === "plan"}>
        <TripHeader
          plan={plan}
          title={<TitleField title={plan.title} onSave={(title) => edit(renameTrip(plan, title))} />}
          actions={<TripActions canShare={owner} onShare={() => void links.shareTrip()} actions={actions} />}
          check={check}
        />
        {owner ? <ShareDialog id={detail.id} links={links} online={online} /> : null}
        <Dialog open={moving} onOpenChange={setMoving} title="Move the trip" description="The days keep their order and spacing.">
          <div className="mt-5">
            <ShiftDates
              plan={plan}
              onShift={(start) => {
                edit(shiftTrip(plan, start));
                setMoving(false);
              }}
            />
          </div>
        </Dialog>
        <TripTabs view={view} onChange={setView} />
        <CostsPanel view={view} tripId={detail.id} userId={userId} canEdit online={online} />

        <PlanPanel view={view}>
          {/* One sticky bar on every width: the day chips, then Undo, Redo and how saving goes. */}
          <TripBar days={plan.days} dayInView={dayInView}>
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1 lg:flex-none">
              {phone ? (
                <Button
                  variant={editing ? "primary" : "secondary"}
                  size="sm"
                  aria-pressed={editing}
                  onClick={() => setEditingOnPhone(!editing)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Button>
              ) : null}
              <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "undo" })} disabled={history.past.length === 0}>
                <Undo2 aria-hidden="true" className="size-4" />
                <span className="max-sm:sr-only">Undo</span>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "redo" })} disabled={history.future.length === 0}>
                <Redo2 aria-hidden="true" className="size-4" />
                <span className="max-sm:sr-only">Redo</span>
              </Button>
              <AutosaveStatus state={state} onRetry={retry} onReload={() => onReload()} />
              <FixStatus state={fixes.state} plan={plan} />
              <p role="status" className="px-2 text-sm text-muted empty:px-0">
                {live.announcement}
              </p>
              <LivePresence people={live.others} />
            </div>
          </TripBar>
          {live.conflict ? (
            <LiveConflictNotice
              conflict={live.conflict}
              onKeepMine={() => edit(live.keepMine(plan))}
              onKeepTheirs={live.keepTheirs}
            />
          ) : null}

          {notice ? (
            <p role="alert" className="rounded-2xl bg-accent-soft p-4 text-sm text-accent print:hidden">
              {notice}
            </p>
          ) : null}
          {staleDraft ? (
            <p role="alert" className="rounded-2xl bg-accent-soft p-4 text-sm text-accent print:hidden">
              Changes you made earlier in this browser were based on an older version of this trip, changed since elsewhere, so
              they were not applied.
            </p>
          ) : null}
          {proposal && proposedDays ? (
            <ProposalDiff
              days={proposedDays}
              proposal={proposal}
              waiting={assistant.chat.waiting}
              onApply={() => {
                assistant.chat.apply();
                daysHeading.current?.focus();
              }}
              onDismiss={() => {
                assistant.chat.dismiss();
                daysHeading.current?.focus();
              }}
            />
          ) : null}

          {/* Focused after a proposal is applied or dismissed, so focus does not fall to the page's start. The day
              chips say it: the heading is for screen readers, leaving the room to the first day. */}
          <h2 ref={daysHeading} tabIndex={-1} className="sr-only">
            Daily Plans
          </h2>
          <div ref={days}>
            {editing ? (
              <ArrivedItems value={live.arrived}>
                <DayList
                  plan={plan}
                  tripId={detail.id}
                  online={online}
                  edit={edit}
                  check={check}
                  fixes={assistant.fixes}
                  proposed={proposedDays}
                  drawn={drawn}
                />
              </ArrivedItems>
            ) : (
              <DayCards days={plan.days} check={check} drawn={drawn} />
            )}
          </div>
          {/* All days on one map after them (beside the page on a wide screen, decision 1210): on a phone the first day
              stays within the first screen (decision 1160). What follows the days comes once they are drawn: nothing
              on the page moves for it. */}
          {drawn === plan.days.length ? (
            <>
              <TripMap plan={plan} />
              <FinalNotes plan={plan} />
              <MembersPanel
                tripId={detail.id}
                userId={userId}
                role={detail.shared?.role ?? "owner"}
                online={online}
                present={live.others}
              />
            </>
          ) : null}
        </PlanPanel>
      </DaysBesideMap>
    </article>
  );
}

/** The edits a draft holds, on `current` (the trip as loaded now): as they were, merged, or set aside. */
function restoreDraft(draft: TripDraft | undefined, current: Plan): { plan?: Plan; conflict?: LiveConflict; setAside: boolean } {
  if (!draft) return { setAside: false };
  if (!draft.base) return { setAside: true };
  // On the same version, the base is `current` and the merge keeps the draft as it was.
  const merged = mergePlans(draft.base, draft.plan, current);
  const conflict = merged.conflicts.length ? { by: "Someone", conflicts: merged.conflicts, mine: draft.plan } : undefined;
  return { plan: merged.plan, conflict, setAside: false };
}

/**
 * How the last fix went, beside the save status: applying, applied (while its plan is the one shown: Undo puts it
 * back), or why it failed.
 */
function FixStatus({ state, plan }: { state: FixState; plan: Plan }) {
  let text = "";
  if (state.status === "applying") text = `Applying "${state.label}"…`;
  else if (state.status === "applied" && state.plan === plan) text = `Applied "${state.label}". Undo puts it back.`;
  else if (state.status === "failed")
    text = `${state.label === PROPOSAL_LABEL ? "The assistant's change" : "The fix"} was not applied: ${state.message}`;
  return (
    <p
      role="status"
      className={state.status === "failed" ? "px-2 text-sm font-semibold text-danger" : "px-2 text-sm text-muted empty:px-0"}
    >
      {text}
    </p>
  );
}
