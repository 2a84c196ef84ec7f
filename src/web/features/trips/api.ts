import { queryOptions } from "@tanstack/react-query";
import type { Plan, PlanDay, PlanItem } from "@shared/plan";
import type { PlanSlot } from "@shared/plan-slots";
import type { CalendarLink, ItineraryDetail, ShareAnswer } from "@shared/schemas/itineraries";
import type { Expense, ExpenseCategory, ExpenseInput, Settlement, SettlementInput, TripCosts } from "@shared/schemas/costs";
import type { InviteLink, InviteSummary, TripMember } from "@shared/schemas/members";
import type { MemberRole } from "@shared/trip-roles";
import type { PlanOperation } from "@shared/schemas/operations";
import { apiFetch, postJson } from "@web/lib/api";
import { retryServerFailure } from "@web/lib/itineraries";

/** A trip's API path (its page's path is `tripPath` in lib/paths.ts). */
const tripApiPath = (id: string) => `/api/itineraries/${encodeURIComponent(id)}`;

/** PATCH /api/itineraries/:id: the edited plan and the version it was based on (a stale one answers 409). */
export const saveTrip = (id: string, version: number, plan: Plan) =>
  apiFetch<ItineraryDetail>(tripApiPath(id), { method: "PATCH", body: JSON.stringify({ version, plan }) });

/**
 * POST .../operations: plan operations (a conflict's fix) applied and saved by the server, answered as GET answers
 * the trip (new version, plan, check); a version others have changed the same stops since answers 409.
 */
export const applyOperations = (id: string, version: number, operations: readonly PlanOperation[]) =>
  postJson<ItineraryDetail>(`${tripApiPath(id)}/operations`, { version, operations });

/** POST .../days/:day/regenerate: a proposal for one day (or one slot of it), not saved. */
export const regenerateDay = (id: string, day: number, request: { slot?: PlanSlot; instruction?: string }) =>
  postJson<{ day: PlanDay }>(`${tripApiPath(id)}/days/${day}/regenerate`, request);

/** POST .../share: the trip's read-only link (made once, kept), with whether day notes are hidden from it. */
export const share = (id: string, hideNotes?: boolean) =>
  postJson<ShareAnswer>(`${tripApiPath(id)}/share`, hideNotes === undefined ? {} : { hideNotes });

/** POST .../calendar: the subscribable feed's URL. */
export const subscribeCalendar = (id: string) => postJson<CalendarLink>(`${tripApiPath(id)}/calendar`, {});

/** DELETE .../share or .../calendar: the old link answers 404 from now on. */
export const revoke = (id: string, link: "share" | "calendar") =>
  apiFetch<void>(`${tripApiPath(id)}/${link}`, { method: "DELETE" });

/** GET /api/places/activities?base=: the guide's places for a day's base, ready to add. */
export const guidePlacesQuery = (base: string) =>
  queryOptions({
    queryKey: ["guide-places", base],
    queryFn: ({ signal }) =>
      apiFetch<{ items: PlanItem[] }>(`/api/places/activities?base=${encodeURIComponent(base)}`, { signal }).then(
        (answer) => answer.items,
      ),
    staleTime: Infinity,
  });

/** GET .../live: the trip's live stream (read with EventSource, which reconnects by itself). */
export const liveStreamPath = (id: string) => `${tripApiPath(id)}/live`;

/** POST .../live/presence: the day this page looks at (null: none), for the others' presence. */
export const sayWhereIAm = (id: string, connection: string, day: number | null) =>
  postJson<void>(`${tripApiPath(id)}/live/presence`, { connection, day });

/** GET .../members: everyone on the trip, the owner first. */
export const membersQuery = (id: string) =>
  queryOptions({
    queryKey: ["trip-members", id],
    queryFn: ({ signal }) => apiFetch<TripMember[]>(`${tripApiPath(id)}/members`, { signal }),
  });

/** GET .../invites (owner): the invite links that still work. */
export const invitesQuery = (id: string) =>
  queryOptions({
    queryKey: ["trip-invites", id],
    queryFn: ({ signal }) => apiFetch<InviteSummary[]>(`${tripApiPath(id)}/invites`, { signal }),
  });

/** POST .../invites (owner): a new link offering `role` (sent to `email` when given); its URL is in this answer only. */
export const createInvite = (id: string, role: MemberRole, email?: string) =>
  postJson<InviteLink>(`${tripApiPath(id)}/invites`, email ? { role, email } : { role });

/** DELETE .../invites/:inviteId (owner). */
export const revokeInvite = (id: string, inviteId: string) =>
  apiFetch<void>(`${tripApiPath(id)}/invites/${encodeURIComponent(inviteId)}`, { method: "DELETE" });

/** PATCH .../members/:userId (owner): another role. */
export const setMemberRole = (id: string, userId: string, role: MemberRole) =>
  apiFetch<TripMember>(`${tripApiPath(id)}/members/${encodeURIComponent(userId)}`, {
    method: "PATCH",
    body: JSON.stringify({ role }),
  });

/** DELETE .../members/:userId: the owner removes a member, or a member leaves (their own id). */
export const removeMember = (id: string, userId: string) =>
  apiFetch<void>(`${tripApiPath(id)}/members/${encodeURIComponent(userId)}`, { method: "DELETE" });

/** GET .../costs: everything the Costs tab shows (currency, rates, budget, estimate, expenses, settlements, balances). */
export const costsQuery = (id: string) =>
  queryOptions({
    queryKey: ["trip-costs", id],
    queryFn: ({ signal }) => apiFetch<TripCosts>(`${tripApiPath(id)}/costs`, { signal }),
    retry: retryServerFailure,
  });

/** POST .../expenses: a new expense, answered with its rate frozen and its parts in the trip's currency. */
export const addExpense = (id: string, expense: ExpenseInput) => postJson<Expense>(`${tripApiPath(id)}/expenses`, expense);

/** PATCH .../expenses/:expenseId: the fields sent change (a null note removes it). */
export const updateExpense = (
  id: string,
  expenseId: string,
  patch: Omit<Partial<ExpenseInput>, "note"> & { note?: string | null },
) =>
  apiFetch<Expense>(`${tripApiPath(id)}/expenses/${encodeURIComponent(expenseId)}`, {
    method: "PATCH",
    body: JSON.stringify(patch),
  });

/** DELETE .../expenses/:expenseId. */
export const deleteExpense = (id: string, expenseId: string) =>
  apiFetch<void>(`${tripApiPath(id)}/expenses/${encodeURIComponent(expenseId)}`, { method: "DELETE" });

/** POST .../settlements: a payment from one person to another (in the trip's currency unless given). */
export const recordSettlement = (id: string, settlement: SettlementInput) =>
  postJson<Settlement>(`${tripApiPath(id)}/settlements`, settlement);

/** DELETE .../settlements/:settlementId. */
export const deleteSettlement = (id: string, settlementId: string) =>
  apiFetch<void>(`${tripApiPath(id)}/settlements/${encodeURIComponent(settlementId)}`, { method: "DELETE" });

/** PATCH .../costs: the trip's currency (balances are converted) and/or a budget per category (null removes one). */
export const patchCosts = (id: string, patch: { currency?: string; budget?: Partial<Record<ExpenseCategory, string | null>> }) =>
  apiFetch<TripCosts>(`${tripApiPath(id)}/costs`, { method: "PATCH", body: JSON.stringify(patch) });

/** GET .../expenses.csv: every expense as a spreadsheet, downloaded through a plain link. */
export const expensesCsvPath = (id: string) => `${tripApiPath(id)}/expenses.csv`;
