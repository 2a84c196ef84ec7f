import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SessionProvider, type SessionUser } from "../lib/session";
import { Header } from "./Header";

function renderHeader(user: SessionUser | null = null) {
  return render(
    <MemoryRouter>
      <SessionProvider value={{ user }}>
        <Header onLogin={() => undefined} onLogout={() => undefined} />
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe("Header", () => {
  it("shows Home, About, Contact and FAQs, and Dashboard only when logged in", () => {
    const { unmount } = renderHeader();
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(main)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "About", "Contact", "FAQs"]);
    expect(screen.getAllByRole("button", { name: "Login" }).length).toBeGreaterThan(0);
    unmount();

    renderHeader({ id: "u1", name: "Ada" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/mydashboard");
    expect(screen.getAllByRole("button", { name: "Logout" }).length).toBeGreaterThan(0);
  });

  it("shows the brand with the tagline", () => {
    renderHeader();
    expect(screen.getByText("Explore. Dream. Discover.")).toBeInTheDocument();
  });

  it("opens and closes the mobile menu, also with Escape", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("toggles the theme and remembers it as dark or light", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    await user.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(document.documentElement).not.toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("light");
  });
});
