import { MEMBER_ROLES, type MemberRole, type TripRole } from "../trip-roles";
import { emailSchema } from "./email";
import { z } from "./zod";

/**
 * Travelling together (docs/api.md "Members and invites", decision 1110): a trip's owner, its members with a
 * role, and the invite links that make members. The web app imports only the types from here.
 */

export const MEMBER_MESSAGES = {
  badRole: 'Send a JSON object with a role: "editor" or "viewer".',
  viewerCannotEdit: "You can read this trip, but only its owner and editors can change it.",
  ownerOnly: "Only the trip's owner can do this.",
  ownerStays: "The owner's role cannot change, and the owner cannot leave; delete the trip instead.",
  noSuchMember: "No such member of this trip.",
  noSuchInvite: "This invite link is not valid: it may have expired or been revoked. Ask the trip's owner for a new one.",
  full: (max: number) => `This trip already has ${max} members.`,
} as const;

const role = z.enum(MEMBER_ROLES, { error: MEMBER_MESSAGES.badRole });

/** Invite emails one owner may have sent in an hour (each goes to an address they typed). */
export const INVITE_EMAILS_PER_HOUR = 20;

/** POST /api/itineraries/:id/invites: the role the link offers, and optionally an address to send it to. */
export const inviteRequestSchema = z.object({ role, email: emailSchema.optional() }, { error: MEMBER_MESSAGES.badRole });
/** PATCH /api/itineraries/:id/members/:userId: the member's new role. */
export const memberPatchSchema = z.object({ role }, { error: MEMBER_MESSAGES.badRole });

/** POST /api/itineraries/:id/invites answers the link (the token is its last part, shown once). */
export interface InviteLink {
  id: string;
  url: string;
  role: MemberRole;
  expiresAt: string;
  /** Only when an address was given: whether the link went out by email (a failure still makes the link). */
  emailed?: boolean;
}

/** GET /api/itineraries/:id/invites: the links that still work (without their tokens, which are not kept). */
export interface InviteSummary {
  id: string;
  role: MemberRole;
  createdAt: string;
  expiresAt: string;
}

/** GET /api/invites/:token: what the link offers, before joining. */
export interface InvitePreview {
  tripId: string;
  title: string;
  ownerName: string;
  role: MemberRole;
  /** The caller's role on the trip already, if any. */
  yourRole: TripRole | null;
}

/** POST /api/invites/:token/accept: the trip joined and the caller's role on it now. */
export interface InviteAccepted {
  tripId: string;
  role: TripRole;
}

/** One of GET /api/itineraries/:id/members (the owner first). */
export interface TripMember {
  userId: string;
  name: string;
  role: TripRole;
}

/** On a trip someone else owns, in the list and the trip's answer: whose it is and what the caller may do. */
export interface SharedWithYou {
  ownerName: string;
  role: MemberRole;
}
