import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleX, LayoutGrid, List, MapIcon, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ItinerarySummary } from "@shared/schemas/itineraries";
import { paths } from "@web/lib/paths";
import { Button, ButtonLink } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { Chip } from "@web/components/ui/Chip";
import { OutcomeDialog } from "@web/components/ui/Dialog";
import { LoginPrompt } from "@web/components/ui/LoginPrompt";
import { ApiFailure, failureMessage } from "@web/lib/api";
import { QueryProvider } from "@web/lib/query";
import { useOnline } from "@web/lib/use-online";
import { useStoredState } from "@web/lib/use-stored-state";
import { deleteItinerary, itinerariesQuery, restoreItinerary } from "./api";
import { ItineraryCard } from "./ItineraryCard";
import { PrintView } from "./PrintView";
import { LoadingCards, LOGIN_PROMPT } from "./states";

export const LAYOUT_KEY = "wayfarer.dashboardLayout";

type Layout = "list" | "grid";
const parseLayout = (value: unknown): Layout | undefined => (value === "list" || value === "grid" ? value : undefined);

/**
 * The signed-in dashboard: its own chunk (TanStack Query, the cards, the dialogs), which a logged-out
 * visitor never downloads.
 */
export default function SignedInDashboard({ userId, onLogin }: { userId: string; onLogin: () => void }) {
  return (
    <QueryProvider>
      <Itineraries userId={userId} onLogin={onLogin} />
    </QueryProvider>
  );
}

type Outcome = "deleted" | "failed" | "undoFailed" | null;

/** Why an Undo failed, in the traveller's words: the server's own (the itinerary limit), or that it is too late. */
export const undoFailure = (error: unknown) =>
  error instanceof ApiFailure && error.status === 404 ? "It was deleted too long ago to bring back." : failureMessage(error);

