import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PlanCheckResult } from "@shared/itinerary-stream";
import type { Plan } from "@shared/plan";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { writeTripDraft } from "@web/lib/trip-drafts";
import { renameTrip } from "./plan-edit";
import { PlanEditor, STALE_FIX_NOTICE } from "./PlanEditor";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const museum = { name: "Kyoto Railway Museum", lat: 34.9875, lon: 135.7424, area: "Shimogyo" };

const plan = (museumDay: number): Plan => ({
  version: 2,
  title: "Kyoto in spring",
  introduction: "Four days of temples and food.",
  final_notes: "Carry cash.",
  theme: "food",
  destination: null,
  days: [2, 3, 4].map((n) => ({
    day: n - 1,
    date: `2027-04-0${n + 3}`,
    base: "Kyoto",
    theme: "Temples",
    items:
      n - 1 === museumDay
        ? [
            {
              id: "museum",
              slot: "morning" as const,
              title: "Kyoto Railway Museum",
              start: "10:00",
              durationMinutes: 150,
              place: museum,
              source: "knowledge" as const,
            },
          ]
        : [],
  })),
});

const conflicted: PlanCheckResult = {
  ok: false,
  failures: ["Kyoto Railway Museum is closed on Wednesdays."],
  score: 80,
  items: {
    museum: {
      status: "conflict",
      reasons: ["Closed on Wednesdays."],
      fixes: [
        { label: "Move to Thursday 10:00", operations: [{ type: "move_item", itemId: "museum", day: 3, slot: "morning" }] },
      ],
    },
  },
};
const verified: PlanCheckResult = {
  ok: true,
  failures: [],
  score: 100,
  items: { museum: { status: "verified", reasons: ["Open 10:00–17:00 on Thu 8 Apr."] } },
};

const detail = (version: number, museumDay: number, check: PlanCheckResult): ItineraryDetail & { plan: Plan } => ({
  id: "t1",
  version,
  title: "Kyoto in spring",
  days: "",
  author: { id: "u1", name: "Ada" } as ItineraryDetail["author"],
  createdAt: "2026-11-27T00:00:00Z",
  plan: plan(museumDay),
  check,
  share: null,
  calendar: null,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function renderEditor(operations: () => Response, onReload = vi.fn()) {
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
        return json(200, { ...detail(version + 1, 2, conflicted), plan: sent });
      }
      return json(200, detail(1, 2, conflicted));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PlanEditor userId="u1" detail={detail(1, 2, conflicted)} onReload={onReload} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, onReload };
}

