import { currencyInfo } from "@shared/catalog/currencies";
import { allocate, formatMinor, toMinor } from "@shared/money";
import {
  COST_MESSAGES,
  expenseInputSchema,
  SPLIT_SHARE_MAX,
  type Expense,
  type ExpenseCategory,
  type ExpenseInput,
  type SplitMode,
} from "@shared/schemas/costs";
import { exponentOf } from "./costs-format";

/** The add-expense form as typed: every field a string, the split for every person so switching modes loses nothing. */
export interface ExpenseDraft {
  amount: string;
  title: string;
  currency: string;
  paidBy: string;
  mode: SplitMode;
  /** Who shares the expense, in the people's order. */
  among: string[];
  /** Weights by person (mode "shares"), as typed; 1 for someone not given one. */
  shares: Record<string, string>;
  /** Amounts by person (mode "exact"), as typed. */
  amounts: Record<string, string>;
  category: ExpenseCategory;
  /** yyyy-MM-dd, or empty for none. */
  date: string;
  note: string;
}

export type ExpenseField = "amount" | "title" | "currency" | "paidBy" | "split" | "date" | "note";
export type ExpenseErrors = Partial<Record<ExpenseField, string>>;

/** A fresh form: paid by me, split equally among everyone on the trip, in the currency given. */
export function newExpenseDraft(options: {
  people: readonly string[];
  me: string;
  currency: string;
  date: string;
}): ExpenseDraft {
  const { people, me, currency, date } = options;
  return {
    amount: "",
    title: "",
    currency,
    paidBy: people.includes(me) ? me : (people[0] ?? me),
    mode: "equal",
    among: [...people],
    shares: Object.fromEntries(people.map((id) => [id, "1"])),
    amounts: {},
    category: "other",
    date,
    note: "",
  };
}

/** The form holding a saved expense, for editing it. */
export function draftOfExpense(expense: Expense): ExpenseDraft {
  const { split } = expense;
  return {
    amount: expense.amount,
    title: expense.title,
    currency: expense.currency,
    paidBy: expense.paidBy,
    mode: split.mode,
    among: [...split.among],
    shares: Object.fromEntries(split.among.map((id) => [id, String(split.shares?.[id] ?? 1)])),
    amounts: { ...split.amounts },
    category: expense.category,
    date: expense.date ?? "",
    note: expense.note ?? "",
  };
}

/** An amount as typed on a phone whose decimal key is a comma ("12,50") reads as "12.50". */
export const normalizeAmount = (text: string) => {
  const trimmed = text.trim();
  return /^\d+,\d+$/.test(trimmed) ? trimmed.replace(",", ".") : trimmed;
};

/** An amount's minor units in `currency`, when it is a decimal that currency can hold. */
const minorOf = (text: string, currency: string) =>
  /^\d+(?:\.\d+)?$/.test(normalizeAmount(text)) ? toMinor(normalizeAmount(text), exponentOf(currency)) : undefined;

/** Why an amount typed in `currency` is refused, if it is: the server's own words (COST_MESSAGES). */
function amountProblem(text: string, currency: string, allowZero: boolean): string | undefined {
  const amount = normalizeAmount(text);
  if (!expenseInputSchema.shape.amount.safeParse(amount).success) return COST_MESSAGES.badAmount;
  const minor = toMinor(amount, exponentOf(currency));
  if (minor === undefined) return COST_MESSAGES.tooPrecise(currency, exponentOf(currency));
  if (minor === 0n && !allowZero) return COST_MESSAGES.badAmount;
  return undefined;
}

/**
 * The form checked with the server's rules (the request schema, the currency's decimals, the split adding up),
 * each field's message in the server's words. The server checks again and has the last word.
 */
