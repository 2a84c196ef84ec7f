import { Suspense } from "react";
import { LoginPrompt } from "@web/components/ui/LoginPrompt";
import { PageHeader } from "@web/components/ui/PageHeader";
import { signedInPart, useSession } from "@web/lib/session";
import { Loading, LOGIN_PROMPT } from "./states";

const SignedInDashboard = signedInPart(() => import("./SignedInDashboard"));

export default function DashboardScreen() {
  const { user, status, login } = useSession();
  return (
    <>
      <PageHeader
        title="Dashboard"
        lede="Your saved itineraries: open one to read it, then download, add to a calendar or print it."
      />
      <div className="mx-auto max-w-6xl px-4">
        <Suspense fallback={<Loading />}>
          {status === "loading" ? (
            <Loading />
          ) : user ? (
            <SignedInDashboard userId={user.id} onLogin={login} />
          ) : (
            <LoginPrompt {...LOGIN_PROMPT} onLogin={login} />
          )}
        </Suspense>
      </div>
    </>
  );
}
