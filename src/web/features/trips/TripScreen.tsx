import { ChevronLeft } from "lucide-react";
import { Suspense } from "react";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { LoadingInPlace, LoginPrompt } from "@web/components/ui/LoginPrompt";
import { PageHeader } from "@web/components/ui/PageHeader";
import { paths } from "@web/lib/paths";
import { askWhoIsSignedIn, IS_AUTH_KEY, signedInPart, useSession } from "@web/lib/session";
import { readRaw } from "@web/lib/storage";

const TripEditor = signedInPart(() => import("./TripEditor"));

/** How long the first render may wait for the trip: after that the page draws "Loading your trip…" as before. */
const FIRST_READ_WAIT_MS = 400;
let pageStart = true;

/**
 * On the page's first load, who is signed in, the editor's chunk and the trip, all preloaded by the server from
 * the page's HTML, are read before the first render, so that the first paint is the trip's header (the page's
 * largest paint) rather than "Loading your trip…" and two more renders (docs/performance.md). Never fails: a
 * slow or failed read leaves the page to load as on a later visit. Only once, and only when the page was opened
 * at this address: a navigation within the app (the address still the page before) or a change of tab is not
 * held up by it.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const id = params.id;
  const opened = pageStart && new URL(request.url).pathname === window.location.pathname;
  pageStart = false;
  if (!id || !opened) return null;
  const read = askWhoIsSignedIn().then(async ({ user }) => {
    if (user) await (await TripEditor.preload()).readTrip(user.id, id);
  });
  await Promise.race([read.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_READ_WAIT_MS))]);
  return null;
}

const PROMPT = { title: "Log in to open this trip", text: "Your saved trips open here, ready to shape, share and take along." };
/** Probably signed out: the heading the login prompt will have, so it does not push the page down on arrival. */
const Loading = () => (
  <>
    {readRaw(IS_AUTH_KEY) === "true" ? null : <PageHeader title="Your trip" />}
    <LoadingInPlace text="Loading your trip…" prompt={PROMPT} />
  </>
);

/** /trips/:id: the owner's trip page, where the saved plan is read, edited, shared and printed. */
export default function TripScreen() {
  const { id = "" } = useParams();
  const { user, status, login } = useSession();
  return (
    <div className="mx-auto max-w-5xl px-4 py-4 sm:pt-6 sm:pb-12 xl:max-w-6xl">
      {/* Mounted before the session is known (see signedInPart): the editor's chunk replaces Loading when it is in. */}
      <Suspense fallback={<Loading />}>
        {status === "loading" ? (
          <Loading />
        ) : user ? (
          <>
            {/* The way back to the trips list (on a phone the tab bar's Dashboard is, and the days come first). */}
            <Link
              to={paths.dashboard}
              className="mb-4 hidden items-center gap-1 rounded text-sm font-semibold text-muted hover:text-text sm:inline-flex print:hidden"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              Dashboard
            </Link>
            <TripEditor key={id} userId={user.id} id={id} onLogin={login} />
          </>
        ) : (
          <>
            <PageHeader title="Your trip" />
            <LoginPrompt {...PROMPT} onLogin={login} />
          </>
        )}
      </Suspense>
    </div>
  );
}
