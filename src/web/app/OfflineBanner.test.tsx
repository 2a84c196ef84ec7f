import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { OfflineBanner } from "./OfflineBanner";

describe("OfflineBanner", () => {
  it("says so in a polite status line while the browser is offline, and goes when it is back", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    onTestFinished(() => onLine.mockRestore());
    render(<OfflineBanner />);
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(status).toHaveTextContent(/You are offline\. Trips you have opened are still here/);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(status).toBeEmptyDOMElement();
  });
});
