import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, chainRates, convertMinor, crossRate, formatMinor, settleUp, toMinor } from "./money";

const exponent = fc.constantFrom(0, 2, 3);
const minor = fc.bigInt({ min: 0n, max: 10n ** 15n });

describe("toMinor and formatMinor", () => {
  it("read amounts in the currency's own precision", () => {
    expect(toMinor("12.50", 2)).toBe(1250n);
    expect(toMinor("12.5", 2)).toBe(1250n);
    expect(toMinor("10000", 0)).toBe(10000n);
    expect(toMinor("1.250", 3)).toBe(1250n);
    expect(toMinor("1.5", 0)).toBeUndefined();
    expect(toMinor("0.001", 2)).toBeUndefined();
    expect(toMinor("12.000", 0)).toBe(12n); // trailing zeros are not precision
    expect(toMinor("-1", 2)).toBeUndefined();
    expect(toMinor("1e3", 2)).toBeUndefined();
    expect(formatMinor(1250n, 2)).toBe("12.50");
    expect(formatMinor(5n, 2)).toBe("0.05");
    expect(formatMinor(-5n, 3)).toBe("-0.005");
    expect(formatMinor(10000n, 0)).toBe("10000");
  });

  it("round-trip every amount", () => {
    fc.assert(fc.property(minor, exponent, (m, e) => toMinor(formatMinor(m, e), e) === m));
  });
});

describe("allocate (largest remainder)", () => {
  it("gives the left-over units to the largest remainders, the earlier first", () => {
    expect(allocate(1000n, [1n, 1n, 1n])).toEqual([334n, 333n, 333n]);
    expect(allocate(100n, [1n, 2n])).toEqual([33n, 67n]);
    expect(allocate(-1000n, [1n, 1n, 1n])).toEqual([-334n, -333n, -333n]);
    expect(allocate(5n, [0n, 1n])).toEqual([0n, 5n]);
  });

  it("parts always add up to the whole and stay within one unit of their exact share", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.array(fc.bigInt({ min: 0n, max: 1000n }), { minLength: 1, maxLength: 30 }).filter((w) => w.some((x) => x > 0n)),
        (total, weights) => {
          const parts = allocate(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0n);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
          parts.forEach((part, i) => {
            const exact = total * weights[i]!; // part * sum is within `sum` of this
            const diff = part * sum - exact;
            expect(diff < 0n ? -diff : diff).toBeLessThan(sum);
          });
        },
      ),
    );
  });
});

describe("rates", () => {
  it("convert in integers, rounding half away from zero", () => {
    expect(convertMinor(1250n, 2, "0.93", 2)).toBe(1163n); // 11.625 → 11.63
    expect(convertMinor(10000n, 0, "0.0060", 2)).toBe(6000n); // ¥10000 → 60.00
    expect(convertMinor(100n, 2, "155.45", 0)).toBe(155n); // $1 → ¥155
    expect(convertMinor(1000n, 3, "3.25", 2)).toBe(325n); // 1 KWD → 3.25
  });

  it("cross and chain rates exactly to twelve significant digits", () => {
    expect(crossRate("0.93", "155.45")).toBe("167.150537634"); // EUR → JPY
    expect(crossRate("1", "0.93")).toBe("0.93");
    expect(crossRate("155.45", "1")).toBe("0.00643293663557");
    expect(chainRates("1.08", "0.85")).toBe("0.918");
  });

  it("conversion with a frozen rate is deterministic and monotonic", () => {
    const rate = fc.tuple(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 8 })).map(([n, s]) => {
      const text = formatMinor(BigInt(n), s);
      return text;
    });
    fc.assert(
      fc.property(minor, minor, exponent, rate, exponent, (a, b, from, r, to) => {
        expect(convertMinor(a, from, r, to)).toBe(convertMinor(a, from, r, to));
        if (a <= b) expect(convertMinor(a, from, r, to) <= convertMinor(b, from, r, to)).toBe(true);
      }),
    );
  });
});

describe("settleUp", () => {
  const nets = fc
    .array(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), { minLength: 1, maxLength: 21 })
    .map((values) => [...values, -values.reduce((a, b) => a + b, 0n)].map((net, id) => ({ id, net })));

  it("clears every net with at most (people - 1) transfers of positive amounts", () => {
    fc.assert(
      fc.property(nets, (people) => {
        const transfers = settleUp(people);
        const left = new Map(people.map((p) => [p.id, p.net]));
        for (const t of transfers) {
          expect(t.amount > 0n).toBe(true);
          left.set(t.from, left.get(t.from)! + t.amount);
          left.set(t.to, left.get(t.to)! - t.amount);
        }
        expect([...left.values()].every((net) => net === 0n)).toBe(true);
        expect(transfers.length).toBeLessThanOrEqual(Math.max(people.filter((p) => p.net !== 0n).length - 1, 0));
      }),
    );
  });

  it("settles groups that cancel among themselves apart: the fewest transfers", () => {
    // A owes 10 to B; C owes 7 to D: two transfers, not three.
    const transfers = settleUp([
      { id: "A", net: -10n },
      { id: "C", net: -7n },
      { id: "B", net: 10n },
      { id: "D", net: 7n },
    ]);
    expect(transfers).toHaveLength(2);
    expect(transfers).toEqual(
      expect.arrayContaining([
        { from: "A", to: "B", amount: 10n },
        { from: "C", to: "D", amount: 7n },
      ]),
    );
  });

  it("finds the fewest transfers for small groups (checked against every way to split them)", () => {
    const small = fc
      .array(fc.integer({ min: -6, max: 6 }), { minLength: 1, maxLength: 7 })
      .map((values) => [...values, -values.reduce((a, b) => a + b, 0)].map((net, id) => ({ id, net: BigInt(net) })));
    fc.assert(
      fc.property(small, (people) => {
        const open = people.filter((p) => p.net !== 0n).map((p) => p.net);
        expect(settleUp(people)).toHaveLength(open.length - mostZeroSumGroups(open));
      }),
    );
  });

  it("refuses nets that do not add up to zero", () => {
    expect(() => settleUp([{ id: 1, net: 5n }])).toThrow(RangeError);
  });
});

/** Brute force over every partition: the most groups of values that each add up to zero. */
function mostZeroSumGroups(values: bigint[]): number {
  if (values.length === 0) return 0;
  const [first, ...rest] = values;
  let best = 0;
  // The group holding the first value: every subset of the rest with it.
  for (let mask = 0; mask < 1 << rest.length; mask++) {
    const inGroup = rest.filter((_, i) => mask & (1 << i));
    if (inGroup.reduce((a, b) => a + b, first!) !== 0n) continue;
    best = Math.max(best, 1 + mostZeroSumGroups(rest.filter((_, i) => !(mask & (1 << i)))));
  }
  return best;
}