export function checkExpense(draft: ExpenseDraft): { errors: ExpenseErrors; input?: ExpenseInput } {
  const input = expenseInput(draft);
  const errors: ExpenseErrors = {};
  const parsed = expenseInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ExpenseField;
      // The split's parts are worded below, person by person.
      if (field !== "split") errors[field] ??= issue.message;
    }
  }
  if (!errors.currency && !currencyInfo(input.currency)) errors.currency = COST_MESSAGES.unknownCurrency(input.currency);
  const amount = errors.currency ? undefined : amountProblem(draft.amount, input.currency, false);
  if (amount) errors.amount ??= amount;
  const split = splitProblem(draft);
  if (split) errors.split = split;
  return Object.keys(errors).length ? { errors } : { errors, input };
}

function splitProblem(draft: ExpenseDraft): string | undefined {
  if (draft.among.length === 0) return COST_MESSAGES.splitEmpty;
  if (draft.mode === "shares") {
    const valid = draft.among.every((id) => {
      const text = (draft.shares[id] ?? "1").trim();
      return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= SPLIT_SHARE_MAX;
    });
    return valid ? undefined : COST_MESSAGES.sharesMismatch;
  }
  if (draft.mode === "exact") {
    for (const id of draft.among) {
      const problem = amountProblem(draft.amounts[id] ?? "", draft.currency, true);
      if (problem) return problem;
    }
    const total = minorOf(draft.amount, draft.currency);
    if (total === undefined) return undefined;
    const sum = draft.among.reduce((a, id) => a + (minorOf(draft.amounts[id] ?? "", draft.currency) ?? 0n), 0n);
    const exponent = exponentOf(draft.currency);
    if (sum !== total) return COST_MESSAGES.exactNotTotal(formatMinor(total, exponent), formatMinor(sum, exponent));
  }
  return undefined;
}

/** The request the form sends (POST, or every field of a PATCH). */
function expenseInput(draft: ExpenseDraft): ExpenseInput {
  const { mode, among } = draft;
  const note = draft.note.trim();
  return {
    title: draft.title,
    amount: normalizeAmount(draft.amount),
    currency: draft.currency,
    paidBy: draft.paidBy,
    split: {
      mode,
      among,
      ...(mode === "shares" && { shares: Object.fromEntries(among.map((id) => [id, Number((draft.shares[id] ?? "1").trim())])) }),
      ...(mode === "exact" && { amounts: Object.fromEntries(among.map((id) => [id, normalizeAmount(draft.amounts[id] ?? "")])) }),
    },
    ...(draft.date && { date: draft.date }),
    category: draft.category,
    ...(note && { note }),
  };
}

/**
 * With exact amounts: what is left to assign in minor units (negative: assigned too much), once the total is a
 * valid amount; amounts not (yet) valid count as nothing.
 */
export function leftToAssign(draft: ExpenseDraft): bigint | undefined {
  const total = minorOf(draft.amount, draft.currency);
  if (total === undefined) return undefined;
  return draft.among.reduce((left, id) => left - (minorOf(draft.amounts[id] ?? "", draft.currency) ?? 0n), total);
}

/**
 * Each person's part as it will come out (equally or by shares, the leftover units to the first), in the
 * expense's currency, once the amount (and the shares) are valid: shown beside each person while typing.
 */
export function partsPreview(draft: ExpenseDraft): Map<string, string> | undefined {
  const total = minorOf(draft.amount, draft.currency);
  if (total === undefined || total === 0n || draft.among.length === 0 || draft.mode === "exact") return undefined;
  const weights = draft.among.map((id) => (draft.mode === "shares" ? Number((draft.shares[id] ?? "1").trim()) : 1));
  if (weights.some((weight) => !Number.isInteger(weight) || weight < 1 || weight > SPLIT_SHARE_MAX)) return undefined;
  const parts = allocate(
    total,
    weights.map((weight) => BigInt(weight)),
  );
  const exponent = exponentOf(draft.currency);
  return new Map(draft.among.map((id, index) => [id, formatMinor(parts[index]!, exponent)]));
}
