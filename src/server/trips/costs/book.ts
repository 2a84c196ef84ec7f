import { currencyInfo } from "@shared/catalog/currencies";
import { allocate, convertMinor, formatMinor, settleUp, toMinor } from "@shared/money";
import { COST_MESSAGES, FORMER_TRAVELLER, type Balances, type Split } from "@shared/schemas/costs";
import { invalidInput } from "../../errors";

/**
 * A trip's cost book (decision 1140): the arithmetic from stored expenses and settlements to each person's parts,
 * balances and the transfers that settle them. Pure: the routes read the rows and answer what this computes.
 * Everything is BigInt minor units; each expense is converted once, at its frozen rate, and then divided in the
 * trip's currency by the largest remainder, so an expense's parts add up to it and the nets to exactly zero.
 */

/** The exponent of a currency we know; a client's unknown code is refused with a clear message. */
export function exponentOf(code: string): number {
  const info = currencyInfo(code);
  if (!info) throw invalidInput(COST_MESSAGES.unknownCurrency(code));
  return info.exponent;
}

/** A positive amount of `currency` as minor units, refused when it has more decimals than the currency. */
export function parseAmount(text: string, currency: string, options: { zero?: boolean } = {}): bigint {
  const exponent = exponentOf(currency);
  const minor = toMinor(text, exponent);
  if (minor === undefined) throw invalidInput(COST_MESSAGES.tooPrecise(currency, exponent));
  if (minor === 0n && !options.zero) throw invalidInput(COST_MESSAGES.badAmount);
  return minor;
}

export const money = (minor: bigint, currency: string) => formatMinor(minor, exponentOf(currency));

/** What the book needs of a stored expense or settlement. */
export interface Entry {
  amount: bigint;
  currency: string;
  /** Units of the trip's currency for one unit of `currency`. */
  rate: string;
}

/** An entry's amount in the trip's currency. */
export const converted = (entry: Entry, tripCurrency: string) =>
  convertMinor(entry.amount, exponentOf(entry.currency), entry.rate, exponentOf(tripCurrency));

/**
 * Checks a split against the expense's amount and the people who may be in it, and answers it in a canonical
 * form (only the fields its mode uses). Exact amounts are in the expense's currency and must add up to it.
 */
export function checkSplit(split: Split, amount: bigint, currency: string, people: ReadonlySet<string>): Split {
  if (!split.among.every((id) => people.has(id))) throw invalidInput(COST_MESSAGES.notAMember);
  const sameKeys = (record: Record<string, unknown> | undefined) =>
    record !== undefined &&
    Object.keys(record).length === split.among.length &&
    split.among.every((id) => Object.hasOwn(record, id));
  switch (split.mode) {
    case "equal":
      return { mode: "equal", among: split.among };
    case "shares":
      if (!sameKeys(split.shares)) throw invalidInput(COST_MESSAGES.sharesMismatch);
      return { mode: "shares", among: split.among, shares: split.shares };
    case "exact": {
      if (!sameKeys(split.amounts)) throw invalidInput(COST_MESSAGES.amountsMismatch);
      const minors = split.among.map((id) => parseAmount(split.amounts![id]!, currency, { zero: true }));
      const sum = minors.reduce((total, minor) => total + minor, 0n);
      if (sum !== amount) throw invalidInput(COST_MESSAGES.exactNotTotal(money(amount, currency), money(sum, currency)));
      const amounts = Object.fromEntries(split.among.map((id, i) => [id, money(minors[i]!, currency)]));
      return { mode: "exact", among: split.among, amounts };
    }
  }
}

/** Each person's part of an expense in the trip's currency, in the order of `split.among`; they add up to `total`. */
export function parts(split: Split, currency: string, total: bigint): bigint[] {
  const weights = split.among.map((id) => {
    if (split.mode === "shares") return BigInt(split.shares![id]!);
    if (split.mode === "exact") return toMinor(split.amounts![id]!, exponentOf(currency))!;
    return 1n;
  });
  // Exact amounts of zero for everyone cannot happen (they add up to a positive amount); guard the division anyway.
  return weights.some((w) => w > 0n) ? allocate(total, weights) : weights.map(() => 0n);
}

export interface BookExpense extends Entry {
  paidBy: string;
  split: Split;
}
export interface BookSettlement extends Entry {
  from: string;
  to: string;
}

/**
 * Balances in the trip's currency: per person what they paid (expenses and settlements sent), their share (parts
 * of expenses and settlements received) and the net; the nets add up to zero, and the transfers clear them.
 * `people` are everyone to list, in order (the trip's people first, then those who left).
 */
export function balances(
  tripCurrency: string,
  people: readonly { userId: string; name: string; onTrip: boolean }[],
  expenses: readonly BookExpense[],
  settlements: readonly BookSettlement[],
): Balances {
  const paid = new Map<string, bigint>(people.map((p) => [p.userId, 0n]));
  const share = new Map<string, bigint>(people.map((p) => [p.userId, 0n]));
  const add = (map: Map<string, bigint>, id: string, amount: bigint) => map.set(id, (map.get(id) ?? 0n) + amount);
  for (const expense of expenses) {
    const total = converted(expense, tripCurrency);
    add(paid, expense.paidBy, total);
    parts(expense.split, expense.currency, total).forEach((part, i) => add(share, expense.split.among[i]!, part));
  }
  for (const settlement of settlements) {
    const amount = converted(settlement, tripCurrency);
    add(paid, settlement.from, amount);
    add(share, settlement.to, amount);
  }
  const listed = [...people];
  // Someone in the entries but not among `people` (a name never kept) still counts: the nets must add up.
  for (const id of new Set([...paid.keys(), ...share.keys()]))
    if (!listed.some((p) => p.userId === id)) listed.push({ userId: id, name: FORMER_TRAVELLER, onTrip: false });
  const nets = listed.map((p) => ({ id: p.userId, net: (paid.get(p.userId) ?? 0n) - (share.get(p.userId) ?? 0n) }));
  const format = (minor: bigint) => money(minor, tripCurrency);
  return {
    currency: tripCurrency,
    members: listed.map((p, i) => ({
      userId: p.userId,
      name: p.name,
      paid: format(paid.get(p.userId) ?? 0n),
      share: format(share.get(p.userId) ?? 0n),
      net: format(nets[i]!.net),
      onTrip: p.onTrip,
    })),
    transfers: settleUp(nets).map((t) => ({ from: t.from, to: t.to, amount: format(t.amount) })),
  };
}
