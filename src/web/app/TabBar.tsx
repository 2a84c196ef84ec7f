import { Compass, House, LogIn, Luggage, Sparkles, Wrench, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "../components/ui/cn";
import { explorePaths, paths, toolPaths } from "../lib/paths";
import { useSession } from "../lib/session";
import { NavMenu, useOpenMenu } from "./NavMenu";

const tabClass = (active: boolean) =>
  cn(
    "flex h-full w-full flex-col items-center justify-center gap-0.5 text-xs font-medium transition-colors hover:bg-surface-2",
    active ? "text-primary" : "text-muted",
  );

function TabFace({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <Icon aria-hidden="true" className="size-5" />
      <span>{children}</span>
    </>
  );
}

/** Explore and Tools open as a sheet just above the bar. */
const sheetClass =
  "fixed inset-x-0 bottom-(--tabbar-height) max-h-[60vh] overflow-y-auto rounded-t-2xl border-t border-border bg-surface p-3 shadow-card";

/**
 * The phone's bottom tab bar (below the md breakpoint): Home, Explore, Plan a trip, Tools, and Dashboard when
 * signed in or Login, and the chat launcher's place at its end. The page leaves `--tabbar-height` of room at its
 * foot so that nothing stays behind it.
 */
export function TabBar({ onLogin }: { onLogin: () => void }) {
  const { user } = useSession();
  const [openMenu, setOpenMenu] = useOpenMenu();

  return (
    <nav
      aria-label="Tab bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom,0px)] backdrop-blur md:hidden"
    >
      {/* The last 4rem are the chat launcher's place (ChatLauncher), so that on a phone it covers nothing. */}
      <ul className="grid h-16 grid-cols-5 pr-16">
        <li>
          <NavLink to={paths.home} end className={({ isActive }) => tabClass(isActive)}>
            <TabFace icon={House}>Home</TabFace>
          </NavLink>
        </li>
        <li>
          <NavMenu
            label="Explore"
            paths={explorePaths}
            open={openMenu === "explore"}
            onOpenChange={(open) => setOpenMenu(open ? "explore" : null)}
            buttonClassName={({ open, current }) => tabClass(open || current)}
            panelClassName={sheetClass}
            linkClassName="py-3 text-base"
          >
            <TabFace icon={Compass}>Explore</TabFace>
          </NavMenu>
        </li>
        <li>
          <NavLink to={paths.generator} end className={({ isActive }) => tabClass(isActive)}>
            <TabFace icon={Sparkles}>
              Plan<span className="sr-only"> a trip</span>
            </TabFace>
          </NavLink>
        </li>
        <li>
          <NavMenu
            label="Tools"
            paths={toolPaths}
            open={openMenu === "tools"}
            onOpenChange={(open) => setOpenMenu(open ? "tools" : null)}
            buttonClassName={({ open, current }) => tabClass(open || current)}
            panelClassName={sheetClass}
            linkClassName="py-3 text-base"
          >
            <TabFace icon={Wrench}>Tools</TabFace>
          </NavMenu>
        </li>
        <li>
          {user ? (
            <NavLink to={paths.dashboard} end className={({ isActive }) => tabClass(isActive)}>
              <TabFace icon={Luggage}>Dashboard</TabFace>
            </NavLink>
          ) : (
            <button type="button" onClick={onLogin} className={tabClass(false)}>
              <TabFace icon={LogIn}>Login</TabFace>
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
