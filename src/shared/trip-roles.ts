/**
 * Who someone is on a trip (decision 1110). No zod, so the trip page can use the roles without loading it (the
 * request schemas in schemas/members.ts build on these).
 */

/** What a member may do: an editor changes the plan, a viewer reads it. */
export const MEMBER_ROLES = ["editor", "viewer"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** Someone's role on a trip: its owner (the author), or a member's. */
export type TripRole = "owner" | MemberRole;
