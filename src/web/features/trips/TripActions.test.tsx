import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Printer, Share2 } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { TripActions } from "./TripActions";

describe("the trip menu", () => {
  it("opens on its first item; arrows, Home and End move; Escape closes back to the button", async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    render(
      <TripActions
        canShare={false}
        actions={[
          { label: "Print", Icon: Printer, onSelect: print },
          { label: "Share link and calendar feed", Icon: Share2, onSelect: vi.fn() },
        ]}
      />,
    );
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Trip actions" });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const [first, second] = screen.getAllByRole("menuitem");
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(first).toHaveFocus();
    await user.keyboard("{End}");
    expect(second).toHaveFocus();
    await user.keyboard("{Home}{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole("menuitem", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("while the page loads, Share and the menu are drawn but disabled", () => {
    render(<TripActions canShare />);
    expect(screen.getByRole("button", { name: "Share" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Trip actions" })).toBeDisabled();
  });
});
