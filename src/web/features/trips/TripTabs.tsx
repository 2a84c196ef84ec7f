import { ClipboardList, Wallet } from "lucide-react";
import { lazy, Suspense, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { cn } from "@web/components/ui/cn";

/** What the trip page shows under its header: the plan (the default) or the trip's costs (`?view=costs`). */
type TripView = "plan" | "costs";
const VIEWS: { view: TripView; label: string; Icon: typeof Wallet }[] = [
  { view: "plan", label: "Plan", Icon: ClipboardList },
  { view: "costs", label: "Costs", Icon: Wallet },
];

const loadCosts = () => import("./costs/CostsView");
// The Costs tab is a chunk of its own, fetched when it opens (or is about to): the plan page does not carry it.
const CostsView = lazy(() => loadCosts().then((module) => ({ default: module.CostsView })));

const tabId = (view: TripView) => `trip-tab-${view}`;
const panelId = (view: TripView) => `trip-panel-${view}`;

/** The view in the address (`?view=costs`), so a link opens the Costs tab; choosing a tab adds a history entry. */
export function useTripView(): [TripView, (view: TripView) => void] {
  const [params, setParams] = useSearchParams();
  const view: TripView = params.get("view") === "costs" ? "costs" : "plan";
  const choose = (next: TripView) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next === "plan") changed.delete("view");
      else changed.set("view", next);
      return changed;
    });
  return [view, choose];
}

/** "Plan | Costs": tabs (arrow keys, Home and End move between them), out of print. */
export function TripTabs({ view, onChange }: { view: TripView; onChange: (view: TripView) => void }) {
  const tabs = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const index = VIEWS.findIndex((entry) => entry.view === view);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: VIEWS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = VIEWS[(next + VIEWS.length) % VIEWS.length]!.view;
    onChange(target);
    tabs.current?.querySelector<HTMLElement>(`#${tabId(target)}`)?.focus();
  };
  return (
    <div
      ref={tabs}
      role="tablist"
      aria-label="Trip"
      onKeyDown={move}
      className="inline-flex gap-1 rounded-full border border-border bg-surface p-1 shadow-card print:hidden"
    >
      {VIEWS.map(({ view: entry, label, Icon }) => {
        const selected = entry === view;
        return (
          <button
            key={entry}
            id={tabId(entry)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(entry)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(entry)}
            onPointerEnter={entry === "costs" ? () => void loadCosts() : undefined}
            onFocus={entry === "costs" ? () => void loadCosts() : undefined}
            className={cn(
              "inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors",
              selected ? "bg-primary text-primary-contrast" : "text-text hover:bg-surface-2",
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The plan's tab panel: kept mounted while the costs show (hidden), so its undo history, autosave and live edits
 * go on.
 */
export function PlanPanel({ view, children }: { view: TripView; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId("plan")} aria-labelledby={tabId("plan")} hidden={view !== "plan"} className="space-y-6">
      {children}
    </div>
  );
}

/** The Costs tab's panel, its chunk loaded when it first shows. */
export function CostsPanel(props: { view: TripView; tripId: string; userId: string; canEdit: boolean; online: boolean }) {
  const { view, ...costs } = props;
  return (
    <div role="tabpanel" id={panelId("costs")} aria-labelledby={tabId("costs")} hidden={view !== "costs"}>
      {view === "costs" ? (
        <Suspense
          fallback={
            <p role="status" className="py-12 text-center text-muted">
              Loading the trip&apos;s costs…
            </p>
          }
        >
          <CostsView {...costs} />
        </Suspense>
      ) : null}
    </div>
  );
}
