import { describe, expect, it } from "vitest";
import { parseAmount } from "./amount";
import { budgetLineProblems, budgetTotal, DEFAULT_BUDGET_LINES, formatRupees, parseBudgetLines } from "./budget";

describe("budget", () => {
  it("starts with Flights, Hotel and Food at 0", () => {
    expect(DEFAULT_BUDGET_LINES.map((line) => [line.name, parseAmount(line.amount)])).toEqual([
      ["Flights", 0],
      ["Hotel", 0],
      ["Food", 0],
    ]);
    expect(formatRupees(budgetTotal(DEFAULT_BUDGET_LINES))).toBe("₹0.00");
  });

  it.each([
    ["12.5", 12.5],
    [" 7 ", 7],
    ["0.1", 0.1],
    [".5", 0.5],
    ["3.", 3],
    ["1e3", 1000],
    ["", 0],
    ["   ", 0],
    ["abc", 0],
    ["12abc", 0],
    ["-4", 0],
    ["NaN", 0],
    ["Infinity", 0],
  ])("parses %j as %d", (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it("adds a line only with a trimmed name and a non-empty amount of 0 or more, and says what is missing", () => {
    expect(budgetLineProblems("Museum", "20")).toEqual({});
    expect(budgetLineProblems("Museum", "0")).toEqual({});
    expect(budgetLineProblems("  ", "20")).toEqual({ name: "Enter a category." });
    expect(budgetLineProblems("", "")).toEqual({ name: "Enter a category.", amount: "Enter an amount." });
    expect(budgetLineProblems("Museum", "  ")).toEqual({ amount: "Enter an amount." });
    expect(budgetLineProblems("Museum", "-5")).toEqual({ amount: "Use 0 or more." });
  });

  it("totals the lines, counting empty or invalid amounts as 0, without floating-point noise in the display", () => {
    const lines = [{ amount: "0.1" }, { amount: "0.2" }, { amount: "" }, { amount: "x" }, { amount: "1200" }];
    expect(formatRupees(budgetTotal(lines))).toBe("₹1,200.30");
  });

  it("shows the rupee sign with grouping and 2 decimals", () => {
    expect(formatRupees(1234.5)).toBe("₹1,234.50");
    expect(formatRupees(0.005)).toBe("₹0.01");
    expect(formatRupees(7)).toBe("₹7.00");
    expect(formatRupees(1234567.891)).toMatch(/^₹[\d,]+\.89$/);
  });

  it("restores only valid stored lines", () => {
    const lines = [{ id: "a", name: "Taxi", amount: "20" }];
    expect(parseBudgetLines(lines)).toEqual(lines);
    expect(parseBudgetLines([])).toEqual([]);
    expect(parseBudgetLines([{ id: "a", name: "Taxi", amount: 20 }])).toBeUndefined();
    expect(parseBudgetLines([null])).toBeUndefined();
    expect(parseBudgetLines({ lines })).toBeUndefined();
  });
});
