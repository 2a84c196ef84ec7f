import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UsersRound } from "lucide-react";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { LoginPrompt } from "@web/components/ui/LoginPrompt";
import { ApiFailure, failureMessage } from "@web/lib/api";
import { paths, tripPath } from "@web/lib/paths";
import { QueryProvider } from "@web/lib/query";
import { acceptInvite, inviteQuery } from "./api";

interface Props {
  userId: string;
  token: string;
  onLogin: () => void;
}

/** The signed-in part of the invite page: its own chunk, with TanStack Query. */
export default function JoinTrip(props: Props) {
  return (
    <QueryProvider>
      <Invite {...props} />
    </QueryProvider>
  );
}

const ROLE_TEXT = { editor: "plan it with them (change the days, regenerate, use the assistant)", viewer: "read it" } as const;

function Invite({ userId, token, onLogin }: Props) {
  const query = useQuery(inviteQuery(userId, token));
  const client = useQueryClient();
  const navigate = useNavigate();
  const join = useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: (joined) => {
      // The trip opens at once; the dashboard's list is fetched again when it is next shown.
      void client.invalidateQueries({ queryKey: ["itineraries", userId] });
      void navigate(tripPath(joined.tripId));
    },
  });
  if (query.isPending)
    return (
      <p role="status" className="py-16 text-center text-muted">
        Opening the invite…
      </p>
    );
  if (query.error) {
    if (query.error instanceof ApiFailure && query.error.status === 401)
      return <LoginPrompt title="Log in to join this trip" onLogin={onLogin} />;
    const missing = query.error instanceof ApiFailure && query.error.code === "not_found";
    return (
      <Card className="mx-auto max-w-xl p-8 text-center">
        <h2 className="text-2xl font-semibold">{missing ? "This invite does not work" : "The invite could not load"}</h2>
        <p className="mt-2 text-muted">{failureMessage(query.error)}</p>
        <ButtonLink to={paths.dashboard} className="mt-6">
          Go to the dashboard
        </ButtonLink>
      </Card>
    );
  }
  const invite = query.data;
  const already = invite.yourRole === "owner" || invite.yourRole === invite.role || invite.yourRole === "editor";
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <UsersRound aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 className="mt-3 text-2xl font-semibold break-words">{invite.title}</h2>
      <p className="mt-2 text-muted">
        {invite.ownerName} invites you as {invite.role === "editor" ? "an editor" : "a viewer"}: you may {ROLE_TEXT[invite.role]}.
      </p>
      {already ? (
        <ButtonLink to={tripPath(invite.tripId)} size="lg" className="mt-6">
          Open trip
        </ButtonLink>
      ) : (
        <Button size="lg" className="mt-6" disabled={join.isPending} onClick={() => join.mutate()}>
          {join.isPending ? "Joining…" : "Join trip"}
        </Button>
      )}
      {join.error ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {failureMessage(join.error)}
        </p>
      ) : null}
    </Card>
  );
}
