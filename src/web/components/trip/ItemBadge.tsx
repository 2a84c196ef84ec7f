import { CircleAlert, CircleCheck, CircleHelp, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ItemCheck } from "@shared/itinerary-stream";
import type { ItemStatus } from "@shared/timetable";
import { cn } from "@web/components/ui/cn";
import { STATUS_WORDS, statusReasons } from "./timetable-format";

const STATUS_ICONS: Record<ItemStatus, LucideIcon> = { verified: CircleCheck, unknown: CircleHelp, conflict: CircleAlert };

// Each status has a word and an icon of its own, so the colour is never the only sign; the tints read in both
// themes because they are the theme's own success, muted and danger colours.
const STATUS_CLASSES: Record<ItemStatus, string> = {
  verified: "border-success/40 bg-success/10 text-success",
  unknown: "border-border bg-surface-2 text-muted",
  conflict: "border-danger bg-danger text-danger-contrast",
};

/**
 * A stop's check as a small toggle: its status in a word, which opens the reasons (`CheckReasons`) on a press, and
 * tells them on hover (title) and to a screen reader (the button's name and the panel it controls).
 */
export function ItemBadge({
  check,
  title,
  open,
  panelId,
  onToggle,
}: {
  check: ItemCheck;
  /** The stop's title, for the button's accessible name. */
  title: string;
  open: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  const Icon = STATUS_ICONS[check.status];
  const word = STATUS_WORDS[check.status];
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-label={`${word}: ${title}. ${open ? "Hide" : "Show"} why`}
      title={statusReasons(check).join(" ")}
      onClick={onToggle}
      className={cn(
        "inline-flex h-7 shrink-0 items-center gap-1 rounded-full border px-2.5 text-xs font-semibold transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
        STATUS_CLASSES[check.status],
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {word}
    </button>
  );
}

/** Why a stop has its badge, in words; a conflict's fixes (`children`) follow. */
export function CheckReasons({ check, id, children }: { check: ItemCheck; id: string; children?: ReactNode }) {
  const conflict = check.status === "conflict";
  return (
    <div
      id={id}
      className={cn("mt-2 rounded-xl p-3 text-sm", conflict ? "border border-danger/50 bg-danger/10" : "bg-surface-2 text-muted")}
    >
      <ul className={cn("space-y-1", conflict && "font-semibold text-danger")}>
        {statusReasons(check).map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {children ? <div className="mt-3 flex flex-wrap gap-2 print:hidden">{children}</div> : null}
    </div>
  );
}
