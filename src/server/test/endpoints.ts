import { sql } from "kysely";
import type { ZodType } from "zod";
import { changePasswordSchema, deleteAccountSchema, emailOnlySchema, signInSchema, signUpSchema } from "@shared/schemas/auth";
import { chatRequestSchema } from "@shared/schemas/chat";
import { contactRequestSchema } from "@shared/schemas/contact";
import { planRequestSchema, surpriseRequestSchema } from "@shared/schemas/generation";
import {
  createItineraryRequestSchema,
  patchItineraryRequestSchema,
  regenerateDayRequestSchema,
  shareRequestSchema,
} from "@shared/schemas/itineraries";
import { presenceRequestSchema } from "@shared/schemas/live";
import { costsPatchSchema, expenseInputSchema, expensePatchSchema, settlementInputSchema } from "@shared/schemas/costs";
import { inviteRequestSchema, memberPatchSchema, type InviteLink } from "@shared/schemas/members";
import { newsletterRequestSchema } from "@shared/schemas/newsletter";
import { operationsRequestSchema } from "@shared/schemas/operations";
import { assistantRequestSchema } from "@shared/schemas/assistant";
import { createAccessTokenSchema } from "@shared/schemas/access-tokens";
import type { App } from "../app";
import type { Db } from "../db/client";
import { signUp } from "./auth";

const bySchema = (schema: ZodType) => (body: unknown) => schema.safeParse(body).success;
let unique = 0;
const fresh = (label: string) => `${label}-${process.pid}-${Date.now()}-${++unique}@example.com`;
const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body);
const itinerary = { title: "Kyoto in spring", days: "Day 1: Temples*Morning: Fushimi Inari*Afternoon: Gion*Evening: Pontocho" };
/** The probe's trip has a day-by-day plan in a guided city, so a day of it can be planned again. */
const probePlan = {
  version: 2,
  title: "Kyoto in spring",
  introduction: "Temples and gardens.",
  final_notes: "Carry cash.",
  theme: "culture",
  destination: null,
  days: [
    {
      day: 1,
      date: "2031-04-01",
      base: "Kyoto",
      theme: "Temples",
      items: [
        { id: "d1-morning", slot: "morning", title: "Fushimi Inari", source: "traveller" },
        { id: "d1-afternoon", slot: "afternoon", title: "Gion", source: "traveller" },
        { id: "d1-evening", slot: "evening", title: "Pontocho", source: "traveller" },
      ],
    },
  ],
};
const trip = "2031-04-01 to 2031-04-03";
const chat = { prompt: "What should I pack for Kyoto in April?" };

/** A signed-in account the suites act as: its cookie, its credentials for sign-in, and one saved itinerary. */
export interface Probe {
  cookie: string;
  userId: string;
  email: string;
  password: string;
  itineraryId: string;
  /** An invite link to the probe's trip, once `withInvite` made one. */
  invite?: { id: string; token: string };
  /** A member of the probe's trip, once `withMember` added one. */
  member?: { userId: string };
  /** An expense and a settlement on the probe's trip, once `withExpense` / `withSettlement` made them. */
  expenseId?: string;
  settlementId?: string;
  /** One personal access token of the probe's, once `withAccessToken` made one. */
  accessTokenId?: string;
}

/** Makes a personal access token (read scope) of the probe's (`probe.accessTokenId`). */
export async function withAccessToken(app: App, probe: Probe): Promise<void> {
  const res = await app.request("/api/account/tokens", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: probe.cookie },
    body: JSON.stringify({ name: "Probe", scope: "read" }),
  });
  if (res.status !== 201) throw new Error(`making a token failed with ${res.status}: ${await res.text()}`);
  probe.accessTokenId = ((await res.json()) as { id: string }).id;
}

/** Deletes the probe's trip, which stays restorable for a while (decision 1180). */
export async function withDeletedTrip(app: App, probe: Probe): Promise<void> {
  const res = await app.request(`/api/itineraries/${probe.itineraryId}`, { method: "DELETE", headers: { Cookie: probe.cookie } });
  if (res.status !== 204) throw new Error(`deleting failed with ${res.status}: ${await res.text()}`);
}

