import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LogOut, UserPlus, UserX } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import type { LivePerson } from "@shared/schemas/live";
import { INVITE_DAYS } from "@shared/schemas/limits";
import type { InviteLink } from "@shared/schemas/members";
import { MEMBER_ROLES, type MemberRole, type TripRole } from "@shared/trip-roles";
import { Button } from "@web/components/ui/Button";
import { CopyField } from "@web/components/ui/CopyField";
import { usePanelAction } from "./use-panel-action";
import { inputClass } from "@web/components/ui/form";
import { failureMessage } from "@web/lib/api";
import { paths } from "@web/lib/paths";
import { createInvite, invitesQuery, membersQuery, removeMember, revokeInvite, setMemberRole } from "./api";

const ROLE_NAMES: Record<TripRole, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer" };
const ROLE_HINTS: Record<MemberRole, string> = { editor: "plans with you", viewer: "reads along" };

interface Props {
  tripId: string;
  userId: string;
  /** The traveller's own role: the owner manages people and invites; a member sees who is on the trip and may leave. */
  role: TripRole;
  online: boolean;
  /** Who has the trip open now: someone there who is not in the list yet has just joined. */
  present: LivePerson[];
}

/** Who is on the trip, and (for its owner) invite links per role, roles and removal; a member may leave. */
export function MembersPanel({ tripId, userId, role, online, present }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const owner = role === "owner";
  const members = useQuery(membersQuery(tripId));
  const invites = useQuery({ ...invitesQuery(tripId), enabled: owner });
  const [offered, setOffered] = useState<MemberRole>("editor");
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState("");
  const [link, setLink] = useState<InviteLink | null>(null);
  const action = usePanelAction();
  const { busy, error } = action;
  const roleId = useId();
  const newcomer = members.data && present.some((person) => !members.data.some((member) => member.userId === person.userId));
  useEffect(() => {
    if (newcomer) void queryClient.invalidateQueries({ queryKey: ["trip-members", tripId] });
  }, [newcomer, queryClient, tripId]);

  // Each change is followed by the lists read again.
  const run = (work: () => Promise<unknown>) =>
    action.run(async () => {
      await work();
      await queryClient.invalidateQueries({ queryKey: ["trip-members", tripId] });
      await queryClient.invalidateQueries({ queryKey: ["trip-invites", tripId] });
    });
  const disabled = busy || !online;

  return (
    <section
      aria-labelledby="members-heading"
      className="rounded-[var(--radius-card)] border border-border bg-surface p-5 sm:p-6 print:hidden"
    >
      <h2 id="members-heading" className="text-xl font-bold">
        Travelling together
      </h2>
      <p className="text-sm text-muted">
        {owner
          ? "Invite friends to plan this trip with you: an editor changes the plan with you, a viewer reads along. Everyone sees changes as they are made."
          : "Everyone on this trip sees changes as they are made."}
      </p>

      <h3 className="mt-4 font-semibold">On this trip</h3>
      {members.isPending ? <p className="text-sm text-muted">Loading…</p> : null}
      {members.error ? <p className="text-sm text-danger">{failureMessage(members.error)}</p> : null}
      <ul aria-label="People on this trip" className="mt-2 divide-y divide-border">
        {(members.data ?? []).map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center gap-2 py-2">
            <span className="min-w-0 flex-1 font-semibold break-words">
              {member.name}
              {member.userId === userId ? <span className="font-normal text-muted"> (you)</span> : null}
            </span>
            {owner && member.role !== "owner" ? (
              <>
                <label className="sr-only" htmlFor={`${roleId}-${member.userId}`}>
                  Role of {member.name}
                </label>
                <select
                  id={`${roleId}-${member.userId}`}
                  value={member.role}
                  disabled={disabled}
                  onChange={(event) => {
                    const next = event.target.value as MemberRole;
                    run(() => setMemberRole(tripId, member.userId, next));
                  }}
                  className={`${inputClass} sm:w-auto`}
                >
                  {MEMBER_ROLES.map((option) => (
                    <option key={option} value={option}>
                      {ROLE_NAMES[option]}
                    </option>
                  ))}
                </select>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  aria-label={`Remove ${member.name}`}
                  onClick={() => run(() => removeMember(tripId, member.userId))}
                >
                  <UserX aria-hidden="true" className="size-4" />
                  Remove
                </Button>
              </>
            ) : (
              <span className="text-sm text-muted">{ROLE_NAMES[member.role]}</span>
            )}
          </li>
        ))}
      </ul>

      {owner ? (
        <>
          <h3 className="mt-6 font-semibold">Invite</h3>
          <div className="mt-2 flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${roleId}-offer`} className="text-sm font-semibold">
                The link makes them
              </label>
              <select
                id={`${roleId}-offer`}
                value={offered}
                onChange={(event) => setOffered(event.target.value as MemberRole)}
                className={`${inputClass} sm:w-auto`}
              >
                {MEMBER_ROLES.map((option) => (
                  <option key={option} value={option}>
                    {ROLE_NAMES[option]} ({ROLE_HINTS[option]})
                  </option>
                ))}
              </select>
            </div>
            <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
              <label htmlFor={`${roleId}-email`} className="text-sm font-semibold">
                Send it by email to (optional)
              </label>
              <input
                id={`${roleId}-email`}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={inputClass}
              />
            </div>
            <Button
              size="sm"
              disabled={disabled}
              onClick={() =>
                run(async () => {
                  const address = email.trim();
                  setLink(await createInvite(tripId, offered, address || undefined));
                  setSentTo(address);
                  setEmail("");
                })
              }
            >
              <UserPlus aria-hidden="true" className="size-4" />
              Create an invite link
            </Button>
          </div>
          {link ? (
            <div className="mt-3 space-y-1">
              <CopyField label={`Invite link (${ROLE_NAMES[link.role].toLowerCase()})`} value={link.url} />
              <p role="status" className="text-sm text-muted">
                {link.emailed === true ? `Sent to ${sentTo}. ` : ""}
                {link.emailed === false ? `The email to ${sentTo} could not be sent: copy the link and send it yourself. ` : ""}
                Send it to the people you travel with. It works for {INVITE_DAYS} days, and only this once is it shown.
              </p>
            </div>
          ) : null}
          {invites.data?.length ? (
            <>
              <h3 className="mt-6 font-semibold">Invite links that still work</h3>
              <ul aria-label="Invite links" className="mt-2 divide-y divide-border">
                {invites.data.map((invite) => (
                  <li key={invite.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                    <span className="flex-1">
                      {ROLE_NAMES[invite.role]}, until {new Date(invite.expiresAt).toLocaleDateString()}
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={disabled}
                      onClick={() =>
                        run(async () => {
                          await revokeInvite(tripId, invite.id);
                          if (link?.id === invite.id) setLink(null);
                        })
                      }
                    >
                      Revoke
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <Button
          className="mt-4"
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() =>
            run(async () => {
              await removeMember(tripId, userId);
              await queryClient.invalidateQueries({ queryKey: ["itineraries", userId], exact: true });
              await navigate(paths.dashboard);
            })
          }
        >
          <LogOut aria-hidden="true" className="size-4" />
          Leave this trip
        </Button>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
