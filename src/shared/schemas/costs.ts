import { z } from "./zod";

/**
 * Trip costs (docs/api.md "Trip costs", decision 1140): a trip's expenses in any currency, the settlements between
 * its members, the balances and transfers that settle them, and a budget per category. Amounts travel as decimal
 * strings in their currency's own precision ("12.50", "10000", "1.250"); the arithmetic is in shared/money.ts.
 */

export const EXPENSE_CATEGORIES = ["food", "lodging", "transport", "activities", "shopping", "other"] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const SPLIT_MODES = ["equal", "shares", "exact"] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

/** An expense's title and note, in characters. */
export const EXPENSE_TITLE_MAX = 120;
export const EXPENSE_NOTE_MAX = 500;
/** Expenses and settlements a trip may hold. */
export const TRIP_EXPENSES_MAX = 2_000;
export const TRIP_SETTLEMENTS_MAX = 500;
/** Digits before the decimal point of an amount: up to 999,999,999,999 of any currency. */
export const AMOUNT_INTEGER_DIGITS = 12;
/** The largest weight of one person in a split by shares. */
export const SPLIT_SHARE_MAX = 1_000;

export const COST_MESSAGES = {
  badExpense:
    'Send a JSON object with a title, an amount such as "12.50", a currency such as "EUR", who paid (paidBy) and a split.',
  badAmount: `Write the amount as a positive number such as 12.50, with at most ${AMOUNT_INTEGER_DIGITS} digits before the decimal point.`,
  badCurrency: "Use a currency's three-letter ISO 4217 code, such as EUR or JPY.",
  unknownCurrency: (code: string) => `${code} is not a currency we know; use its ISO 4217 code, such as EUR.`,
  noRate: (from: string, to: string) => `There is no exchange rate from ${from} to ${to} yet.`,
  tooPrecise: (code: string, exponent: number) =>
    exponent === 0
      ? `${code} has no decimals: write a whole amount.`
      : `${code} has ${exponent} decimals: write at most ${exponent} digits after the decimal point.`,
  notAMember: "Who paid and everyone in the split must be people on this trip.",
  splitEmpty: "Split the expense among at least one person.",
  splitRepeats: "Name each person in the split once.",
  sharesMismatch: "Give a share (a whole number from 1) for each person in the split, and only for them.",
  amountsMismatch: "Give an amount for each person in the split, and only for them.",
  exactNotTotal: (total: string, sum: string) => `The exact amounts add up to ${sum}, not to the expense's ${total}.`,
  noSuchExpense: "No such expense on this trip.",
  noSuchSettlement: "No such settlement on this trip.",
  tooManyExpenses: `A trip holds at most ${TRIP_EXPENSES_MAX} expenses.`,
  tooManySettlements: `A trip holds at most ${TRIP_SETTLEMENTS_MAX} settlements.`,
  settleSelf: "A settlement is a payment from one person to another.",
  badSettlement: 'Send a JSON object with who paid (from), who received (to) and an amount such as "20.00".',
  currencyMoved: "Someone changed the trip's currency just now: read the costs again and retry.",
  noChange: "Send a JSON object with the fields of the expense to change.",
  badCosts: "Send a JSON object with the trip's currency and/or a budget per category.",
} as const;

const userId = z.string().min(1).max(100);
/** A change names at least one field (a body sent without a JSON content type reads as `{}`). */
const changesSomething = (patch: object) => Object.values(patch).some((value) => value !== undefined);
/** A decimal amount as typed: digits, optionally a point and more digits; its currency's precision is checked later. */
const amount = z
  .string({ error: COST_MESSAGES.badAmount })
  .trim()
  .regex(new RegExp(`^\\d{1,${AMOUNT_INTEGER_DIGITS}}(?:\\.\\d{1,3})?$`), COST_MESSAGES.badAmount);
const currency = z
  .string({ error: COST_MESSAGES.badCurrency })
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, COST_MESSAGES.badCurrency));
const day = z.iso.date({ error: "Use a date such as 2027-05-14." });

export const splitSchema = z
  .object({
    mode: z.enum(SPLIT_MODES, { error: 'Split by "equal", "shares" or "exact".' }),
    among: z.array(userId).min(1, COST_MESSAGES.splitEmpty).max(100),
    shares: z.record(userId, z.number().int().min(1).max(SPLIT_SHARE_MAX)).optional(),
    amounts: z.record(userId, amount).optional(),
  })
  .refine((split) => new Set(split.among).size === split.among.length, COST_MESSAGES.splitRepeats);
export type Split = z.infer<typeof splitSchema>;

const expenseFields = {
  title: z.string().trim().min(1, "Give the expense a title.").max(EXPENSE_TITLE_MAX),
  amount,
  currency,
  paidBy: userId,
  split: splitSchema,
  date: day.optional(),
  category: z.enum(EXPENSE_CATEGORIES, { error: `Choose a category: ${EXPENSE_CATEGORIES.join(", ")}.` }),
  note: z.string().trim().max(EXPENSE_NOTE_MAX).optional(),
  /** The plan stop it paid for (an item id of the plan). */
  stopId: z.string().max(80).optional(),
};

