import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COSTS, json, stubFetch, type Call } from "./costs-fixtures";
import { CostsView } from "./CostsView";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCosts(canEdit: boolean, answer?: (call: Call) => Response | undefined) {
  const calls = stubFetch(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CostsView tripId="t1" userId="ben" canEdit={canEdit} online />
    </QueryClientProvider>,
  );
  return calls;
}

describe("the balances", () => {
  it("show what each person paid, their share and their net, and the transfers that settle up", async () => {
    renderCosts(true);
    const balances = await screen.findByRole("list", { name: "Balances" });
    const rows = within(balances).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "AdaPaid 27.90 EUR · share 9.30 EURis owed 18.60 EUR",
      "Ben (you)Paid 0.00 EUR · share 9.30 EURowes 9.30 EUR",
      "CleoPaid 0.00 EUR · share 9.30 EURowes 9.30 EUR",
      "Danleft the tripPaid 0.00 EUR · share 0.00 EURsettled up",
    ]);
    const transfers = screen.getByRole("list", { name: "Payments that settle up" });
    expect(
      within(transfers)
        .getAllByRole("listitem")
        .map((row) => row.firstChild?.textContent),
    ).toEqual(["Ben (you) pays Ada 9.30 EUR", "Cleo pays Ada 9.30 EUR"]);
  });

  it("record a suggested payment for an editor and read the costs again", async () => {
    const user = userEvent.setup();
    const calls = renderCosts(true, (call) =>
      call.method === "POST"
        ? json(201, {
            id: "s1",
            from: "cleo",
            to: "ada",
            amount: "9.30",
            currency: "EUR",
            rate: "1",
            rateDate: "2027-04-01",
            converted: "9.30",
            createdBy: { userId: "ben", name: "Ben" },
            createdAt: "2027-04-06T10:00:00Z",
          })
        : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Record payment: Cleo pays Ada 9.30 EUR" }));
    await vi.waitFor(() => expect(calls.filter((call) => call.path.endsWith("/costs"))).toHaveLength(2));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/api/itineraries/t1/settlements",
      body: { from: "cleo", to: "ada", amount: "9.30" },
    });
  });

  it("are read-only for a viewer: no form, no payments to record, no edits", async () => {
    renderCosts(false);
    await screen.findByRole("list", { name: "Balances" });
    expect(screen.queryByRole("heading", { name: "Add an expense" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Record payment/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Budget for/)).not.toBeInTheDocument();
    expect(screen.getByText("Trip currency:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/api/itineraries/t1/expenses.csv");
  });
});

describe("the Costs tab", () => {
  it("shows an expense in another currency with its converted amount and frozen rate, and the rates' source", async () => {
    renderCosts(true);
    const expenses = await screen.findByRole("list", { name: "Expenses, newest first" });
    const dinner = within(expenses).getByRole("listitem");
    expect(dinner).toHaveTextContent("Dinner30.00 USD");
    expect(dinner).toHaveTextContent("27.90 EUR · 1 USD = 0.93 EUR · rate of 2027-04-01");
    expect(dinner).toHaveTextContent("Ada paid · Food · Mon 5 Apr");
    expect(dinner).toHaveTextContent("Split equally among Ada, Ben and Cleo · your part 9.30 EUR");
    expect(screen.getByText(/New expenses are converted at Wayfarer's built-in rates of 2027-04-01/)).toBeInTheDocument();
  });

  it("deletes an expense for an editor once asked again, and Keep it keeps it", async () => {
    const user = userEvent.setup();
    const calls = renderCosts(true, (call) => (call.method === "DELETE" ? new Response(null, { status: 204 }) : undefined));
    await user.click(await screen.findByRole("button", { name: "Delete Dinner" }));
    expect(screen.getByRole("button", { name: "Keep it" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Delete Dinner" })).toHaveFocus());
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Dinner" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(screen.getByRole("heading", { name: "Expenses" })).toHaveFocus());
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe("/api/itineraries/t1/expenses/e1");
  });

  it("says when balances were converted to a new trip currency", async () => {
    renderCosts(false, (call) =>
      call.path.endsWith("/costs")
        ? json(200, {
            ...COSTS,
            currency: "USD",
            currencyChange: { from: "EUR", to: "USD", rate: "1.0842", rateDate: "2027-04-01", at: "2027-04-06T10:00:00Z" },
          })
        : undefined,
    );
    expect(
      await screen.findByText("Balances were converted from EUR at 1 EUR = 1.0842 USD (rate of 2027-04-01)."),
    ).toBeInTheDocument();
  });

  it("saves a category's budget when its field is left", async () => {
    const user = userEvent.setup();
    const calls = renderCosts(true, (call) => (call.method === "PATCH" ? json(200, COSTS) : undefined));
    const lodging = await screen.findByLabelText("Budget for Lodging");
    await user.type(lodging, "12.345");
    await user.tab();
    expect(lodging).toHaveAccessibleDescription("EUR has 2 decimals: write at most 2 digits after the decimal point.");
    await user.clear(lodging);
    await user.type(lodging, "300");
    await user.tab();
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === "PATCH")).toMatchObject({
        path: "/api/itineraries/t1/costs",
        body: { budget: { lodging: "300.00" } },
      }),
    );
  });
});
