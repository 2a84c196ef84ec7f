import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import HomeScreen from "./HomeScreen";

describe("Home", () => {
  it("has the hero, six feature cards (chatbot links to the root), the photo strip and customer support", () => {
    render(
      <MemoryRouter>
        <HomeScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Explore the world with us" })).toBeInTheDocument();
    const features = screen.getByRole("region", { name: "Everything for your next trip" });
    const cards = within(features).getAllByRole("link");
    expect(cards).toHaveLength(6);
    expect(within(features).getByRole("link", { name: /Chatbot/ })).toHaveAttribute("href", "/");
    expect(screen.getByRole("heading", { name: "Wayfarer Signature Moments" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Customer Support" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  it("Get Started moves to the feature cards", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <HomeScreen />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    expect(screen.getByRole("heading", { name: "Everything for your next trip" })).toHaveFocus();
  });
});
