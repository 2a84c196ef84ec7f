import { parseAmount } from "./amount";

export interface BudgetLine {
  id: string;
  name: string;
  /** As typed, so editing keeps partial input like "12."; parsed for the total. */
  amount: string;
}

export const DEFAULT_BUDGET_LINES: readonly BudgetLine[] = [
  { id: "flights", name: "Flights", amount: "0" },
  { id: "hotel", name: "Hotel", amount: "0" },
  { id: "food", name: "Food", amount: "0" },
];

/**
 * What stops a line being added, per field: docs/product.md adds one only when the trimmed name and the amount
 * are both non-empty, and amounts are 0 or more. No problems: the line may be added.
 */
export function budgetLineProblems(name: string, amount: string): { name?: string; amount?: string } {
  return {
    ...(name.trim() === "" && { name: "Enter a category." }),
    ...(amount.trim() === "" ? { amount: "Enter an amount." } : Number(amount) < 0 && { amount: "Use 0 or more." }),
  };
}

export function budgetTotal(lines: readonly Pick<BudgetLine, "amount">[]): number {
  return lines.reduce((total, line) => total + parseAmount(line.amount), 0);
}

const rupees = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹1,234.50": the rupee sign, Indian digit grouping, always 2 decimals. */
export function formatRupees(value: number): string {
  return `₹${rupees.format(value)}`;
}

export function parseBudgetLines(value: unknown): BudgetLine[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const valid = value.every(
    (line: unknown) =>
      typeof line === "object" &&
      line !== null &&
      typeof (line as BudgetLine).id === "string" &&
      typeof (line as BudgetLine).name === "string" &&
      typeof (line as BudgetLine).amount === "string",
  );
  return valid ? (value as BudgetLine[]).map(({ id, name, amount }) => ({ id, name, amount })) : undefined;
}
