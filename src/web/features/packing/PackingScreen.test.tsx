import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import PackingScreen from "./PackingScreen";

describe("Packing checklist", () => {
  it("lists five categories with their fixed items", () => {
    render(<PackingScreen />);
    const counts = ["Clothing", "Toiletries", "Tech", "Documents", "Misc"].map((name) => {
      const section = screen.getByRole("region", { name });
      return within(section).getAllByRole("checkbox").length;
    });
    expect(counts).toEqual([5, 5, 5, 4, 4]);
    expect(screen.getByText(/0 of 23/)).toBeInTheDocument();
  });

  it("toggles an item struck through, counts progress per category and overall, and remembers it", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PackingScreen />);
    const tech = screen.getByRole("region", { name: "Tech" });
    const camera = within(tech).getByRole("checkbox", { name: "Camera" });
    await user.click(camera);
    expect(camera).toBeChecked();
    expect(within(tech).getByText("Camera")).toHaveClass("line-through");
    expect(tech).toHaveTextContent("1/5");
    expect(screen.getByText(/1 of 23/)).toBeInTheDocument();

    await user.click(within(tech).getByText("Power bank"));
    expect(tech).toHaveTextContent("2/5");
    await user.click(camera);
    expect(camera).not.toBeChecked();
    expect(within(tech).getByText("Camera")).not.toHaveClass("line-through");
    unmount();

    render(<PackingScreen />);
    expect(screen.getByRole("checkbox", { name: "Power bank" })).toBeChecked();
    expect(screen.getByText(/1 of 23/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByRole("checkbox", { name: "Power bank" })).not.toBeChecked();
  });
});
