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

/** docs/product.md: a line is added only when the trimmed name and the amount are both non-empty. */
export function canAddLine(name: string, amount: string): boolean {
  return name.trim() !== "" && amount.trim() !== "";
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
