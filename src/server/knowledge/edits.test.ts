import { describe, expect, it } from "vitest";
import { editsUpTo } from "./edits";

describe("editsUpTo", () => {
  it.each([
    ["barcelona", "barcelona", 0],
    ["barcellona", "barcelona", 1],
    ["kyotto", "kyoto", 1],
    ["lisbno", "lisbon", 1], // a swap of two neighbours is one edit
    ["pairs", "paris", 1],
    ["rome", "roma", 1],
    ["tokio", "tokyo", 1],
    ["florance", "florence", 1],
    ["edinburg", "edinburgh", 1],
    ["reykjavk", "reykjavik", 1],
    ["", "ab", 2],
    ["ouarzazte", "ouarzazate", 1],
  ])("%s -> %s: %d", (a, b, edits) => {
    expect(editsUpTo(a, b, 2)).toBe(edits);
    expect(editsUpTo(b, a, 2)).toBe(edits);
  });

  it("answers max + 1 beyond the limit, however far", () => {
    expect(editsUpTo("paris", "london", 2)).toBe(3);
    expect(editsUpTo("kyoto", "kyotoprefecture", 2)).toBe(3);
    expect(editsUpTo("abcdef", "badcfe", 2)).toBe(3); // three swaps
    expect(editsUpTo("paris", "pariz", 0)).toBe(1);
  });

  it("agrees with a plain full-matrix distance on random words", () => {
    const full = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      return d[a.length]![b.length]!;
    };
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const word = () => Array.from({ length: 1 + (next() % 9) }, () => "abcde"[next() % 5]).join("");
    for (let n = 0; n < 2000; n++) {
      const [a, b] = [word(), word()];
      expect(editsUpTo(a, b, 2), `${a} ${b}`).toBe(Math.min(full(a, b), 3));
    }
  });
});
