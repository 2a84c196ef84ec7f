import { Ellipsis, Share2, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@web/components/ui/Button";

export interface TripAction {
  label: string;
  Icon: LucideIcon;
  onSelect: () => void;
  disabled?: boolean;
}

/**
 * The trip header's actions: Share (the owner's: only they make links) and "Trip actions", a menu of what is
 * done rarely (move the trip, print, the links and the calendar feed). Without handlers (the page still loading)
 * both are drawn disabled, so that nothing moves when the page takes over.
 */
export function TripActions({
  canShare,
  onShare,
  actions,
}: {
  /** Only the owner makes links. */
  canShare: boolean;
  onShare?: () => void;
  actions?: TripAction[];
}) {
  return (
    <>
      {canShare ? (
        <Button variant="secondary" size="sm" onClick={onShare} disabled={!onShare}>
          <Share2 aria-hidden="true" className="size-4" />
          Share
        </Button>
      ) : null}
      <TripMenu actions={actions ?? []} />
    </>
  );
}

/**
 * A menu button (the WAI-ARIA pattern): opens on a press, focuses its first item; the arrow keys, Home and End
 * move among the items, Escape closes it and returns focus to the button, and a press outside closes it.
 */
function TripMenu({ actions }: { actions: TripAction[] }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>("[role=menuitem]:not(:disabled)") ?? [])];
  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key];
    if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      close();
    } else if (next !== undefined && list.length) {
      event.preventDefault();
      list[(next + list.length) % list.length]!.focus();
    }
  };

  return (
    <div ref={wrapper} className="relative">
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        className="w-9 px-0"
        aria-label="Trip actions"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={actions.length === 0}
        onClick={() => setOpen(!open)}
      >
        <Ellipsis aria-hidden="true" className="size-4" />
      </Button>
      {open ? (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Trip actions"
          onKeyDown={onKeyDown}
          className="absolute top-full right-0 z-40 mt-2 grid w-64 gap-0.5 rounded-2xl border border-border bg-surface p-1.5 text-text shadow-card"
        >
          {actions.map(({ label, Icon, onSelect, disabled }) => (
            <li key={label} role="none">
              <button
                type="button"
                role="menuitem"
                disabled={disabled}
                onClick={() => {
                  close();
                  onSelect();
                }}
                className="flex min-h-11 w-full items-center gap-2.5 rounded-xl px-3 text-left text-sm font-medium hover:bg-surface-2 focus-visible:bg-surface-2 disabled:opacity-60"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
                {label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
