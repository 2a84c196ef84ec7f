import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChatBubble } from "./ChatBubble";
import type { ChatMessage } from "./use-chat";

function renderBubble(message: Partial<ChatMessage>) {
  const { container } = render(
    <ol>
      <ChatBubble message={{ id: "m", sender: "bot", text: "", ...message }} />
    </ol>,
  );
  return container.querySelector("li")!;
}

describe("ChatBubble", () => {
  it("renders bold spans, bold Stop/Day/Tips lines and kept line breaks, without the asterisks", () => {
    const bubble = renderBubble({ text: "Visit **Gion** at dusk\nstop 1: **Kiyomizu**\n\nTips: *go early*" });
    expect(bubble).not.toHaveTextContent("*");
    expect(screen.getByText("Gion").tagName).toBe("STRONG");
    const lines = bubble.querySelectorAll("div > span.block");
    expect([...lines].map((line) => line.textContent)).toEqual(["Visit Gion at dusk", "stop 1: Kiyomizu", "", "Tips: go early"]);
    expect([...lines].map((line) => line.classList.contains("font-semibold"))).toEqual([false, true, false, true]);
  });

  it("shows HTML in the text as text: no element is created from it", () => {
    const bubble = renderBubble({ text: '<img src=x onerror="alert(1)"> and **<b>bold</b>**' });
    expect(bubble.querySelector("img")).toBeNull();
    expect(bubble.querySelector("b")).toBeNull();
    expect(bubble).toHaveTextContent('<img src=x onerror="alert(1)"> and <b>bold</b>');
  });

  it("puts the user's messages right and the assistant's left, at most 80 percent wide", () => {
    const mine = renderBubble({ sender: "user", text: "Hi" });
    expect(mine).toHaveClass("items-end");
    expect(mine.firstElementChild).toHaveClass("max-w-[80%]", "bg-primary");
    const theirs = renderBubble({ sender: "bot", text: "Hello" });
    expect(theirs).toHaveClass("items-start");
    expect(theirs.firstElementChild).toHaveClass("max-w-[80%]", "bg-surface-2");
  });

  it("shows a writing indicator until the first text arrives, and marks a stopped answer", () => {
    renderBubble({ state: "streaming" });
    expect(screen.getByRole("img", { name: "Writing an answer" })).toBeInTheDocument();
    renderBubble({ text: "Day 1", state: "stopped" });
    expect(screen.getByText("Stopped")).toBeInTheDocument();
  });

  it("shows consecutive - lines as one real list, without the markers", () => {
    const bubble = renderBubble({ text: "What to pack:\n- Rain jacket\n- **Warm** layers\nTips: pack light" });
    const items = [...bubble.querySelectorAll("ul > li")].map((item) => item.textContent);
    expect(items).toEqual(["Rain jacket", "Warm layers"]);
    expect(bubble.querySelectorAll("ul")).toHaveLength(1);
    expect(bubble).not.toHaveTextContent("- ");
  });

  it("offers Retry on a failed answer, which asks the same question again", async () => {
    const asked: string[] = [];
    render(
      <ol>
        <ChatBubble
          message={{ id: "e", sender: "bot", text: "Unable to reach server", state: "error", retry: "Tips for Rome" }}
          onRetry={(prompt) => asked.push(prompt)}
        />
      </ol>,
    );
    screen.getByRole("button", { name: "Retry" }).click();
    expect(asked).toEqual(["Tips for Rome"]);
  });

  it("shows the places an answer names as cards that open them on a map", () => {
    renderBubble({
      text: "Start at Kiyomizu-dera, then Gion.",
      places: [
        { name: "Kiyomizu-dera", area: "Higashiyama", city: "Kyoto", lat: 34.9949, lon: 135.785 },
        { name: "Gion", area: "Gion", city: "Kyoto", lat: 35.0037, lon: 135.7788 },
      ],
    });
    const cards = within(screen.getByRole("list", { name: "Places in this answer" })).getAllByRole("link");
    expect(cards.map((card) => card.textContent)).toEqual([
      "Kiyomizu-deraHigashiyama · Kyoto: open in a map (new tab)",
      "GionKyoto: open in a map (new tab)",
    ]);
    expect(cards[0]).toHaveAttribute("href", "https://www.openstreetmap.org/?mlat=34.9949&mlon=135.785#map=17/34.9949/135.785");
    expect(cards[0]).toHaveAttribute("target", "_blank");
  });
});
