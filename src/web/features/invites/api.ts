import type { InviteAccepted, InvitePreview } from "@shared/schemas/members";
import { apiFetch } from "@web/lib/api";

/** GET /api/invites/:token: what the link offers (404 when unknown, expired or revoked). Keyed by user. */
export const inviteQuery = (userId: string, token: string) => ({
  queryKey: ["invite", userId, token],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<InvitePreview>(`/api/invites/${encodeURIComponent(token)}`, { signal }),
  retry: false,
});

/** POST /api/invites/:token/accept: joins the trip (again: no change). */
export const acceptInvite = (token: string) =>
  apiFetch<InviteAccepted>(`/api/invites/${encodeURIComponent(token)}/accept`, { method: "POST" });
