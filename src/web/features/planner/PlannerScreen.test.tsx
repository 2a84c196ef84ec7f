import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import PlannerScreen, { PLANNER_KEY } from "./PlannerScreen";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2025, 5, 10, 9, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

const countdown = () => screen.getByTestId("countdown");
const notes = () => screen.getAllByRole("textbox", { name: /^Notes for day/ });

describe("Travel planner", () => {
  it("defaults to 3 days and asks for a start date", () => {
    render(<PlannerScreen />);
    expect(screen.getByLabelText("Duration (days)")).toHaveValue(3);
    expect(screen.getByLabelText("Duration (days)")).toHaveAttribute("min", "1");
    expect(notes()).toHaveLength(3);
    expect(countdown()).toHaveTextContent("Pick a start date");
  });

  it("counts down whole days, never below 0", () => {
    render(<PlannerScreen />);
    const start = screen.getByLabelText("Start date");
    fireEvent.change(start, { target: { value: "2025-06-22" } });
    expect(countdown()).toHaveTextContent("12days to go");
    fireEvent.change(start, { target: { value: "2025-06-11" } });
    expect(countdown()).toHaveTextContent("1day to go");
    fireEvent.change(start, { target: { value: "2025-05-01" } });
    expect(countdown()).toHaveTextContent("0days to go");
  });

  it("keeps notes by day number when the duration shrinks and grows back, and across a remount", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PlannerScreen />);
    await user.type(screen.getByRole("textbox", { name: "Notes for day 3" }), "Boat trip");
    const duration = screen.getByLabelText("Duration (days)");
    await user.clear(duration);
    await user.type(duration, "1");
    expect(notes()).toHaveLength(1);
    await user.clear(duration);
    await user.type(duration, "5");
    expect(notes()).toHaveLength(5);
    expect(screen.getByRole("textbox", { name: "Notes for day 3" })).toHaveValue("Boat trip");
    unmount();

    render(<PlannerScreen />);
    expect(notes()).toHaveLength(5);
    expect(screen.getByRole("textbox", { name: "Notes for day 3" })).toHaveValue("Boat trip");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(notes()).toHaveLength(3);
    expect(screen.getByRole("textbox", { name: "Notes for day 3" })).toHaveValue("");
  });

  it("shows at least one day for an empty or zero duration, and ignores corrupted storage", () => {
    localStorage.setItem(PLANNER_KEY, '{"startDate":1}');
    render(<PlannerScreen />);
    expect(notes()).toHaveLength(3);
    fireEvent.change(screen.getByLabelText("Duration (days)"), { target: { value: "0" } });
    expect(notes()).toHaveLength(1);
  });
});
