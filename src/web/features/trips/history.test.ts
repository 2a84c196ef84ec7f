import { describe, expect, it } from "vitest";
import { HISTORY_LIMIT, historyReducer, startHistory, type History } from "./history";

const run = (actions: Parameters<typeof historyReducer<number>>[1][], from: History<number> = startHistory(0)) =>
  actions.reduce(historyReducer<number>, from);

describe("undo history", () => {
  it("undoes and redoes edits in order, and a new edit drops the redo list", () => {
    const edited = run([{ type: "edit", next: 1 }, { type: "edit", next: 2 }, { type: "undo" }]);
    expect(edited.present).toBe(1);
    expect(run([{ type: "redo" }], edited).present).toBe(2);
    const branched = run([{ type: "edit", next: 5 }], edited);
    expect(branched).toEqual({ past: [0, 1], present: 5, future: [] });
    expect(run([{ type: "redo" }], branched)).toBe(branched);
  });

  it("keeps the last HISTORY_LIMIT (at least 20) edits", () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(20);
    const many = run(Array.from({ length: HISTORY_LIMIT + 10 }, (_, i) => ({ type: "edit" as const, next: i + 1 })));
    expect(many.past).toHaveLength(HISTORY_LIMIT);
    const undone = run(
      Array.from({ length: HISTORY_LIMIT + 5 }, () => ({ type: "undo" as const })),
      many,
    );
    expect(undone.present).toBe(10);
  });

  it("starts over on reset, and ignores an edit that changes nothing", () => {
    const state = run([{ type: "edit", next: 1 }]);
    expect(run([{ type: "edit", next: 1 }], state)).toBe(state);
    expect(run([{ type: "reset", present: 7 }], state)).toEqual({ past: [], present: 7, future: [] });
  });

  it("settles the plan just saved on the server's copy without an undo step, unless another edit came since", () => {
    const edited = run([{ type: "edit", next: 1 }]);
    expect(run([{ type: "settle", from: 1, to: 11 }], edited)).toEqual({ past: [0], present: 11, future: [] });
    expect(
      run(
        [
          { type: "edit", next: 2 },
          { type: "settle", from: 1, to: 11 },
        ],
        edited,
      ).present,
    ).toBe(2);
  });
});
