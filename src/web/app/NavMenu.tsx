import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { cn } from "../components/ui/cn";
import { screenName } from "../lib/paths";

/**
 * Which of a group of menus is open, on the page where it was opened: navigating closes it.
 * Answers the open menu's key and a setter (null closes).
 */
export function useOpenMenu(): [string | null, (key: string | null) => void] {
  const { pathname } = useLocation();
  const [state, setState] = useState<{ key: string; on: string } | null>(null);
  const open = state?.on === pathname ? state.key : null;
  return [open, (key) => setState(key === null ? null : { key, on: pathname })];
}

/**
 * A disclosure menu: a button (aria-expanded) that shows a list of real links. Escape closes it and returns
 * focus to the button; a press outside closes it. The list is rendered only while open.
 */
export function NavMenu({
  label,
  paths,
  open,
  onOpenChange,
  buttonClassName,
  panelClassName,
  linkClassName,
  children,
}: {
  /** The menu's name (the button's accessible name and the list's label). */
  label: string;
  /** Route paths; each link shows the screen's name from the route table. */
  paths: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  buttonClassName: (state: { open: boolean; current: boolean }) => string;
  panelClassName: string;
  linkClassName?: string;
  /** The button's content (defaults to the label). */
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const current = paths.includes(pathname);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onOpenChange(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) onOpenChange(false);
    };
    window.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, onOpenChange]);

  return (
    <div ref={wrapper} className="relative h-full">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
        className={buttonClassName({ open, current })}
      >
        {children ?? label}
      </button>
      {open ? (
        <div id={panelId} className={panelClassName}>
          <ul aria-label={label} className="grid gap-1">
            {paths.map((to) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className={({ isActive }) =>
                    cn(
                      "block rounded-xl px-3 py-2 text-sm font-medium hover:bg-surface-2",
                      isActive ? "text-primary" : "text-text",
                      linkClassName,
                    )
                  }
                  onClick={() => onOpenChange(false)}
                >
                  {screenName(to)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
