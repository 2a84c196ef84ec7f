import { CloudOff, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@web/components/ui/Button";
import type { AutosaveState } from "./use-autosave";

/** The editor's toolbar line about saving: saved, saving, waiting for the connection, failed (Retry), or stale (Reload). */
export function AutosaveStatus({
  state,
  onRetry,
  onReload,
}: {
  state: AutosaveState;
  onRetry: () => void;
  onReload: () => void;
}) {
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
