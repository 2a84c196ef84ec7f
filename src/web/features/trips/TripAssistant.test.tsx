import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Plan, PlanItem } from "@shared/plan";
import type { AssistantProposal } from "@shared/schemas/assistant";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { ProposalCard } from "@web/components/trip/ProposalCard";
import { useTripChat, type TripChat } from "@web/lib/trip-chat";
import { PlanEditor } from "./PlanEditor";
import { STALE_PROPOSAL_NOTICE } from "./use-trip-assistant";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const stop = (id: string, title: string, start: string): PlanItem => ({
  id,
  slot: "morning",
  title,
  start,
  durationMinutes: 90,
  source: "knowledge",
});

const plan = (days: PlanItem[][]): Plan => ({
  version: 2,
  title: "Kyoto in spring",
  introduction: "",
  final_notes: "",
  theme: "food",
  destination: null,
  days: days.map((items, index) => ({
    day: index + 1,
    date: `2027-04-0${index + 5}`,
    base: "Kyoto",
    theme: "Temples",
    items,
  })),
});

const shrine = stop("shrine", "Fushimi Inari", "07:00");
const tea = stop("tea", "Tea ceremony", "10:00");
const current = plan([[shrine], [tea], []]);
const proposed = plan([[shrine], [], [tea]]);
const proposal: AssistantProposal = {
  baseVersion: 4,
  operations: [{ type: "move_item", itemId: "tea", day: 3, slot: "morning" }],
  plan: proposed,
  changes: ["Moved Tea ceremony from day 2 morning to day 3 morning"],
  check: { ok: true, failures: [], score: 100, items: { tea: { status: "verified", reasons: ["Open."] } } },
};

const detail = (version: number, shown: Plan): ItineraryDetail & { plan: Plan } => ({
  id: "t1",
  version,
  title: "Kyoto in spring",
  days: "",
  author: { id: "u1", name: "Ada" } as ItineraryDetail["author"],
  createdAt: "2026-11-27T00:00:00Z",
  plan: shown,
  check: { ok: true, failures: [], score: 100 },
  share: null,
  calendar: null,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The chat panel's side: what the trip page registered, and its proposal card. */
let registered: TripChat | null = null;
function Panel() {
  const chat = useTripChat();
  useEffect(() => {
    registered = chat;
  }, [chat]);
  return chat ? <ProposalCard trip={chat} /> : null;
}

function renderTrip(operations: () => Response, onReload = vi.fn()) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      calls.push({ path, method, body });
      if (path.endsWith("/operations")) return operations();
      if (path.endsWith("/members") || path.endsWith("/invites")) return json(200, []);
      if (method === "PATCH") {
        const { version, plan: sent } = body as { version: number; plan: Plan };
        return json(200, detail(version + 1, sent));
      }
      return json(200, detail(4, current));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PlanEditor userId="u1" detail={detail(4, current)} onReload={onReload} />
        <Panel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, onReload };
}

const propose = () => act(() => registered!.propose(proposal));
const dayStops = (n: number) => screen.getByRole("list", { name: `Day ${n} stops` });

describe("the assistant's proposal on the trip page", () => {
  it("registers the trip with the chat panel while the page is open", async () => {
    const { calls } = renderTrip(() => json(500, {}));
    await waitFor(() => expect(registered).toMatchObject({ tripId: "t1", title: "Kyoto in spring", version: 4 }));
    // Nothing saved (the page reads who is on the trip, nothing more).
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("shows the difference day by day, and Dismiss changes nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderTrip(() => json(500, {}));
    await screen.findByRole("list", { name: "Day 3 stops" }); // the last day: every day is drawn
    propose();

    const diff = screen.getByRole("region", { name: "The assistant's proposal" });
    expect(within(diff).getByText("Moved Tea ceremony from day 2 morning to day 3 morning")).toBeInTheDocument();
    const day3 = within(diff).getByRole("region", { name: "Day 3 changes" });
    expect(within(day3).getByText("Moved here: Tea ceremony (was day 2, morning)")).toBeInTheDocument();
    expect(within(day3).getByRole("button", { name: /^Verified: Tea ceremony/ })).toBeInTheDocument();
    // The day's own card says it too.
    const marked = screen.getByTestId("day-proposal");
    expect(marked.closest("section")).toHaveAccessibleName(/^Day 3 ·/);
    expect(within(marked).getByText("Moved here: Tea ceremony (was day 2, morning)")).toBeInTheDocument();
    // The card in the panel says the same changes; nothing is saved yet.
    expect(within(screen.getByTestId("chat-proposal")).getByText(/Moved Tea ceremony/)).toBeInTheDocument();
    expect(within(dayStops(2)).getByRole("heading", { name: "Tea ceremony" })).toBeInTheDocument();

    await user.click(within(diff).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("region", { name: "The assistant's proposal" })).not.toBeInTheDocument();
    expect(screen.queryByTestId("chat-proposal")).not.toBeInTheDocument();
    expect(screen.queryByTestId("day-proposal")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Daily Plans" })).toHaveFocus();
    expect(within(dayStops(2)).getByRole("heading", { name: "Tea ceremony" })).toBeInTheDocument();
    // Nothing saved (the page reads who is on the trip, nothing more).
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("applies from the panel through the operations with the base version, as one undo step", async () => {
    const user = userEvent.setup();
    const { calls } = renderTrip(() => json(200, { ...detail(5, proposed), check: proposal.check }));
    await screen.findByRole("list", { name: "Day 3 stops" }); // the last day: every day is drawn
    propose();

    await user.click(within(screen.getByTestId("chat-proposal")).getByRole("button", { name: "Apply" }));
    expect(await within(dayStops(3)).findByRole("heading", { name: "Tea ceremony" })).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([
      { path: "/api/itineraries/t1/operations", method: "POST", body: { version: 4, operations: proposal.operations } },
    ]);
    expect(screen.getByText(`Applied "the assistant's change". Undo puts it back.`)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "The assistant's proposal" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(within(dayStops(2)).getByRole("heading", { name: "Tea ceremony" })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true), { timeout: 3000 });
  });

  it("waits while an edit is unsaved or the page is offline", async () => {
    renderTrip(() => json(500, {}));
    await screen.findByRole("list", { name: "Day 3 stops" }); // the last day: every day is drawn
    propose();
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    const diff = screen.getByRole("region", { name: "The assistant's proposal" });
    expect(within(diff).getByRole("button", { name: "Apply" })).toBeDisabled();
    expect(within(diff).getByText("Fixes need a connection.")).toBeInTheDocument();
    offline.mockRestore();
  });

  it("reloads the trip with a clear message on a 409", async () => {
    const user = userEvent.setup();
    const { onReload } = renderTrip(() =>
      json(409, { error: { code: "version_conflict", message: "Someone changed the same stops." } }),
    );
    await screen.findByRole("list", { name: "Day 3 stops" }); // the last day: every day is drawn
    propose();
    await user.click(
      within(screen.getByRole("region", { name: "The assistant's proposal" })).getByRole("button", { name: "Apply" }),
    );
    await waitFor(() => expect(onReload).toHaveBeenCalledWith(STALE_PROPOSAL_NOTICE));
  });
});
