import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import PrivacyScreen from "./PrivacyScreen";
import TermsScreen from "./TermsScreen";

describe("legal pages", () => {
  it("Privacy says what is stored and how to ask for deletion at the configured address", () => {
    render(<PrivacyScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    const text = document.body.textContent ?? "";
    for (const stored of [
      "Your account",
      "Itineraries you save",
      "Contact messages",
      "Assistant questions",
      "Your newsletter address",
    ]) {
      expect(text).toContain(stored);
    }
    expect(screen.getByRole("heading", { name: /delete your data/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "account page" })).toHaveAttribute("href", "/account");
    expect(text).toContain("download everything we store about you");
    expect(screen.getByRole("link", { name: "hello@wayfarer.example" })).toHaveAttribute("href", "mailto:hello@wayfarer.example");
  });

  it("Terms link to the privacy page and the contact address", () => {
    render(
      <MemoryRouter>
        <TermsScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("link", { name: "hello@wayfarer.example" })).toBeInTheDocument();
  });
});
