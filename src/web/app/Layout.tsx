import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { ChatLauncher } from "../features/chat/ChatLauncher";
import { useSession } from "../lib/session";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { OfflineBanner } from "./OfflineBanner";
import { TabBar } from "./TabBar";
import { paths } from "../lib/paths";

const AuthNoticeDialog = lazy(() => import("./AuthNoticeDialog"));

/** The page scrolls to the top on every route change (docs/product.md). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A block body: newer browsers return a promise from scrollTo, which must not become the effect cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Sign-in and sign-out outcomes as dialogs; after a sign-out the app goes home. */
function AuthNotices() {
  const { notice, dismissNotice, login } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (notice?.kind === "logged-out") void navigate(paths.home);
  }, [notice, navigate]);
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <AuthNoticeDialog
        notice={notice}
        onClose={dismissNotice}
        onRetry={() => {
          dismissNotice();
          login();
        }}
      />
    </Suspense>
  );
}

export function Layout() {
  const { login, logout } = useSession();
  return (
    // Room at the foot for the phone's tab bar (--tabbar-height is 0 from md).
    <div className="flex min-h-dvh flex-col pb-(--tabbar-height)">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-surface focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <OfflineBanner />
      <Header onLogin={login} onLogout={() => void logout()} />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives after the
          first paint (a trip, the signed-in dashboard) grows without moving anything in view. */}
      <main id="main" className="min-h-svh flex-1">
        <Outlet />
      </main>
      <Footer />
      <TabBar onLogin={login} />
      <ChatLauncher />
      <AuthNotices />
    </div>
  );
}