describe("a conflict's fix in the editor", () => {
  it("applies in one press through the operations, and Undo saves the plan before it back", async () => {
    const user = userEvent.setup();
    const { calls } = renderEditor(() => json(200, detail(2, 3, verified)));
    // The days are drawn one after another, the last one last.
    await screen.findByRole("list", { name: "Day 3 stops" });
    const day2 = screen.getByRole("list", { name: "Day 2 stops" });
    expect(within(day2).getByRole("button", { name: /^Conflict: Kyoto Railway Museum/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(within(day2).getByText("Closed on Wednesdays.")).toBeInTheDocument();

    await user.click(within(day2).getByRole("button", { name: "Move to Thursday 10:00" }));
    const day3 = screen.getByRole("list", { name: "Day 3 stops" });
    expect(await within(day3).findByRole("button", { name: /^Verified: Kyoto Railway Museum/ })).toBeInTheDocument();
    expect(screen.getByText('Applied "Move to Thursday 10:00". Undo puts it back.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/itineraries/t1/operations")?.body).toEqual({
      version: 1,
      operations: [{ type: "move_item", itemId: "museum", day: 3, slot: "morning" }],
    });
    // The server saved it: nothing is sent again.
    expect(screen.getByText("All changes saved")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(
      within(screen.getByRole("list", { name: "Day 2 stops" })).getByRole("heading", { name: "Kyoto Railway Museum" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Undo puts it back/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("All changes saved")).toBeInTheDocument(), { timeout: 3000 });
    const patch = calls.find((call) => call.method === "PATCH");
    expect(patch?.body).toEqual({ version: 2, plan: plan(2) });
    expect(await screen.findByRole("button", { name: /^Conflict: Kyoto Railway Museum/ })).toBeInTheDocument();
  });

  it("reloads the trip with a clear message when someone changed the same stops", async () => {
    const user = userEvent.setup();
    const { onReload } = renderEditor(() =>
      json(409, { error: { code: "version_conflict", message: "Someone changed the same stops." } }),
    );
    await user.click(await screen.findByRole("button", { name: "Move to Thursday 10:00" }));
    await waitFor(() => expect(onReload).toHaveBeenCalledWith(STALE_FIX_NOTICE));
  });
});

describe("edits kept in this browser (a tab closed offline)", () => {
  it("are merged with what others saved since, and saved on the new version", async () => {
    // Renamed here on version 0 (museum on day 1); meanwhile someone moved the museum to day 2 (version 1).
    writeTripDraft("u1", "t1", { version: 0, base: plan(1), plan: renameTrip(plan(1), "Kyoto with friends") });
    const { calls } = renderEditor(() => json(500, {}));
    expect(await screen.findByRole("heading", { level: 1, name: "Kyoto with friends" })).toBeInTheDocument();
    expect(
      within(await screen.findByRole("list", { name: "Day 2 stops" })).getByRole("heading", { name: "Kyoto Railway Museum" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/were not applied/)).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true), { timeout: 3000 });
    const sent = calls.find((call) => call.method === "PATCH")!.body as { version: number; plan: Plan };
    expect(sent.version).toBe(1);
    expect(sent.plan.title).toBe("Kyoto with friends");
    expect(sent.plan.days[1]!.items.map((item) => item.id)).toEqual(["museum"]);
  });

  it("a stop changed here and moved elsewhere since is a conflict, shown with the choice", async () => {
    const retitled = (p: Plan): Plan => ({
      ...p,
      days: p.days.map((day) => ({ ...day, items: day.items.map((item) => ({ ...item, title: "Museum, late" })) })),
    });
    writeTripDraft("u1", "t1", { version: 0, base: plan(1), plan: retitled(plan(1)) });
    renderEditor(() => json(500, {}));
    const notice = await screen.findByRole("alert", { name: "Changed by someone else too" });
    expect(notice).toHaveTextContent("Someone changed something you were changing too, so their version is shown.");
    expect(notice).toHaveTextContent("Day 1");
    expect(within(notice).getByRole("button", { name: "Use mine instead" })).toBeInTheDocument();
  });

  it("a draft kept without its base (an older app) is set aside and said", async () => {
    writeTripDraft("u1", "t1", { version: 0, plan: renameTrip(plan(1), "Lost rename") });
    renderEditor(() => json(500, {}));
    expect(await screen.findByText(/were not applied/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Kyoto in spring" })).toBeInTheDocument();
  });
});

describe("on a phone", () => {
  it("the trip opens to be read, and Edit brings the stops' controls", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(width < 40rem)",
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const user = userEvent.setup();
    renderEditor(() => json(500, {}));
    expect(await screen.findByRole("heading", { name: "Kyoto Railway Museum" })).toBeInTheDocument();
    // Read: the stop with its badge and reasons, no controls and no fix to press.
    expect(screen.getByText("Closed on Wednesdays.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Move to Thursday 10:00" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Edit Kyoto Railway Museum/ })).not.toBeInTheDocument();

    const edit = screen.getByRole("button", { name: "Edit" });
    expect(edit).toHaveAttribute("aria-pressed", "false");
    await user.click(edit);
    expect(edit).toHaveAttribute("aria-pressed", "true");
    const day2 = await screen.findByRole("list", { name: "Day 2 stops" });
    expect(within(day2).getByRole("button", { name: "Move to Thursday 10:00" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
  });
});
