import type { Expense, TripCosts } from "@shared/schemas/costs";
import type { TripMember } from "@shared/schemas/members";
import { vi } from "vitest";

/** Test data of the Costs tab: three people (Ada owns the trip), one expense, Cleo's balance. */
export const MEMBERS: TripMember[] = [
  { userId: "ada", name: "Ada", role: "owner" },
  { userId: "ben", name: "Ben", role: "editor" },
  { userId: "cleo", name: "Cleo", role: "viewer" },
];

export const DINNER: Expense = {
  id: "e1",
  title: "Dinner",
  amount: "30.00",
  currency: "USD",
  rate: "0.93",
  rateDate: "2027-04-01",
  rateSource: "table",
  converted: "27.90",
  paidBy: "ada",
  split: { mode: "equal", among: ["ada", "ben", "cleo"] },
  parts: [
    { userId: "ada", amount: "9.30" },
    { userId: "ben", amount: "9.30" },
    { userId: "cleo", amount: "9.30" },
  ],
  category: "food",
  date: "2027-04-05",
  createdBy: { userId: "ada", name: "Ada" },
  createdAt: "2027-04-05T20:00:00Z",
};

export const COSTS: TripCosts = {
  currency: "EUR",
  rates: { source: "table", date: "2027-04-01" },
  budget: [
    { category: "food", amount: "100.00", spent: "27.90" },
    { category: "lodging", amount: null, spent: "0.00" },
  ],
  estimate: { total: "120.00", days: [{ day: 1, amount: "120.00" }], stops: [] },
  expenses: [DINNER],
  settlements: [],
  balances: {
    currency: "EUR",
    members: [
      { userId: "ada", name: "Ada", paid: "27.90", share: "9.30", net: "18.60", onTrip: true },
      { userId: "ben", name: "Ben", paid: "0.00", share: "9.30", net: "-9.30", onTrip: true },
      { userId: "cleo", name: "Cleo", paid: "0.00", share: "9.30", net: "-9.30", onTrip: true },
      { userId: "dan", name: "Dan", paid: "0.00", share: "0.00", net: "0.00", onTrip: false },
    ],
    transfers: [
      { from: "ben", to: "ada", amount: "9.30" },
      { from: "cleo", to: "ada", amount: "9.30" },
    ],
  },
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export interface Call {
  path: string;
  method: string;
  body: unknown;
}

/** fetch answered by `answer` (or the members and costs above), every call kept. */
export function stubFetch(answer: (call: Call) => Response | undefined = () => undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const call = {
        path,
        method: init?.method ?? "GET",
        body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined,
      };
      calls.push(call);
      const answered = answer(call);
      if (answered) return answered;
      if (path.endsWith("/members")) return json(200, MEMBERS);
      if (path.endsWith("/costs")) return json(200, COSTS);
      return json(404, { error: { code: "not_found", message: "Not here." } });
    }),
  );
  return calls;
}