/** Makes an editor invite to the probe's trip (`probe.invite`). */
export async function withInvite(app: App, probe: Probe): Promise<void> {
  const res = await app.request(`/api/itineraries/${probe.itineraryId}/invites`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: probe.cookie },
    body: JSON.stringify({ role: "editor" }),
  });
  if (res.status !== 201) throw new Error(`inviting failed with ${res.status}: ${await res.text()}`);
  const link = (await res.json()) as InviteLink;
  probe.invite = { id: link.id, token: link.url.split("/invites/")[1]! };
}

/** Adds a member (an editor) to the probe's trip (`probe.member`), through an invite. */
export async function withMember(app: App, probe: Probe): Promise<void> {
  const { cookie, user } = await signUp(app, { name: "Companion", email: fresh("member") });
  await withInvite(app, probe);
  const res = await app.request(`/api/invites/${probe.invite!.token}/accept`, { method: "POST", headers: { Cookie: cookie } });
  if (res.status !== 200) throw new Error(`joining failed with ${res.status}: ${await res.text()}`);
  probe.member = { userId: user.id };
}

/** An expense the probe paid and shares with nobody else. */
const probeExpense = (probe: Probe) => ({
  title: "Dinner",
  amount: "42.50",
  currency: "EUR",
  paidBy: probe.userId,
  split: { mode: "equal", among: [probe.userId] },
});

/** Adds an expense to the probe's trip (`probe.expenseId`). */
export async function withExpense(app: App, probe: Probe): Promise<void> {
  const res = await app.request(`/api/itineraries/${probe.itineraryId}/expenses`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: probe.cookie },
    body: JSON.stringify(probeExpense(probe)),
  });
  if (res.status !== 201) throw new Error(`adding an expense failed with ${res.status}: ${await res.text()}`);
  probe.expenseId = ((await res.json()) as { id: string }).id;
}

/** Adds a member and a settlement from them to the probe (`probe.settlementId`). */
export async function withSettlement(app: App, probe: Probe): Promise<void> {
  if (!probe.member) await withMember(app, probe);
  const res = await app.request(`/api/itineraries/${probe.itineraryId}/settlements`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: probe.cookie },
    body: JSON.stringify({ from: probe.member!.userId, to: probe.userId, amount: "5" }),
  });
  if (res.status !== 201) throw new Error(`recording a settlement failed with ${res.status}: ${await res.text()}`);
  probe.settlementId = ((await res.json()) as { id: string }).id;
}

export async function createProbe(app: App): Promise<Probe> {
  const email = fresh("probe");
  const password = "probe password 123";
  const { cookie, user } = await signUp(app, { name: "Probe", email, password });
  const saved = await app.request("/api/itineraries", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ ...itinerary, plan: probePlan }),
  });
  if (saved.status !== 201) throw new Error(`saving the probe's itinerary failed with ${saved.status}: ${await saved.text()}`);
  const { id } = (await saved.json()) as { id: string };
  return { cookie, userId: user.id, email, password, itineraryId: id };
}

/**
 * Every API endpoint that changes state, for the CSRF and bad-input suites. A new endpoint is one line here;
 * `security.test.ts` fails while a state-changing route of the app is missing from this table.
 */
export interface StateChangingEndpoint {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route as `app.routes` lists it, e.g. "/api/itineraries/:id"; Better Auth's are under "/api/auth/*". */
  route: string;
  /** The URL called, when it is not the route itself. */
  path?: string | ((probe: Probe) => string);
  /** Behind requireUser: the bad-input suite sends the probe's session so bodies reach validation. */
  session: boolean;
  /** Whether a successful call writes rows (generation answers without storing anything). */
  writes: boolean;
  /** A body the endpoint accepts (same-origin control of the CSRF suite); null when it reads no body. */
  validBody: ((probe: Probe) => Record<string, unknown>) | null;
  /** Whether the endpoint may accept this body; the bad-input suite expects a 4xx and no change otherwise. */
  accepts(body: unknown): boolean;
  /** A body it accepts ends the probe's session or account: the bad-input suite gives it a probe of its own. */
  endsSession?: boolean;
  /** What the call needs first (an invite, a member): made for the probe before the call. */
  prepare?: (app: App, probe: Probe) => Promise<void>;
  /**
   * The body may be left out (validation's `optionalJsonBody`): an empty body, like one of another content
   * type, reads as `{}`, which it accepts.
   */
  optionalBody?: boolean;
}

