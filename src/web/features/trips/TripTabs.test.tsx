import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, useLocation } from "react-router";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Plan } from "@shared/plan";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { stubFetch } from "./costs/costs-fixtures";
import { ViewerTrip } from "./ViewerTrip";

afterEach(() => {
  vi.unstubAllGlobals();
});

const plan: Plan = {
  version: 2,
  title: "Kyoto in spring",
  introduction: "",
  final_notes: "Carry cash.",
  theme: "food",
  destination: null,
  days: [{ day: 1, date: "2027-04-05", base: "Kyoto", theme: "Temples", items: [] }],
};

const detail: ItineraryDetail & { plan: Plan } = {
  id: "t1",
  version: 1,
  title: "Kyoto in spring",
  days: "",
  author: { id: "ada", name: "Ada" } as ItineraryDetail["author"],
  createdAt: "2026-11-27T00:00:00Z",
  plan,
  check: { ok: true, failures: [], score: 100 },
  share: null,
  calendar: null,
  shared: { role: "viewer", ownerName: "Ada" } as ItineraryDetail["shared"],
};

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderTrip(url: string) {
  stubFetch();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ViewerTrip userId="ben" detail={detail} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the trip page's tabs", () => {
  it("open on the plan, and Costs (with the arrow keys too) shows the costs, in the address", async () => {
    const user = userEvent.setup();
    renderTrip("/trips/t1");
    expect(screen.getByRole("tab", { name: "Plan" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Plan" })).toHaveTextContent("Daily Plans");
    expect(screen.queryByRole("tabpanel", { name: "Costs" })).not.toBeInTheDocument();

    screen.getByRole("tab", { name: "Plan" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Costs" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Costs" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Address")).toHaveTextContent("/trips/t1?view=costs");
    expect(await screen.findByRole("heading", { name: "Balances" })).toBeInTheDocument();
    expect(screen.queryByRole("tabpanel", { name: "Plan" })).not.toBeInTheDocument();
  });

  it("open on the costs from a link, and Plan goes back to the plan", async () => {
    const user = userEvent.setup();
    renderTrip("/trips/t1?view=costs");
    expect(screen.getByRole("tab", { name: "Costs" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { name: "Expenses" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Plan" }));
    expect(screen.getByLabelText("Address")).toHaveTextContent(/^\/trips\/t1$/);
    expect(screen.getByRole("tabpanel", { name: "Plan" })).toBeVisible();
  });
});
