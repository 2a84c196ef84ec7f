import { Hono, type Context, type MiddlewareHandler } from "hono";
import { INVITE_DAYS } from "@shared/schemas/limits";
import {
  INVITE_EMAILS_PER_HOUR,
  inviteRequestSchema,
  MEMBER_MESSAGES,
  memberPatchSchema,
  type InviteAccepted,
  type InviteLink,
  type InvitePreview,
  type InviteSummary,
  type TripMember,
} from "@shared/schemas/members";
import { requireUser, type AuthEnv } from "../auth/require-user";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { forbidden, membersLimit, notFound } from "../errors";
import { tripEditsLimit } from "./edit-limit";
import type { RateLimitStore } from "../rate-limit/store";
import { jsonBody } from "../validation";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { tripInvite } from "../mail/templates";
import { rateLimit } from "../rate-limit/rate-limit";
import type { TripLive } from "./live";
import type { FindTrip } from "./access";
import { publicUrl } from "./links";
import type { TripListCaching } from "./list-cache";
import { memberRepository } from "./members";
import { tripRepository } from "./repository";

const noSuchInvite = () => notFound(MEMBER_MESSAGES.noSuchInvite);
const noSuchMember = () => notFound(MEMBER_MESSAGES.noSuchMember);

export interface MemberRouteDeps {
  db: Db;
  findTrip: FindTrip;
  /** The trip-edits limiter of routes.ts: invites and member changes count with the other edits. */
  limitEdits: MiddlewareHandler<AuthEnv>;
  lists: TripListCaching;
  live: TripLive;
  inviteUrl: (c: Context, token: string) => string;
  /** Invite links sent by email for the owner (`email` in the body), under their own hourly limit. */
  mail: { mailer: Mailer; appName: string; rateLimitStore: RateLimitStore; logger: Logger };
}

/**
 * A trip's members and invites under /api/itineraries/:id (docs/api.md "Members and invites"). The owner invites,
 * lists and revokes invites, changes roles and removes members; everyone on the trip sees who is on it; a member
 * may leave. Each route starts with `findTrip` and the role it needs.
 */
export function memberRoutes({ db, findTrip, limitEdits, lists, live, inviteUrl, mail }: MemberRouteDeps) {
  const members = memberRepository(db);
  const limitMail = rateLimit<AuthEnv>({
    store: mail.rateLimitStore,
    name: "invite-mail",
    limit: INVITE_EMAILS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    key: (c) => c.get("user").id,
  });
  /** Sends the link; false (and a log line) when the mail server refused or could not be reached. */
  async function sendInvite(to: string, content: Parameters<typeof tripInvite>[0]): Promise<boolean> {
    try {
      await mail.mailer.send({ to, ...tripInvite(content) });
      return true;
    } catch (error) {
      mail.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "invite email not sent");
      return false;
    }
  }
  return new Hono<AuthEnv>()
    .post(
      "/:id/invites",
      jsonBody(inviteRequestSchema),
      limitEdits,
      (c, next) => (c.req.valid("json").email ? limitMail(c, next) : next()),
      async (c) => {
        const trip = await findTrip(c, "own");
        const { role, email } = c.req.valid("json");
        const { token, invite } = await members.createInvite(trip.id, role, c.get("user").id);
        const url = inviteUrl(c, token);
        const answer: InviteLink = { id: invite.id, url, role: invite.role, expiresAt: invite.expires_at };
        if (email) {
          const content = {
            appName: mail.appName,
            ownerName: c.get("user").name,
            title: trip.title,
            role,
            url,
            days: INVITE_DAYS,
          };
          answer.emailed = await sendInvite(email, content);
        }
        return c.json(answer, 201);
      },
    )
    .get("/:id/invites", async (c) => {
      const trip = await findTrip(c, "own");
      const rows = await members.activeInvites(trip.id);
      return c.json(
        rows.map((row): InviteSummary => ({ id: row.id, role: row.role, createdAt: row.created_at, expiresAt: row.expires_at })),
      );
    })
    .delete("/:id/invites/:inviteId", limitEdits, async (c) => {
      const trip = await findTrip(c, "own");
      if (!(await members.revokeInvite(trip.id, c.req.param("inviteId")))) throw noSuchInvite();
      return c.body(null, 204);
    })
    .get("/:id/members", async (c) => {
      const trip = await findTrip(c, "read");
      return c.json((await members.list(trip.id)) satisfies TripMember[]);
    })
    .patch("/:id/members/:userId", jsonBody(memberPatchSchema), limitEdits, async (c) => {
      const trip = await findTrip(c, "own");
      const userId = c.req.param("userId");
      if (userId === trip.author_id) throw forbidden(MEMBER_MESSAGES.ownerStays);
      const member = await members.setRole(trip.id, userId, c.req.valid("json").role);
      if (!member) throw noSuchMember();
      lists.invalidate(userId); // their list shows their role
      live.accessChanged(trip.id, userId);
      return c.json(member satisfies TripMember);
    })
    .delete("/:id/members/:userId", limitEdits, async (c) => {
      // The owner removes anyone but themself; a member removes only themself (leaves).
      const trip = await findTrip(c, "read");
      const userId = c.req.param("userId");
      const self = userId === c.get("user").id;
      if (trip.role === "owner" && self) throw forbidden(MEMBER_MESSAGES.ownerStays);
      if (trip.role !== "owner" && !self) throw forbidden(MEMBER_MESSAGES.ownerOnly);
      if (!(await members.remove(trip.id, userId))) throw noSuchMember();
      lists.invalidate(userId);
      live.accessChanged(trip.id, userId);
      // Someone who left keeps their history in the costs, no longer on the trip (balances say so).
      live.costsChanged(trip.id, { userId: c.get("user").id, name: c.get("user").name });
      return c.body(null, 204);
    });
}

