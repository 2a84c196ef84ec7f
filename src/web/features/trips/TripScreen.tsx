import { Suspense } from "react";
import { useParams } from "react-router";
import { LoadingInPlace, LoginPrompt } from "@web/components/ui/LoginPrompt";
import { PageHeader } from "@web/components/ui/PageHeader";
import { IS_AUTH_KEY, signedInPart, useSession } from "@web/lib/session";
import { readRaw } from "@web/lib/storage";

const TripEditor = signedInPart(() => import("./TripEditor"));

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
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      {status === "loading" ? (
        <Loading />
      ) : user ? (
        <Suspense fallback={<Loading />}>
          <TripEditor key={id} userId={user.id} id={id} onLogin={login} />
        </Suspense>
      ) : (
        <>
          <PageHeader title="Your trip" />
          <LoginPrompt {...PROMPT} onLogin={login} />
        </>
      )}
    </div>
  );
}
