import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { OPEN_CHAT_EVENT } from "@web/lib/chat-events";
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

  it("the Chatbot card also asks for the chat panel; the other cards do not", async () => {
    const user = userEvent.setup();
    let asked = 0;
    const count = () => (asked += 1);
    window.addEventListener(OPEN_CHAT_EVENT, count);
    try {
      render(
        <MemoryRouter>
          <HomeScreen />
        </MemoryRouter>,
      );
      const features = screen.getByRole("region", { name: "Everything for your next trip" });
      await user.click(within(features).getByRole("link", { name: /Phrasebook/ }));
      expect(asked).toBe(0);
      await user.click(within(features).getByRole("link", { name: /Chatbot/ }));
      expect(asked).toBe(1);
    } finally {
      window.removeEventListener(OPEN_CHAT_EVENT, count);
    }
  });
});
