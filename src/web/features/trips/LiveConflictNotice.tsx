import { useEffect, useRef } from "react";
import type { PlanItem } from "@shared/plan";
import { Button } from "@web/components/ui/Button";
import type { LiveConflict } from "./use-live-edits";

/** A side of a stop both changed: its time and name, and its description where the two differ. */
const stopText = (item: PlanItem | undefined, other: PlanItem | undefined) =>
  item
    ? [item.start, item.title, item.description !== other?.description ? item.description : undefined].filter(Boolean).join(" · ")
    : "removed";

/**
 * Someone else changed what was being changed here: their saved version is shown, and both versions are set side
 * by side with the choice to use this page's after all.
 */
export function LiveConflictNotice({
  conflict,
  onKeepMine,
  onKeepTheirs,
}: {
  conflict: LiveConflict;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
}) {
  const count = conflict.conflicts.length;
  // The choice is the traveller's to make: brought into view where they are editing further down (a phone).
  const notice = useRef<HTMLElement>(null);
  useEffect(() => {
    notice.current?.scrollIntoView({ block: "nearest" });
  }, [conflict]);
  return (
    <section
      ref={notice}
      role="alert"
      aria-label="Changed by someone else too"
      className="rounded-2xl border border-accent bg-accent-soft p-4 text-sm print:hidden"
    >
      <p className="font-semibold">
        {conflict.by} changed {count === 1 ? "something" : `${count} things`} you were changing too, so their version is shown.
      </p>
      <ul className="mt-2 space-y-2">
        {conflict.conflicts.map((item) => (
          <li key={`${item.unit}:${item.day}:${item.itemId ?? ""}`}>
            <span className="font-semibold">
              {item.label}
              {item.unit === "stop" ? ` (day ${item.day})` : ""}
            </span>
            {item.unit === "stop" ? (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-muted">
                <dt>Yours</dt>
                <dd className="break-words">{stopText(item.mine, item.theirs)}</dd>
                <dt>Theirs</dt>
                <dd className="break-words">{stopText(item.theirs, item.mine)}</dd>
              </dl>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeepMine}>
          Use mine instead
        </Button>
        <Button size="sm" variant="secondary" onClick={onKeepTheirs}>
          Keep theirs
        </Button>
      </div>
    </section>
  );
}
