import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import BudgetScreen, { BUDGET_KEY } from "./BudgetScreen";

const total = () => screen.getByRole("status", { name: "Total" });

describe("Budget tracker", () => {
  it("starts with Flights, Hotel and Food at 0 and a ₹0.00 total", () => {
    render(<BudgetScreen />);
    for (const name of ["Flights", "Hotel", "Food"]) {
      expect(screen.getByRole("spinbutton", { name: `Amount for ${name}` })).toHaveValue(0);
    }
    expect(total()).toHaveTextContent("₹0.00");
  });

  it("adds a line only with a name and an amount, edits and removes lines, and totals them", async () => {
    const user = userEvent.setup();
    render(<BudgetScreen />);
    const name = screen.getByLabelText("Category");
    const amount = screen.getByLabelText("Amount (₹)");
    const add = screen.getByRole("button", { name: "Add" });

    await user.type(name, "   ");
    await user.type(amount, "50");
    await user.click(add);
    expect(screen.queryByRole("spinbutton", { name: "Amount for" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);

    await user.clear(name);
    await user.clear(amount);
    await user.type(name, "Museum");
    await user.click(add);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);

    await user.clear(name);
    await user.type(name, "  Museum passes ");
    await user.type(amount, "1234.5");
    await user.click(add);
    expect(screen.getByRole("spinbutton", { name: "Amount for Museum passes" })).toHaveValue(1234.5);
    expect(name).toHaveValue("");
    expect(total()).toHaveTextContent("₹1,234.50");

    const flights = screen.getByRole("spinbutton", { name: "Amount for Flights" });
    await user.clear(flights);
    await user.type(flights, "100.25");
    expect(total()).toHaveTextContent("₹1,334.75");
    await user.clear(flights);
    expect(total()).toHaveTextContent("₹1,234.50");

    await user.click(screen.getByRole("button", { name: "Remove Museum passes" }));
    expect(total()).toHaveTextContent("₹0.00");
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("keeps lines across a remount and resets to the defaults", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<BudgetScreen />);
    await user.type(screen.getByLabelText("Category"), "Taxi");
    await user.type(screen.getByLabelText("Amount (₹)"), "20");
    await user.click(screen.getByRole("button", { name: "Add" }));
    unmount();

    render(<BudgetScreen />);
    expect(screen.getByRole("spinbutton", { name: "Amount for Taxi" })).toHaveValue(20);
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.queryByRole("spinbutton", { name: "Amount for Taxi" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it.each(['[{"name":5}]', "{not json"])("falls back to the defaults when storage holds %s", (stored) => {
    localStorage.setItem(BUDGET_KEY, stored);
    render(<BudgetScreen />);
    expect(screen.getAllByRole("spinbutton", { name: /^Amount for/ })).toHaveLength(3);
  });

  it("says beside each field what is missing, in the page (not the browser's bubbles), and clears it as the field is filled", async () => {
    const user = userEvent.setup();
    render(<BudgetScreen />);
    const name = screen.getByLabelText("Category");
    const amount = screen.getByLabelText("Amount (₹)");
    expect(name.closest("form")).toHaveAttribute("novalidate");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(name).toHaveAccessibleDescription("Enter a category.");
    expect(amount).toHaveAccessibleDescription("Enter an amount.");
    await user.type(name, "Tours");
    expect(name).not.toHaveAttribute("aria-invalid");
    await user.type(amount, "-5");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(amount).toHaveAccessibleDescription("Use 0 or more.");
    expect(screen.queryByRole("spinbutton", { name: "Amount for Tours" })).not.toBeInTheDocument();
  });
});