function Itineraries({ userId, onLogin }: { userId: string; onLogin: () => void }) {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(itinerariesQuery(userId));
  const items = list.data?.pages.flatMap((page) => page.items);
  const [layout, setLayout] = useStoredState<Layout>(LAYOUT_KEY, parseLayout, "list");
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [printing, setPrinting] = useState<ItinerarySummary | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** The trip this page deleted, which Undo may bring back (decision 1180); null when it was already gone. */
  const [undoable, setUndoable] = useState<string | null>(null);
  const online = useOnline();
  const summary = useRef<HTMLParagraphElement>(null);

  const refetch = () => queryClient.invalidateQueries({ queryKey: itinerariesQuery(userId).queryKey });
  // Started offline, a delete waits in this tab (the mutation is paused) and the dialog opens once the server
  // has deleted the trip: there is never an Undo of a delete still waiting.
  const remove = useMutation({
    mutationFn: deleteItinerary,
    onSuccess: (_answer, id) => {
      setUndoable(id);
      setOutcome("deleted");
    },
    onError: (error) => {
      setUndoable(null);
      setOutcome(error instanceof ApiFailure && error.status === 404 ? "deleted" : "failed");
    },
    // After a success (or an itinerary that was already gone), and after a failure too: the list shows what the server has.
    onSettled: () => refetch(),
  });
  // Undo: the dialog stays open while it runs, then closes with the trip back in its place in the list.
  const restore = useMutation({
    mutationFn: restoreItinerary,
    // Offline the button is hidden; a restore must not wait in the tab past the few minutes it is allowed.
    networkMode: "always",
    onSuccess: () => closeOutcome(),
    onError: () => setOutcome("undoFailed"),
    onSettled: () => {
      setUndoable(null);
      void refetch();
    },
  });

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const stopPrinting = useCallback(() => setPrinting(null), []);

  // The deleted card's trash button is gone when the dialog closes: put focus back on the list.
  const closeOutcome = () => {
    setOutcome(null);
    restore.reset();
    setTimeout(() => {
      if (document.activeElement === document.body) summary.current?.focus();
    }, 0);
  };

  const sessionEnded = list.error instanceof ApiFailure && list.error.status === 401;
  useEffect(() => {
    if (sessionEnded) queryClient.removeQueries({ queryKey: ["itineraries"] });
  }, [sessionEnded, queryClient]);

  let content;
  if (list.isPending) {
    content = <LoadingCards />;
  } else if (sessionEnded) {
    content = <LoginPrompt {...LOGIN_PROMPT} onLogin={onLogin} />;
  } else if (!items) {
    content = (
      <Card role="alert" className="mx-auto max-w-xl p-8 text-center">
        <CircleX aria-hidden="true" className="mx-auto size-10 text-danger" />
        <h2 className="mt-3 text-2xl font-semibold">We could not load your itineraries</h2>
        <p className="mt-2 text-muted">{list.error?.message}</p>
        <Button size="lg" className="mt-6" disabled={list.isFetching} onClick={() => void list.refetch()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {list.isFetching ? "Retrying…" : "Retry"}
        </Button>
      </Card>
    );
  } else if (items.length === 0) {
    content = (
      <Card className="mx-auto max-w-xl p-8 text-center">
        <MapIcon aria-hidden="true" className="mx-auto size-10 text-primary" />
        <p className="mt-3 text-lg font-semibold">No itineraries created by you yet.</p>
        <ButtonLink to={paths.generator} size="lg" className="mt-6">
          Generate Itinerary
        </ButtonLink>
      </Card>
    );
  } else {
    const count = items.length;
    content = (
      <>
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <p ref={summary} tabIndex={-1} role="status" className="font-semibold text-muted">
            {`${count} saved ${count === 1 ? "itinerary" : "itineraries"}${list.hasNextPage ? ", more to load" : ""}`}
          </p>
          <div role="group" aria-label="Layout" className="flex gap-2">
            <Chip pressed={layout === "list"} onClick={() => setLayout("list")}>
              <List aria-hidden="true" className="size-4" />
              List
            </Chip>
            <Chip pressed={layout === "grid"} onClick={() => setLayout("grid")}>
              <LayoutGrid aria-hidden="true" className="size-4" />
              Grid
            </Chip>
          </div>
        </div>
        <ul
          aria-label="Your itineraries"
          data-layout={layout}
          className={layout === "grid" ? "grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-4"}
        >
          {items.map((itinerary) => (
            <li key={itinerary.id}>
              <ItineraryCard
                itinerary={itinerary}
                userId={userId}
                expanded={expanded.has(itinerary.id)}
                onToggle={() => toggle(itinerary.id)}
                deleting={remove.isPending && remove.variables === itinerary.id}
                onDelete={() => remove.mutate(itinerary.id)}
                onPrint={() => setPrinting(itinerary)}
              />
            </li>
          ))}
        </ul>
        {list.hasNextPage ? (
          <div className="mt-6 flex flex-col items-center gap-2">
            {list.isFetchNextPageError ? (
              <p role="alert" className="text-sm text-danger">
                {`Could not load more itineraries: ${list.error?.message ?? ""}`}
              </p>
            ) : null}
            <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? "Loading more…" : "Load more"}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <>
      {content}
      {printing ? <PrintView itinerary={printing} onDone={stopPrinting} /> : null}
      <OutcomeDialog
        open={outcome === "deleted"}
        onClose={closeOutcome}
        outcome="success"
        title="Itinerary Deleted Successfully"
        closeLabel="Cool!"
        action={
          // Hidden offline: a restore could not reach the server (the OfflineBanner says why).
          undoable && online ? (
            <Button variant="secondary" disabled={restore.isPending} onClick={() => restore.mutate(undoable)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {restore.isPending ? "Undoing…" : "Undo"}
            </Button>
          ) : null
        }
      />
      <OutcomeDialog
        open={outcome === "undoFailed"}
        onClose={closeOutcome}
        outcome="failure"
        title="Could not undo the delete"
        description={restore.error ? undoFailure(restore.error) : undefined}
        closeLabel="Okay"
      />
      <OutcomeDialog
        open={outcome === "failed"}
        onClose={closeOutcome}
        outcome="failure"
        title="Could not delete this itinerary. Please try again."
        closeLabel="Okay"
      />
    </>
  );
}
