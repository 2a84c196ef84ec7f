import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PHRASEBOOK } from "@shared/catalog/phrasebook";
import PhrasesScreen from "./PhrasesScreen";

describe("Phrasebook", () => {
  it("shows Adventure by default with four phrases, each with a tip", () => {
    render(<PhrasesScreen />);
    const types = within(screen.getByRole("group", { name: "Travel type" })).getAllByRole("button");
    expect(types.map((button) => button.textContent)).toEqual([
      "Adventure",
      "Business",
      "Romantic",
      "Cultural",
      "Family",
      "Solo",
      "Luxury",
    ]);
    expect(screen.getByRole("button", { name: "Adventure" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: "Adventure phrases" })).toBeInTheDocument();
    const cards = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent(PHRASEBOOK.Adventure[0]!.phrase);
    expect(cards[0]).toHaveTextContent(PHRASEBOOK.Adventure[0]!.tip);
  });

  it("switches type from the keyboard and remembers it", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PhrasesScreen />);
    screen.getByRole("button", { name: "Adventure" }).focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Business" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Business" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Adventure" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText(`“${PHRASEBOOK.Business[0]!.phrase}”`)).toBeInTheDocument();
    unmount();

    render(<PhrasesScreen />);
    expect(screen.getByRole("button", { name: "Business" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByRole("button", { name: "Adventure" })).toHaveAttribute("aria-pressed", "true");
  });
});