/** POST /api/itineraries/:id/expenses. */
export const expenseInputSchema = z.object(
  { ...expenseFields, category: expenseFields.category.default("other") },
  { error: COST_MESSAGES.badExpense },
);
export type ExpenseInput = z.input<typeof expenseInputSchema>;
/** PATCH /api/itineraries/:id/expenses/:expenseId: the fields to change; a null date, note or stop removes it. */
export const expensePatchSchema = z
  .object(
    {
      ...expenseFields,
      date: expenseFields.date.unwrap().nullable(),
      note: expenseFields.note.unwrap().nullable(),
      stopId: expenseFields.stopId.unwrap().nullable(),
    },
    { error: COST_MESSAGES.noChange },
  )
  .partial()
  .refine(changesSomething, COST_MESSAGES.noChange);

/** POST /api/itineraries/:id/settlements: a payment between two people (in the trip's currency unless given). */
export const settlementInputSchema = z.object(
  { from: userId, to: userId, amount, currency: currency.optional(), date: day.optional() },
  { error: COST_MESSAGES.badSettlement },
);
export type SettlementInput = z.input<typeof settlementInputSchema>;

/** PATCH /api/itineraries/:id/costs: the trip's currency, and the budget per category (null removes one). */
export const costsPatchSchema = z
  .object(
    {
      currency: currency.optional(),
      budget: z.partialRecord(z.enum(EXPENSE_CATEGORIES), amount.nullable()).optional(),
    },
    { error: COST_MESSAGES.badCosts },
  )
  .refine(changesSomething, COST_MESSAGES.badCosts);

/** What each of the guides' price levels (0 free to 3 expensive) stands for per person, in US dollars. */
export const LEVEL_PRICES_USD = ["0", "10", "30", "80"] as const;

/** How the costs name someone whose name is not kept (their account was deleted). */
export const FORMER_TRAVELLER = "Former traveller";

export interface Person {
  userId: string;
  name: string;
}

/** Where a frozen rate came from: the shipped table (with its date) or the RATES_URL service. */
export type RateSource = "table" | "service";

/** One expense as the API answers it. */
export interface Expense {
  id: string;
  title: string;
  amount: string;
  currency: string;
  /** Units of the trip's currency for one unit of the expense's, frozen when it was entered. */
  rate: string;
  rateDate: string;
  rateSource: RateSource;
  /** The amount in the trip's currency. */
  converted: string;
  paidBy: string;
  split: Split;
  /** Each person's part in the trip's currency; they add up to `converted`. */
  parts: { userId: string; amount: string }[];
  date?: string;
  category: ExpenseCategory;
  note?: string;
  stopId?: string;
  createdBy: Person;
  createdAt: string;
  updatedBy?: Person;
  updatedAt?: string;
}

export interface Settlement {
  id: string;
  from: string;
  to: string;
  amount: string;
  currency: string;
  rate: string;
  rateDate: string;
  converted: string;
  date?: string;
  createdBy: Person;
  createdAt: string;
}

/** GET /api/itineraries/:id/balances. Nets add up to exactly zero; the transfers settle them. */
export interface Balances {
  currency: string;
  members: {
    userId: string;
    name: string;
    /** Expenses paid and settlements sent. */
    paid: string;
    /** Parts of expenses and settlements received. */
    share: string;
    /** paid - share: positive is owed money, negative owes. */
    net: string;
    /** false for someone who has left the trip (their history stays). */
    onTrip: boolean;
  }[];
  transfers: { from: string; to: string; amount: string }[];
}

/** The last change of the trip's currency: balances were converted with this rate. */
export interface CurrencyChange {
  from: string;
  to: string;
  rate: string;
  rateDate: string;
  at: string;
}

/**
 * The plan's estimated costs from the guides' price levels (free, cheap, moderate, expensive), per person in the
 * trip's currency: each level stands for a typical ticket or meal price (LEVEL_PRICES_USD).
 */
export interface CostEstimate {
  total: string;
  days: { day: number; amount: string }[];
  stops: { itemId: string; amount: string; level: number }[];
}

/** GET /api/itineraries/:id/costs: everything the Costs tab shows, in one answer. */
export interface TripCosts {
  currency: string;
  currencyChange?: CurrencyChange;
  /** The rates new expenses get: the shipped table's date, or the service's. */
  rates: { source: RateSource; date: string };
  budget: { category: ExpenseCategory; amount: string | null; spent: string }[];
  /** null when there is no rate from the US dollar (the levels' currency) to the trip's. */
  estimate: CostEstimate | null;
  expenses: Expense[];
  settlements: Settlement[];
  balances: Balances;
}
