import { Suspense, useState } from "react";
import { Card } from "@web/components/ui/Card";
import { LoadingInPlace, LoginPrompt } from "@web/components/ui/LoginPrompt";
import { PageHeader } from "@web/components/ui/PageHeader";
import { publicConfig } from "@web/lib/public-config";
import { signedInPart, useSession } from "@web/lib/session";
import { LOADING_TEXT } from "./texts";

const SignedInAccount = signedInPart(() => import("./SignedInAccount"));

const PROMPT = { title: "Log in to see your account" };
const Loading = () => <LoadingInPlace text={LOADING_TEXT} prompt={PROMPT} />;

/** The signed-in traveller's account: who they are, their password, where they are signed in, their data. */
export default function AccountScreen() {
  const { user, status, login } = useSession();
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <PageHeader title="Your account" lede="Your details, your password, where you are signed in, and your data." />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        {deleted ? (
          <Card role="status" className="p-8 text-center">
            <h2 className="text-2xl font-semibold">Your account is deleted</h2>
            <p className="mt-2 text-muted">
              Everything stored with it is gone. Thank you for travelling with {publicConfig.appName}.
            </p>
          </Card>
        ) : (
          <Suspense fallback={<Loading />}>
            {status === "loading" ? (
              <Loading />
            ) : user ? (
              <SignedInAccount key={user.id} onDeleted={() => setDeleted(true)} />
            ) : (
              <LoginPrompt {...PROMPT} onLogin={login} />
            )}
          </Suspense>
        )}
      </div>
    </>
  );
}
