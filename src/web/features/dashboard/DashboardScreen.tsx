import { Suspense } from "react";
import { PageHeader } from "@web/components/ui/PageHeader";
import { signedInPart, useSession } from "@web/lib/session";
import { Loading, LoginPrompt } from "./states";

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
