import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import FaqsScreen from "./FaqsScreen";

describe("FAQs", () => {
  it("has eight questions with at most one answer open, and clicking the open one closes it", async () => {
    const user = userEvent.setup();
    render(<FaqsScreen />);
    const questions = screen.getAllByRole("button");
    expect(questions).toHaveLength(8);
    expect(questions.every((q) => q.getAttribute("aria-expanded") === "false")).toBe(true);

    await user.click(questions[0]!);
    expect(questions[0]).toHaveAttribute("aria-expanded", "true");
    await user.click(questions[3]!);
    expect(questions[3]).toHaveAttribute("aria-expanded", "true");
    expect(questions[0]).toHaveAttribute("aria-expanded", "false");
    await user.click(questions[3]!);
    expect(questions.filter((q) => q.getAttribute("aria-expanded") === "true")).toHaveLength(0);
  });
});