export const urlOf = (endpoint: StateChangingEndpoint, probe: Probe) =>
  typeof endpoint.path === "function" ? endpoint.path(probe) : (endpoint.path ?? endpoint.route);

export const stateChangingEndpoints: StateChangingEndpoint[] = [
  {
    method: "POST",
    route: "/api/newsletter",
    session: false,
    writes: true,
    validBody: () => ({ email: fresh("news") }),
    accepts: bySchema(newsletterRequestSchema),
  },
  {
    method: "POST",
    route: "/api/contact",
    session: true,
    writes: true,
    validBody: () => ({ name: "Ada", email: "ada@example.com", message: "Hello" }),
    accepts: bySchema(contactRequestSchema),
  },
  {
    method: "POST",
    route: "/api/itineraries",
    session: true,
    writes: true,
    validBody: () => itinerary,
    accepts: bySchema(createItineraryRequestSchema),
  },
  {
    method: "DELETE",
    route: "/api/itineraries/:id",
    path: (probe) => `/api/itineraries/${probe.itineraryId}`,
    session: true,
    writes: true,
    validBody: null,
    accepts: () => true,
  },
  {
    method: "POST",
    route: "/api/itineraries/:id/restore",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/restore`,
    session: true,
    writes: true,
    validBody: null,
    accepts: () => true,
    prepare: withDeletedTrip,
  },
  {
    method: "PATCH",
    route: "/api/itineraries/:id",
    path: (probe) => `/api/itineraries/${probe.itineraryId}`,
    session: true,
    writes: true,
    validBody: () => ({ version: 1, title: "Kyoto in spring, edited" }),
    accepts: bySchema(patchItineraryRequestSchema),
  },
  ...(["share", "calendar"] as const).flatMap((link): StateChangingEndpoint[] => [
    link === "share"
      ? {
          method: "POST",
          route: "/api/itineraries/:id/share",
          path: (probe) => `/api/itineraries/${probe.itineraryId}/share`,
          session: true,
          writes: true,
          validBody: () => ({ hideNotes: true }),
          accepts: bySchema(shareRequestSchema),
          optionalBody: true,
        }
      : {
          method: "POST",
          route: "/api/itineraries/:id/calendar",
          path: (probe) => `/api/itineraries/${probe.itineraryId}/calendar`,
          session: true,
          writes: true,
          validBody: null,
          accepts: () => true,
        },
    {
      method: "DELETE",
      route: `/api/itineraries/:id/${link}`,
      path: (probe) => `/api/itineraries/${probe.itineraryId}/${link}`,
      session: true,
      // Revoking a link that was never made changes nothing.
      writes: false,
      validBody: null,
      accepts: () => true,
    },
  ]),
  {
    method: "POST",
    route: "/api/itineraries/:id/days/:day/regenerate",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/days/1/regenerate`,
    session: true,
    // A proposal: nothing is saved until the traveller accepts it with a PATCH.
    writes: false,
    validBody: () => ({ slot: "evening", instruction: "somewhere quiet" }),
    accepts: bySchema(regenerateDayRequestSchema),
  },
  {
    method: "POST",
    route: "/api/itineraries/:id/operations",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/operations`,
    session: true,
    writes: true,
    validBody: () => ({ version: 1, operations: [{ type: "retime_item", itemId: "d1-morning", start: "09:30" }] }),
    accepts: bySchema(operationsRequestSchema),
  },
  {
    method: "POST",
    route: "/api/itineraries/:id/assistant",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/assistant`,
    session: true,
    // A proposal: nothing is saved.
    writes: false,
    validBody: () => ({ message: "swap day 1 and 2", version: 1 }),
    accepts: bySchema(assistantRequestSchema),
  },
  {
    method: "POST",
    route: "/api/itineraries/:id/invites",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/invites`,
    session: true,
    writes: true,
    validBody: () => ({ role: "viewer" }),
    accepts: bySchema(inviteRequestSchema),
  },
  {
    method: "DELETE",
    route: "/api/itineraries/:id/invites/:inviteId",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/invites/${probe.invite!.id}`,
    session: true,
    writes: true,
    validBody: null,
    accepts: () => true,
    prepare: withInvite,
  },
  // The probe owns the trip: accepting its own link changes nothing (members.test.ts joins for real).
  {
    method: "POST",
    route: "/api/invites/:token/accept",
    path: (probe) => `/api/invites/${probe.invite!.token}/accept`,
    session: true,
    writes: false,
    validBody: null,
    accepts: () => true,
    prepare: withInvite,
  },
  {
    method: "PATCH",
    route: "/api/itineraries/:id/members/:userId",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/members/${probe.member!.userId}`,
    session: true,
    writes: true, // the member was an editor
    validBody: () => ({ role: "viewer" }),
    accepts: bySchema(memberPatchSchema),
    prepare: withMember,
  },
  {
    method: "DELETE",
    route: "/api/itineraries/:id/members/:userId",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/members/${probe.member!.userId}`,
    session: true,
    writes: true,
    validBody: null,
    accepts: () => true,
    prepare: withMember,
  },
  {
    method: "POST",
    route: "/api/itineraries/:id/live/presence",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/live/presence`,
    session: true,
    // Where a live page is: held in memory by the copy holding its stream, never stored.
    writes: false,
    validBody: () => ({ connection: "a-page", day: 1 }),
    accepts: bySchema(presenceRequestSchema),
  },
  {
    method: "POST",
    route: "/api/itineraries/:id/expenses",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/expenses`,
    session: true,
    writes: true,
    validBody: probeExpense,
    accepts: bySchema(expenseInputSchema),
  },
  {
    method: "PATCH",
    route: "/api/itineraries/:id/expenses/:expenseId",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/expenses/${probe.expenseId}`,
    session: true,
    writes: true,
    validBody: () => ({ amount: "40", category: "food" }),
    accepts: bySchema(expensePatchSchema),
    prepare: withExpense,
  },
  {
    method: "DELETE",
    route: "/api/itineraries/:id/expenses/:expenseId",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/expenses/${probe.expenseId}`,
    session: true,
    writes: true,
    validBody: null,
    accepts: () => true,
    prepare: withExpense,
  },
  {
    method: "POST",
    route: "/api/itineraries/:id/settlements",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/settlements`,
    session: true,
    writes: true,
    validBody: (probe) => ({ from: probe.member!.userId, to: probe.userId, amount: "10.00" }),
    accepts: bySchema(settlementInputSchema),
    prepare: async (app, probe) => {
      if (!probe.member) await withMember(app, probe);
    },
  },
  {
    method: "DELETE",
    route: "/api/itineraries/:id/settlements/:settlementId",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/settlements/${probe.settlementId}`,
    session: true,
    writes: true,
    validBody: null,
    accepts: () => true,
    prepare: withSettlement,
  },
  {
    method: "PATCH",
    route: "/api/itineraries/:id/costs",
    path: (probe) => `/api/itineraries/${probe.itineraryId}/costs`,
    session: true,
    writes: true,
    validBody: () => ({ currency: "JPY", budget: { food: "30000" } }),
    accepts: bySchema(costsPatchSchema),
  },
  {
    method: "POST",
    route: "/api/ai/generate-itinerary",
    session: true,
    writes: false,
    validBody: () => ({ destination: "Kyoto", dates: trip, theme: "Culture" }),
    accepts: bySchema(planRequestSchema),
  },
  {
    method: "POST",
    route: "/api/ai/surprise-me",
    session: true,
    writes: false,
    validBody: () => ({ country: "Japan", dates: trip }),
    accepts: bySchema(surpriseRequestSchema),
  },
  {
    method: "POST",
    route: "/api/ai/generate",
    session: true,
    writes: true,
    validBody: () => chat,
    accepts: bySchema(chatRequestSchema),
  },
  {
    method: "POST",
    route: "/api/ai/generate/stream",
    session: true,
    writes: true,
    validBody: () => chat,
    accepts: bySchema(chatRequestSchema),
  },
  {
    method: "POST",
    route: "/api/auth/*",
    path: "/api/auth/sign-up/email",
    session: false,
    writes: true,
    validBody: () => ({ name: "New Traveller", email: fresh("signup"), password: "long enough pw" }),
    accepts: bySchema(signUpSchema),
  },
  {
    method: "POST",
    route: "/api/auth/*",
    path: "/api/auth/sign-in/email",
    session: false,
    writes: true,
    validBody: (probe) => ({ email: probe.email, password: probe.password }),
    accepts: bySchema(signInSchema),
  },
  // Better Auth reads no body here; without a session there is nothing to end.
  {
    method: "POST",
    route: "/api/auth/*",
    path: "/api/auth/sign-out",
    session: false,
    writes: true,
    validBody: () => ({}),
    accepts: () => true,
  },
  {
    method: "POST",
    route: "/api/auth/*",
    path: "/api/auth/request-password-reset",
    session: false,
    writes: true, // the reset token
    validBody: (probe) => ({ email: probe.email }),
    accepts: bySchema(emailOnlySchema),
  },
  // Sends a link (a signed token, nothing stored).
  {
    method: "POST",
    route: "/api/auth/*",
    path: "/api/auth/send-verification-email",
    session: false,
    writes: false,
    validBody: (probe) => ({ email: probe.email }),
    accepts: bySchema(emailOnlySchema),
  },
  {
    method: "POST",
    route: "/api/auth/*",
    path: "/api/auth/change-password",
    session: true,
    writes: true,
    validBody: (probe) => ({ currentPassword: probe.password, newPassword: "another probe passphrase" }),
    accepts: bySchema(changePasswordSchema),
    endsSession: true,
  },
  // Writes only when there are other sessions.
  {
    method: "POST",
    route: "/api/account/sign-out-others",
    session: true,
    writes: false,
    validBody: null,
    accepts: () => true,
  },
  {
    method: "POST",
    route: "/api/account/tokens",
    session: true,
    writes: true,
    validBody: () => ({ name: "Claude Desktop", scope: "write" }),
    accepts: bySchema(createAccessTokenSchema),
  },
  {
    method: "DELETE",
    route: "/api/account/tokens/:id",
    path: (probe) => `/api/account/tokens/${probe.accessTokenId}`,
    prepare: withAccessToken,
    session: true,
    writes: true,
    validBody: null,
    accepts: () => true,
  },
  {
    method: "DELETE",
    route: "/api/account",
    session: true,
    writes: true,
    validBody: (probe) => ({ password: probe.password }),
    accepts: bySchema(deleteAccountSchema),
    endsSession: true,
  },
  {
    method: "POST",
    route: "/api/auth/*",
    path: "/api/auth/sign-in/social",
    session: false,
    writes: true,
    validBody: () => ({ provider: "github", callbackURL: "/", disableRedirect: true }),
    accepts: (body) => isObject(body) && body.provider === "github",
  },
];

/** Env for apps under these suites: GitHub sign-in configured (no network is needed to start it). */
export const endpointSuiteEnv = { GITHUB_CLIENT_ID: "test-client", GITHUB_CLIENT_SECRET: "test-secret" };

const tableNames = new WeakMap<Db, Promise<string[]>>();

/** Every row of every table (but those in `except`), to compare before and after. */
export async function snapshot(db: Db, { except = [] as string[] } = {}): Promise<Record<string, string[]>> {
  if (!tableNames.has(db)) tableNames.set(db, listTables(db));
  const rows: Record<string, string[]> = {};
  for (const name of await tableNames.get(db)!) {
    if (except.includes(name)) continue;
    const all = await db.kysely
      .selectFrom(name as never)
      .selectAll()
      .execute();
    rows[name] = all.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

async function listTables(db: Db): Promise<string[]> {
  // PostgreSQL test databases are schemas of one database: only this connection's schema counts.
  const schema =
    db.kind === "postgres" ? (await sql<{ s: string }>`select current_schema() as s`.execute(db.kysely)).rows[0]?.s : undefined;
  return (await db.kysely.introspection.getTables())
    .filter((table) => schema === undefined || table.schema === schema)
    .map((table) => table.name)
    .sort();
}
