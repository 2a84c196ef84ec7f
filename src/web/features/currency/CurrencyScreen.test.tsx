import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import CurrencyScreen, { CURRENCY_KEY } from "./CurrencyScreen";

const result = () => screen.getByRole("status", { name: "Converted amount" });

describe("Currency converter", () => {
  it("converts 1 USD to 83.20 INR by default and shows the demo note", () => {
    render(<CurrencyScreen />);
    expect(screen.getByLabelText("Amount")).toHaveValue(1);
    expect(screen.getByLabelText("From")).toHaveValue("USD");
    expect(screen.getByLabelText("To")).toHaveValue("INR");
    expect(result()).toHaveTextContent("83.20 INR");
    expect(screen.getByText("Rates are static for demo purposes.")).toBeInTheDocument();
  });

  it("converts on every change, swaps, treats an invalid amount as 0 and remembers", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CurrencyScreen />);
    const amount = screen.getByLabelText("Amount");
    await user.clear(amount);
    await user.type(amount, "100");
    await user.selectOptions(screen.getByLabelText("From"), "EUR");
    await user.selectOptions(screen.getByLabelText("To"), "USD");
    expect(result()).toHaveTextContent("107.53 USD");

    await user.click(screen.getByRole("button", { name: "Swap currencies" }));
    expect(screen.getByLabelText("From")).toHaveValue("USD");
    expect(screen.getByLabelText("To")).toHaveValue("EUR");
    expect(result()).toHaveTextContent("93.00 EUR");

    await user.clear(amount);
    expect(result()).toHaveTextContent("0.00 EUR");
    await user.type(amount, "250");
    unmount();

    render(<CurrencyScreen />);
    expect(screen.getByLabelText("Amount")).toHaveValue(250);
    expect(result()).toHaveTextContent("232.50 EUR");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(result()).toHaveTextContent("83.20 INR");
  });

  it("falls back to the default when storage is corrupted", () => {
    localStorage.setItem(CURRENCY_KEY, '{"amount":"1","from":"BTC","to":"INR"}');
    render(<CurrencyScreen />);
    expect(result()).toHaveTextContent("83.20 INR");
  });
});
