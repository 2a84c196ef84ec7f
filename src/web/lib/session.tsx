import {
  createContext,
  lazy,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from "react";
import { apiFetch, postJson } from "./api";
import { AUTH_CHANNEL, broadcastAuth, SIGN_IN_PATH, type AuthMessage } from "./auth-channel";
import { forgetAnswersOfAnotherUser, forgetSignedInAnswers } from "./offline";
import { readRaw, writeRaw } from "./storage";
import type { SessionUser } from "@shared/schemas/auth";

export type { SessionUser };

/** What the app tells the user after a sign-in or sign-out (shown as a dialog by the layout). */
export type AuthNotice = { kind: "logged-in"; name: string } | { kind: "login-failed"; reason?: string } | { kind: "logged-out" };

export interface Session {
  /** The signed-in user, or null (the auth-state listener's "none"). */
  user: SessionUser | null;
  /** "loading" until the server has answered who is signed in. */
  status: "loading" | "ready";
  /** Opens the sign-in popup. Call it straight from a click handler, so popup blockers allow it. */
  login(): void;
  /** Ends the session on the server. */
  logout(): Promise<void>;
  /** Asks the server who is signed in (the session cookie is the authority). */
  refresh(): Promise<void>;
  notice: AuthNotice | null;
  dismissNotice(): void;
}

/** localStorage flag of docs/product.md: "true" after sign-in, "false" after sign-out; a hint, never the authority. */
export const IS_AUTH_KEY = "isAuth";

const noop = () => undefined;
const staticSession: Session = {
  user: null,
  status: "ready",
  login: noop,
  logout: async () => undefined,
  refresh: async () => undefined,
  notice: null,
  dismissNotice: noop,
};

const SessionContext = createContext<Session>(staticSession);

/**
 * Holds who is signed in and runs the popup sign-in. `value` gives a fixed session instead (component tests).
 */
export function SessionProvider({ children, value }: { children: ReactNode; value?: Partial<Session> }) {
  if (value) return <SessionContext.Provider value={{ ...staticSession, ...value }}>{children}</SessionContext.Provider>;
  return <LiveSessionProvider>{children}</LiveSessionProvider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

/**
 * A screen's part for signed-in travellers, in a chunk of its own (named `signedIn` in the route table), so a
 * signed-out visitor never downloads it. When the login flag says a user is probably signed in it starts
 * downloading at once, while the session check runs; the server also preloads it from the page's HTML when the
 * request carries a session cookie. `preload()` loads it ahead and gives its module (a route's loader).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are read from it.
export function signedInPart<M extends { default: ComponentType<any> }, P extends object = ComponentProps<M["default"]>>(
  load: () => Promise<M>,
): ComponentType<P> & { preload: () => Promise<M> } {
  // Once the chunk is in, the part renders at once: React.lazy suspends on its first render even then, and the
  // Suspense fallback it shows costs the page a commit and a paint before the part's own (docs/performance.md).
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  if (readRaw(IS_AUTH_KEY) === "true") void preload();
  const Lazy = lazy(preload);
  function SignedInPart(props: P) {
    // Chosen once per mount: switching from the lazy type to the module's own would mount the part again.
    const [Part] = useState(() => loaded ?? Lazy);
    return <Part {...props} />;
  }
  return Object.assign(SignedInPart, { preload });
}

interface SessionAnswer {
  user: SessionUser | null;
  /** The answer named someone else than the user the service worker's caches were filled for: they were emptied. */
  forgotAnotherUser: boolean;
}

/**
 * Asks the server who is signed in, and empties what was kept for another user (decision 0960) before anyone
 * reads the answer. One question at a time: the provider and a route's loader asking together (TripScreen's,
 * before the first render) share one request, whose answer the server preloads from the page's HTML.
 */
export function askWhoIsSignedIn(): Promise<SessionAnswer> {
  asking ??= apiFetch<{ user: SessionUser | null }>("/api/me")
    .then(async ({ user }) => ({ user, forgotAnotherUser: await forgetAnswersOfAnotherUser(user?.id ?? null) }))
    .finally(() => {
      asking = undefined;
    });
  return asking;
}
let asking: Promise<SessionAnswer> | undefined;

const POPUP_CLOSED_POLL_MS = 500;

function popupFeatures(width = 480, height = 680): string {
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return `popup,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`;
}

/**
 * Users of one browser never see each other's trips (decision 0960): when the signed-in user is not the one
 * the service worker's caches were filled for (askWhoIsSignedIn emptied them), or not the one this tab showed,
 * the kept answers go.
 */
async function forgetAnswersOfOthers(shownBefore: string | null, { user: current, forgotAnotherUser }: SessionAnswer) {
  if (forgotAnotherUser) {
    // The answer that brought the news was dropped with the rest: keep the new user's for a start offline.
    if (current && navigator.serviceWorker?.controller)
      void fetch("/api/me", { credentials: "same-origin" }).catch(() => undefined);
  } else if (shownBefore !== null && shownBefore !== (current?.id ?? null)) {
    // Another tab already emptied the shared caches; this tab's query cache is its own.
    await forgetSignedInAnswers();
  }
}

function LiveSessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<Session["status"]>("loading");
  const [notice, setNotice] = useState<AuthNotice | null>(null);
  /** The sign-in this tab started last; it stays set after a failure, so a late success still counts. */
  const attempt = useRef<string | null>(null);
  const closedPoll = useRef<number | undefined>(undefined);

  /** Who this tab last showed as signed in, so that a change (here or in another tab) clears its query cache. */
  const shown = useRef<string | null>(null);

  /**
   * The session's answer reaches the screens as a transition: a screen whose signed-in part is still on its way
   * keeps what it shows (its Suspense boundary is mounted before the answer) until the part can draw, with no
   * fallback in between, so React's 300 ms pause after a fallback never delays the page (docs/performance.md).
   */
  const settle = useCallback((current: SessionUser | null | undefined) => {
    startTransition(() => {
      if (current !== undefined) setUser(current);
      setStatus("ready");
    });
  }, []);

  /** The server's answer to "who is signed in?", or undefined when it could not be reached (keep what we had). */
  const load = useCallback(
    (): Promise<SessionUser | null | undefined> =>
      askWhoIsSignedIn().then(
        async (answer) => {
          const current = answer.user;
          await forgetAnswersOfOthers(shown.current, answer);
          shown.current = current?.id ?? null;
          settle(current);
          writeRaw(IS_AUTH_KEY, current ? "true" : "false");
          return current;
        },
        () => {
          settle(undefined);
          return undefined;
        },
      ),
    [settle],
  );

  const refresh = useCallback(async () => {
    await load();
  }, [load]);

  const finish = useCallback(
    async (id: string, failure?: string) => {
      if (attempt.current !== id) return false;
      window.clearInterval(closedPoll.current);
      const signedIn = await load();
      if (signedIn) attempt.current = null;
      setNotice(signedIn ? { kind: "logged-in", name: signedIn.name } : { kind: "login-failed", reason: failure });
      return true;
    },
    [load],
  );

  useEffect(() => {
    void load();
    const onFocus = () => void load();
    const onVisible = () => document.visibilityState === "visible" && void load();
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(AUTH_CHANNEL);
    if (channel) {
      channel.onmessage = async (event: MessageEvent<AuthMessage>) => {
        const message = event.data;
        const handled =
          message.type === "signed-in"
            ? await finish(message.attempt)
            : message.type === "failed"
              ? await finish(message.attempt, message.reason)
              : false;
        // Another tab signed in or out: follow it quietly.
        if (!handled) void load();
      };
    }
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
      channel?.close();
      window.clearInterval(closedPoll.current);
    };
  }, [load, finish]);

  const login = useCallback(() => {
    const id = Math.random().toString(36).slice(2) + Date.now().toString(36);
    const popup = window.open(`${SIGN_IN_PATH}?attempt=${id}`, "wayfarer-signin", popupFeatures());
    if (!popup) {
      setNotice({ kind: "login-failed", reason: "The sign-in window was blocked. Allow pop-ups for this site and try again." });
      return;
    }
    popup.focus();
    attempt.current = id;
    window.clearInterval(closedPoll.current);
    // Closed without a word: the user gave up, or the popup's message is still on its way (finish asks the server).
    closedPoll.current = window.setInterval(() => {
      if (popup.closed) void finish(id, "The sign-in window was closed before you signed in.");
    }, POPUP_CLOSED_POLL_MS);
  }, [finish]);

  const logout = useCallback(async () => {
    try {
      await postJson("/api/auth/sign-out", {});
    } catch {
      await load(); // still signed in? The server says.
      return;
    }
    await forgetAnswersOfOthers(shown.current, { user: null, forgotAnotherUser: await forgetAnswersOfAnotherUser(null) });
    shown.current = null;
    setUser(null);
    writeRaw(IS_AUTH_KEY, "false");
    setNotice({ kind: "logged-out" });
    broadcastAuth({ type: "signed-out" });
  }, [load]);

  const dismissNotice = useCallback(() => setNotice(null), []);

  const session = useMemo<Session>(
    () => ({ user, status, login, logout, refresh, notice, dismissNotice }),
    [user, status, login, logout, refresh, notice, dismissNotice],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
