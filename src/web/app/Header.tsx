import { ChevronDown, Menu, Moon, Sparkles, Sun, UserRound, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { TAGLINE } from "@shared/public-config";
import { Button, ButtonLink, buttonClass } from "../components/ui/Button";
import { cn } from "../components/ui/cn";
import { publicConfig } from "../lib/public-config";
import { useSession } from "../lib/session";
import { useTheme } from "../lib/theme";
import { explorePaths, paths, toolPaths } from "../lib/paths";
import { NavMenu, useOpenMenu } from "./NavMenu";

function navItems(loggedIn: boolean) {
  return [
    { to: paths.home, label: "Home" },
    { to: paths.about, label: "About" },
    { to: paths.contact, label: "Contact" },
    { to: paths.faqs, label: "FAQs" },
    ...(loggedIn ? [{ to: paths.dashboard, label: "Dashboard" }] : []),
  ];
}

// Narrower between lg and xl, where the links share one row with the brand and the actions.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-sm font-medium transition-colors hover:bg-surface-2 lg:max-xl:px-2.5",
    isActive ? "text-primary" : "text-text",
  );

const menuButtonClass = ({ open, current }: { open: boolean; current: boolean }) =>
  cn(
    "inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium transition-colors hover:bg-surface-2 lg:max-xl:px-2.5",
    current ? "text-primary" : "text-text",
    open && "bg-surface-2",
  );
const menuPanelClass = "absolute top-full left-0 z-50 mt-2 w-60 rounded-2xl border border-border bg-surface p-2 shadow-card";

function Chevron({ open }: { open: boolean }) {
  return (
    <ChevronDown
      aria-hidden="true"
      className={cn("size-4 transition-transform motion-reduce:transition-none", open && "rotate-180")}
    />
  );
}

/** The header's links the phone's tab bar has too, left out of the phone menu. */
const inTabBar = new Set<string>([paths.home, paths.dashboard]);

export function Header({ onLogin, onLogout }: { onLogin: () => void; onLogout: () => void }) {
  const { user } = useSession();
  const [theme, toggleTheme] = useTheme();
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened; navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const menuId = useId();
  const items = navItems(user !== null);
  const [openMenu, setOpenMenu] = useOpenMenu();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpenOn(null);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const authButton = user ? (
    <>
      <Link to={paths.account} aria-label="Your account" title="Your account" className={buttonClass("ghost", "icon")}>
        <UserRound aria-hidden="true" className="size-5" />
      </Link>
      <Button variant="secondary" size="sm" onClick={onLogout}>
        Logout
      </Button>
    </>
  ) : (
    <Button size="sm" onClick={onLogin}>
      Login
    </Button>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/85 backdrop-blur">
      {/* One row from lg (the tagline left out below xl); between md and lg the links take a second row. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 px-4 lg:flex-nowrap">
        <Link to={paths.home} className="flex h-16 shrink-0 items-center gap-2 whitespace-nowrap">
          <img src="/illustrations/favicon.svg" alt="" width={36} height={36} className="size-9" />
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-bold">{publicConfig.appName}</span>
            <span data-tagline className="text-xs text-muted lg:max-xl:hidden">
              {TAGLINE}
            </span>
          </span>
        </Link>

        <nav
          aria-label="Main"
          className="order-last -mx-3 hidden w-full pb-2 md:block lg:order-none lg:mx-0 lg:ml-auto lg:w-auto lg:pb-0"
        >
          <ul className="flex flex-wrap items-center gap-1 lg:flex-nowrap">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavMenu
                label="Explore"
                paths={explorePaths}
                open={openMenu === "explore"}
                onOpenChange={(open) => setOpenMenu(open ? "explore" : null)}
                buttonClassName={menuButtonClass}
                panelClassName={menuPanelClass}
              >
                Explore <Chevron open={openMenu === "explore"} />
              </NavMenu>
            </li>
            <li>
              <NavMenu
                label="Tools"
                paths={toolPaths}
                open={openMenu === "tools"}
                onOpenChange={(open) => setOpenMenu(open ? "tools" : null)}
                buttonClassName={menuButtonClass}
                panelClassName={menuPanelClass}
              >
                Tools <Chevron open={openMenu === "tools"} />
              </NavMenu>
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          <ButtonLink to={paths.generator} size="sm" className="whitespace-nowrap max-md:hidden">
            <Sparkles aria-hidden="true" className="size-4" />
            Plan a trip
          </ButtonLink>
          <Button
            variant="ghost"
            size="icon"
            onClick={toggleTheme}
            aria-label={theme === "dark" ? "Switch to light theme" : "Switch to dark theme"}
          >
            {theme === "dark" ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
          </Button>
          <div className="hidden items-center gap-1 md:flex">{authButton}</div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </Button>
        </div>
      </div>

      {/* What the phone's tab bar does not have: Home, Dashboard and Login are there. */}
      <nav id={menuId} aria-label="Mobile" hidden={!menuOpen} className="border-t border-border bg-surface md:hidden">
        <ul className="flex flex-col gap-1 p-3">
          {items
            .filter((item) => !inTabBar.has(item.to))
            .map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={(state) => cn(linkClass(state), "block")}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          {user ? <li className="flex items-center gap-1 px-3 pt-2">{authButton}</li> : null}
        </ul>
      </nav>
    </header>
  );
}
