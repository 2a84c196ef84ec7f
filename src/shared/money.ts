/**
 * Money arithmetic for trip costs (decision 1140): amounts are BigInt minor units of their currency (ISO 4217
 * exponents: JPY 0, EUR 2, KWD 3), never floating point. Every division goes by the largest remainder, so parts
 * always add up to the whole; rates are exact decimal strings. No zod, no DOM: the server and the page share it.
 */

/** "12.50" in a currency of `exponent` decimals as minor units (1250n); undefined when it has more decimals. */
export function toMinor(text: string, exponent: number): bigint | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const decimals = (match[2] ?? "").replace(/0+$/, "");
  if (decimals.length > exponent) return undefined;
  return BigInt(match[1]! + decimals.padEnd(exponent, "0"));
}

/** Minor units as a decimal string in the currency's own precision: 1250n, 2 → "12.50"; -5n, 2 → "-0.05". */
export function formatMinor(minor: bigint, exponent: number): string {
  const sign = minor < 0n ? "-" : "";
  const digits = (minor < 0n ? -minor : minor).toString().padStart(exponent + 1, "0");
  if (exponent === 0) return sign + digits;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/**
 * `total` divided in proportion to `weights` (non-negative, not all zero) by the largest-remainder method: each
 * part is its proportional share rounded down, and the units left over go one each to the largest remainders
 * (the earlier weight first on a tie). The parts always add up to `total`.
 */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum <= 0n || weights.some((w) => w < 0n)) throw new RangeError("Weights must be non-negative and not all zero.");
  const negative = total < 0n;
  const whole = negative ? -total : total;
  const parts = weights.map((w) => (whole * w) / sum);
  let left = whole - parts.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((w, index) => ({ index, remainder: (whole * w) % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return negative ? parts.map((p) => -p) : parts;
}

/** A positive decimal string as a fraction: "1.0842" → 10842n / 10000n. */
function fraction(rate: string): { n: bigint; d: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!match) throw new RangeError(`Not a rate: ${rate}`);
  const decimals = match[2] ?? "";
  return { n: BigInt(match[1]! + decimals), d: 10n ** BigInt(decimals.length) };
}

/** n / d rounded half away from zero (d > 0). */
function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const whole = negative ? -n : n;
  const q = (whole * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/**
 * `minor` units of a currency of `fromExponent` decimals, at `rate` (units of the target for one unit of the
 * source), in minor units of a currency of `toExponent` decimals, rounded half away from zero.
 */
export function convertMinor(minor: bigint, fromExponent: number, rate: string, toExponent: number): bigint {
  const { n, d } = fraction(rate);
  return divideRounded(minor * n * 10n ** BigInt(toExponent), d * 10n ** BigInt(fromExponent));
}

/** Significant digits a rate is kept to: enough for any amount we accept to convert to the unit. */
export const RATE_DIGITS = 12;

/** The exact quotient or product of rates as a decimal string rounded to RATE_DIGITS significant digits. */
function rateOf(n: bigint, d: bigint): string {
  if (n <= 0n || d <= 0n) throw new RangeError("Rates are positive.");
  // Scale so the integer quotient has RATE_DIGITS digits, then place the decimal point back.
  let scale = 0;
  while (n * 10n ** BigInt(Math.max(scale, 0)) < d * 10n ** BigInt(RATE_DIGITS - 1 + Math.max(-scale, 0))) scale++;
  while (scale > 0 && n * 10n ** BigInt(scale - 1) >= d * 10n ** BigInt(RATE_DIGITS)) scale--;
  const q = divideRounded(n * 10n ** BigInt(scale), d);
  const text = formatMinor(q, scale);
  return scale > 0 ? text.replace(/\.?0+$/, "") : text;
}

/** How many units of B one unit of A buys, from both rates against one base (units of A and B per base unit). */
export function crossRate(perBaseA: string, perBaseB: string): string {
  const a = fraction(perBaseA);
  const b = fraction(perBaseB);
  return rateOf(b.n * a.d, b.d * a.n);
}

/** A rate to X followed by a rate from X to Y: the rate to Y. */
export function chainRates(first: string, second: string): string {
  const a = fraction(first);
  const b = fraction(second);
  return rateOf(a.n * b.n, a.d * b.d);
}

export interface Transfer<Id> {
  from: Id;
  to: Id;
  amount: bigint;
}

/** Nets beyond which settle-up pairs greedily instead of searching for the fewest transfers (2^n subsets). */
const EXACT_SETTLE_MAX = 16;

/**
 * Transfers that clear every net (positive: is owed; the nets add up to zero), as few as we can find: people
 * whose nets cancel within a group settle inside it, so the count is (people with a net) - (groups); the groups
 * are found exactly for up to 16 people with a net, and the whole set is one group beyond. Inside a group the
 * largest debtor pays the largest creditor, so there are never more than (members - 1) transfers.
 */
export function settleUp<Id>(nets: readonly { id: Id; net: bigint }[]): Transfer<Id>[] {
  const open = nets.filter((n) => n.net !== 0n);
  if (open.reduce((a, b) => a + b.net, 0n) !== 0n) throw new RangeError("Nets must add up to zero.");
  const groups = open.length <= EXACT_SETTLE_MAX ? zeroSumGroups(open.map((n) => n.net)) : [open.map((_, i) => i)];
  return groups.flatMap((group) => settleGroup(group.map((i) => open[i]!)));
}

/** The most groups of indices whose values add up to zero, covering all (values add up to zero). */
function zeroSumGroups(values: readonly bigint[]): number[][] {
  const n = values.length;
  const full = (1 << n) - 1;
  const sums: bigint[] = new Array<bigint>(full + 1);
  sums[0] = 0n;
  // best[mask]: the most zero-sum groups the people in `mask` split into (when their sum is zero).
  const best = new Int8Array(full + 1);
  const last = new Int32Array(full + 1); // the mask a group ended at, to read the groups back
  for (let mask = 1; mask <= full; mask++) {
    const low = mask & -mask;
    sums[mask] = sums[mask ^ low]! + values[31 - Math.clz32(low)]!;
  }
  for (let mask = 1; mask <= full; mask++) {
    let top = 0;
    let from = 0;
    for (let rest = mask; rest; rest &= rest - 1) {
      const without = mask ^ (rest & -rest);
      if (best[without]! >= top) {
        top = best[without]!;
        from = without;
      }
    }
    best[mask] = top + (sums[mask] === 0n ? 1 : 0);
    last[mask] = from;
  }
  // Walk back down the chain of masks the best count came from: the zero-sum masks on it are where groups
  // end, and a group is the people removed between two of them.
  const groups: number[][] = [];
  let current: number[] = [];
  for (let mask = full; mask; mask = last[mask]!) {
    if (sums[mask] === 0n && current.length) {
      groups.push(current);
      current = [];
    }
    current.push(31 - Math.clz32(mask ^ last[mask]!));
  }
  if (current.length) groups.push(current);
  return groups;
}

function settleGroup<Id>(people: { id: Id; net: bigint }[]): Transfer<Id>[] {
  const left = people.map((p) => ({ ...p }));
  const transfers: Transfer<Id>[] = [];
  for (;;) {
    const creditor = left.reduce((a, b) => (b.net > a.net ? b : a));
    const debtor = left.reduce((a, b) => (b.net < a.net ? b : a));
    if (creditor.net <= 0n || debtor.net >= 0n) return transfers;
    const amount = creditor.net < -debtor.net ? creditor.net : -debtor.net;
    transfers.push({ from: debtor.id, to: creditor.id, amount });
    creditor.net -= amount;
    debtor.net += amount;
  }
}
