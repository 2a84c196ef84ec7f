import { lazy, Suspense } from "react";
import { PageHeader } from "@web/components/ui/PageHeader";
import { IS_AUTH_KEY, useSession } from "@web/lib/session";
import { readRaw } from "@web/lib/storage";
import { Loading, LoginPrompt } from "./states";

const loadSignedIn = () => import("./SignedInDashboard");
const SignedInDashboard = lazy(loadSignedIn);
// The login flag says a user is probably signed in: fetch their part while the session check runs.
if (readRaw(IS_AUTH_KEY) === "true") void loadSignedIn();

export default function DashboardScreen() {
  const { user, status, login } = useSession();
  return (
    <>
      <PageHeader
        title="Dashboard"
        lede="Your saved itineraries: open one to read it, then download, add to a calendar or print it."
      />
      <div className="mx-auto max-w-6xl px-4">
        {status === "loading" ? (
          <Loading />
        ) : user ? (
          <Suspense fallback={<Loading />}>
            <SignedInDashboard userId={user.id} onLogin={login} />
          </Suspense>
        ) : (
          <LoginPrompt onLogin={login} />
        )}
      </div>
    </>
  );
}