export interface InviteRouteDeps {
  db: Db;
  config: Config;
  rateLimitStore: RateLimitStore;
  lists: TripListCaching;
  live: TripLive;
}

/** /api/invites/:token: what an invite link offers, and joining with it (docs/api.md "Members and invites"). */
export function inviteRoutes({ db, config, rateLimitStore, lists, live }: InviteRouteDeps) {
  const members = memberRepository(db);
  const trips = tripRepository(db);
  const limitEdits = tripEditsLimit(rateLimitStore, config);
  return new Hono<AuthEnv>()
    .use(requireUser)
    .get("/:token", async (c) => {
      const invite = await members.findInvite(c.req.param("token"));
      if (!invite) throw noSuchInvite();
      const reached = await trips.find(c.get("user").id, invite.itinerary_id);
      const answer: InvitePreview = {
        tripId: invite.itinerary_id,
        title: invite.title,
        ownerName: invite.author_name,
        role: invite.role,
        yourRole: reached?.role ?? null,
      };
      return c.json(answer);
    })
    .post("/:token/accept", limitEdits, async (c) => {
      const user = c.get("user");
      const invite = await members.findInvite(c.req.param("token"));
      if (!invite) throw noSuchInvite();
      // The owner opening their own link: already on the trip, nothing to change.
      if (invite.author_id === user.id) return c.json({ tripId: invite.itinerary_id, role: "owner" } satisfies InviteAccepted);
      const joined = await members.join(invite.itinerary_id, user, invite.role, config.TRIP_MEMBERS_MAX);
      if (joined === "full") throw membersLimit(MEMBER_MESSAGES.full(config.TRIP_MEMBERS_MAX));
      lists.invalidate(user.id);
      // A new member is someone the Costs tab can split with: the pages open on it read the costs again.
      if (joined.joined) live.costsChanged(invite.itinerary_id, { userId: user.id, name: user.name });
      return c.json({ tripId: invite.itinerary_id, role: joined.role } satisfies InviteAccepted);
    });
}

/** The invite link's page in the web app, absolute (BASE_URL when set). */
export const inviteLink = (baseUrl: string | undefined) => (c: Context, token: string) =>
  publicUrl(c, baseUrl, `/invites/${token}`);
