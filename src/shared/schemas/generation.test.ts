import { describe, expect, it } from "vitest";
import {
  chatPromptSchema,
  DATE_MESSAGES,
  parseDateRange,
  planRequestSchema,
  REQUIRED_FIELDS_MESSAGE,
  surpriseRequestSchema,
  validationMessage,
} from "./generation";

const message = (result: { success: boolean; error?: unknown }) =>
  result.success ? undefined : validationMessage(result.error as Parameters<typeof validationMessage>[0]);

describe("plan and surprise requests", () => {
  it("accepts and trims a valid request", () => {
    expect(
      planRequestSchema.parse({ destination: " Kyoto ", dates: "2026-12-01 to 2026-12-05", theme: "Family Vacation" }),
    ).toEqual({
      destination: "Kyoto",
      dates: "2026-12-01 to 2026-12-05",
      theme: "Family Vacation",
    });
    expect(surpriseRequestSchema.parse({ country: "Peru", dates: "2026-12-01 to 2026-12-01" }).country).toBe("Peru");
  });

  it.each([
    {},
    { destination: "", dates: "2026-12-01 to 2026-12-02", theme: "x" },
    { destination: "  ", dates: "", theme: "x" },
    { destination: 5, dates: "2026-12-01 to 2026-12-02", theme: "x" },
  ])("asks for all required fields: %j", (body) =>
    expect(message(planRequestSchema.safeParse(body))).toBe(REQUIRED_FIELDS_MESSAGE),
  );

  it("limits text fields to 120 characters", () => {
    expect(
      message(planRequestSchema.safeParse({ destination: "x".repeat(121), dates: "2026-12-01 to 2026-12-02", theme: "x" })),
    ).toBe("Destination must be at most 120 characters.");
    expect(
      message(surpriseRequestSchema.safeParse({ country: "x".repeat(120), dates: "2026-12-01 to 2026-12-02" })),
    ).toBeUndefined();
  });

  it.each([
    ["2026-12-01", DATE_MESSAGES.format],
    ["01/12/2026 to 05/12/2026", DATE_MESSAGES.format],
    ["2026-02-30 to 2026-03-02", DATE_MESSAGES.invalid],
    ["2026-13-01 to 2026-13-02", DATE_MESSAGES.invalid],
    ["2026-12-05 to 2026-12-01", DATE_MESSAGES.order],
    ["2026-12-01 to 2026-12-31", DATE_MESSAGES.tooLong],
  ])("rejects dates %s", (dates, expected) => {
    expect(message(surpriseRequestSchema.safeParse({ country: "Peru", dates }))).toBe(expected);
  });

  it("lists every date of a range, 30 days at most", () => {
    const range = parseDateRange("2028-02-27 to 2028-03-01");
    expect(range.ok && range.range.dates).toEqual(["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"]);
    const month = parseDateRange("2026-12-01 to 2026-12-30");
    expect(month.ok && month.range.dates.length).toBe(30);
  });
});

describe("chat prompt", () => {
  it("allows up to 4,000 characters, untrimmed, not only whitespace", () => {
    expect(chatPromptSchema.parse("  hi  ")).toBe("  hi  ");
    expect(chatPromptSchema.safeParse("x".repeat(4000)).success).toBe(true);
    expect(chatPromptSchema.safeParse("x".repeat(4001)).error?.issues[0]?.message).toBe(
      "Your message is too long (at most 4,000 characters).",
    );
    expect(chatPromptSchema.safeParse("   ").error?.issues[0]?.message).toBe("Please type a message.");
  });
});
