import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COST_MESSAGES } from "@shared/schemas/costs";
import { COSTS, DINNER, json, stubFetch, type Call } from "./costs-fixtures";
import { ExpenseForm } from "./ExpenseForm";
import { costPeople } from "./people";

afterEach(() => {
  vi.unstubAllGlobals();
});

const people = costPeople(
  [
    { userId: "ada", name: "Ada", role: "owner" },
    { userId: "ben", name: "Ben", role: "editor" },
    { userId: "cleo", name: "Cleo", role: "viewer" },
  ],
  COSTS.balances,
);

function renderForm(answer?: (call: Call) => Response | undefined, props: Partial<Parameters<typeof ExpenseForm>[0]> = {}) {
  const calls = stubFetch(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ExpenseForm tripId="t1" people={people} me="ben" tripCurrency="EUR" online {...props} />
    </QueryClientProvider>,
  );
  return calls;
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === "POST");

describe("the add-expense form", () => {
  it("starts paid by me, split equally among everyone on the trip, in the trip's currency", () => {
    renderForm();
    expect(screen.getByLabelText("Amount")).toHaveAttribute("inputmode", "decimal");
    expect(screen.getByLabelText("Currency")).toHaveValue("EUR");
    expect(screen.getByLabelText("Paid by")).toHaveValue("ben");
    expect(screen.getByText("Split equally among everyone · Other")).toBeInTheDocument();
    // Dan left the trip: he is neither a payer nor in the split of a new expense.
    expect(within(screen.getByLabelText("Paid by")).queryByText("Dan")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "More" })).toHaveAttribute("aria-expanded", "false");
  });

  it("defaults to the currency this traveller used last", () => {
    localStorage.setItem("wayfarer.expenseCurrency.ben", JSON.stringify("JPY"));
    renderForm();
    expect(screen.getByLabelText("Currency")).toHaveValue("JPY");
  });

  it("adds with a few taps, sending the defaults, and remembers the currency for the next one", async () => {
    const user = userEvent.setup();
    const calls = renderForm((call) =>
      call.method === "POST" ? json(201, { ...DINNER, id: "e2", title: "Taxi", amount: "12.50", currency: "USD" }) : undefined,
    );
    await user.selectOptions(screen.getByLabelText("Currency"), "USD");
    await user.type(screen.getByLabelText("Amount"), "12,50");
    await user.type(screen.getByLabelText("Title"), "Taxi");
    await user.click(screen.getByRole("button", { name: "Add expense" }));

    expect(await screen.findByText('Added "Taxi": 12.50 USD.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]).toMatchObject({
      path: "/api/itineraries/t1/expenses",
      body: {
        title: "Taxi",
        amount: "12.50",
        currency: "USD",
        paidBy: "ben",
        split: { mode: "equal", among: ["ada", "ben", "cleo"] },
        category: "other",
      },
    });
    expect(JSON.parse(localStorage.getItem("wayfarer.expenseCurrency.ben")!)).toBe("USD");
    // The form starts over for the next expense, in that currency, the amount field focused.
    expect(screen.getByLabelText("Amount")).toHaveValue("");
    expect(screen.getByLabelText("Currency")).toHaveValue("USD");
    await vi.waitFor(() => expect(screen.getByLabelText("Amount")).toHaveFocus());
  });

  it("says beside each field what is wrong, in the server's words, and sends nothing", async () => {
    const user = userEvent.setup();
    const calls = renderForm();
    await user.click(screen.getByRole("button", { name: "Add expense" }));
    const amount = screen.getByLabelText("Amount");
    expect(amount).toHaveAccessibleDescription(COST_MESSAGES.badAmount);
    expect(screen.getByLabelText("Title")).toHaveAccessibleDescription("Give the expense a title.");
    await vi.waitFor(() => expect(amount).toHaveFocus());

    await user.type(amount, "0");
    await user.click(screen.getByRole("button", { name: "Add expense" }));
    expect(amount).toHaveAccessibleDescription(COST_MESSAGES.badAmount);

    await user.clear(amount);
    await user.type(amount, "1200.5");
    await user.selectOptions(screen.getByLabelText("Currency"), "JPY");
    await user.type(screen.getByLabelText("Title"), "Ramen");
    await user.click(screen.getByRole("button", { name: "Add expense" }));
    expect(amount).toHaveAccessibleDescription(COST_MESSAGES.tooPrecise("JPY", 0));
    expect(screen.getByLabelText("Title")).not.toHaveAttribute("aria-invalid");
    expect(posts(calls)).toHaveLength(0);
  });

  it("splits among the people ticked, by shares or by exact amounts, saying what is left to assign", async () => {
    const user = userEvent.setup();
    const calls = renderForm((call) => (call.method === "POST" ? json(201, DINNER) : undefined));
    await user.type(screen.getByLabelText("Amount"), "30");
    await user.type(screen.getByLabelText("Title"), "Dinner");
    await user.click(screen.getByRole("button", { name: "More" }));

    // Equally: untick Cleo; each part shows as it will come out.
    await user.click(screen.getByRole("checkbox", { name: "Cleo" }));
    expect(screen.getByText("Split equally among Ada and Ben · Other")).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.textContent === "Part of Ada: 15.00 EUR")).toBeInTheDocument();

    // By shares: Ada 2, Ben 1.
    await user.click(screen.getByRole("button", { name: "By shares" }));
    await user.clear(screen.getByLabelText("Shares of Ada"));
    await user.type(screen.getByLabelText("Shares of Ada"), "2");
    expect(screen.getByText((_, element) => element?.textContent === "Part of Ada: 20.00 EUR")).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.textContent === "Part of Ben: 10.00 EUR")).toBeInTheDocument();

    // Exact amounts: what is left to assign, live; a sum that is not the total is refused.
    await user.click(screen.getByRole("button", { name: "Exact amounts" }));
    await user.type(screen.getByLabelText("Amount for Ada"), "10");
    expect(screen.getByText("20.00 EUR left to assign")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Amount for Ben"), "25");
    expect(screen.getByText("5.00 EUR too much assigned")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add expense" }));
    expect(screen.getByRole("group", { name: "Split" })).toHaveAccessibleDescription(
      COST_MESSAGES.exactNotTotal("30.00", "35.00"),
    );
    expect(posts(calls)).toHaveLength(0);

    await user.clear(screen.getByLabelText("Amount for Ben"));
    await user.type(screen.getByLabelText("Amount for Ben"), "20");
    expect(screen.getByText("All of it is assigned.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Food" }));
    await user.click(screen.getByRole("button", { name: "Add expense" }));
    await screen.findByText(/^Added/);
    expect(posts(calls)[0]!.body).toMatchObject({
      split: { mode: "exact", among: ["ada", "ben"], amounts: { ada: "10", ben: "20" } },
      category: "food",
    });
  });

  it("shows the server's message when it refuses", async () => {
    const user = userEvent.setup();
    renderForm((call) =>
      call.method === "POST"
        ? json(400, { error: { code: "invalid_input", message: COST_MESSAGES.noRate("USD", "EUR") } })
        : undefined,
    );
    await user.selectOptions(screen.getByLabelText("Currency"), "USD");
    await user.type(screen.getByLabelText("Amount"), "5");
    await user.type(screen.getByLabelText("Title"), "Coffee");
    await user.click(screen.getByRole("button", { name: "Add expense" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(`Not added: ${COST_MESSAGES.noRate("USD", "EUR")}`);
  });

  it("edits an expense: its fields filled in, every field sent as a PATCH", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const calls = renderForm((call) => (call.method === "PATCH" ? json(200, DINNER) : undefined), { expense: DINNER, onSaved });
    expect(screen.getByLabelText("Amount")).toHaveValue("30.00");
    expect(screen.getByLabelText("Currency")).toHaveValue("USD");
    expect(screen.getByLabelText("Paid by")).toHaveValue("ada");
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Dinner by the river");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({
      path: "/api/itineraries/t1/expenses/e1",
      body: { title: "Dinner by the river", amount: "30.00", currency: "USD", paidBy: "ada", note: null },
    });
  });
});
