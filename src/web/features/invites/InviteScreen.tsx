import { Suspense } from "react";
import { useParams } from "react-router";
import { LoadingInPlace, LoginPrompt } from "@web/components/ui/LoginPrompt";
import { PageHeader } from "@web/components/ui/PageHeader";
import { signedInPart, useSession } from "@web/lib/session";

const JoinTrip = signedInPart(() => import("./JoinTrip"));

const TITLE = "Join a trip";
const PROMPT = {
  title: "Log in to join this trip",
  text: "Someone invited you to plan a trip together. Log in, and you are back here to join.",
};
const Loading = () => <LoadingInPlace text="Opening the invite…" prompt={PROMPT} />;

/**
 * /invites/:token: an invite link to someone's trip (docs/product.md "Travelling together"). Signed out, the
 * sign-in prompt (a popup: the page stays, so the traveller lands back here); signed in, the trip and one button.
 */
export default function InviteScreen() {
  const { token = "" } = useParams();
  const { user, status, login } = useSession();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PageHeader title={TITLE} />
      <Suspense fallback={<Loading />}>
        {status === "loading" ? (
          <Loading />
        ) : user ? (
          <JoinTrip key={token} userId={user.id} token={token} onLogin={login} />
        ) : (
          <LoginPrompt {...PROMPT} onLogin={login} />
        )}
      </Suspense>
    </div>
  );
}
