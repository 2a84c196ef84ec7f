import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import AboutScreen from "./AboutScreen";

const renderAbout = () =>
  render(
    <MemoryRouter>
      <AboutScreen />
    </MemoryRouter>,
  );

describe("About", () => {
  it("shows nine feature cards", () => {
    renderAbout();
    expect(screen.getAllByRole("listitem")).toHaveLength(9);
  });

  it("sends Download Your Itineraries to the generator unless the login flag is true", () => {
    const { unmount } = renderAbout();
    expect(screen.getByRole("link", { name: /Download Your Itineraries/ })).toHaveAttribute("href", "/itinerarygenerator");
    unmount();
    localStorage.setItem("isAuth", "true");
    renderAbout();
    expect(screen.getByRole("link", { name: /Download Your Itineraries/ })).toHaveAttribute("href", "/mydashboard");
  });
});
