import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { defaultPublicConfig } from "@shared/public-config";
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
    // Without a map style (MAP_STYLE_URL=none), the maps need no outside service.
    expect(text).toContain("drawn in your browser from the trip's own coordinates: nothing is sent to a map service");
  });

  it("Privacy names the map service that sees the traveller's address when tiled maps are on", async () => {
    vi.resetModules();
    vi.doMock("@web/lib/public-config", () => ({
      publicConfig: { ...defaultPublicConfig, mapStyleUrl: "https://tiles.openfreemap.org/styles/liberty" },
    }));
    try {
      const { default: Privacy } = await import("./PrivacyScreen");
      render(<Privacy />);
      expect(document.body.textContent).toContain(
        "loaded by your browser from tiles.openfreemap.org (OpenFreeMap), which sees your network address and the area the map shows",
      );
    } finally {
      vi.doUnmock("@web/lib/public-config");
    }
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
