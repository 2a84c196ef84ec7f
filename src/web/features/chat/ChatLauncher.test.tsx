import { act, render, screen, waitFor, within } from "@testing-library/react";
import { openChat } from "@web/lib/chat-events";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "@web/lib/session";
import { ChatLauncher } from "./ChatLauncher";
import type { ChatStreamEvent } from "@shared/schemas/chat";

afterEach(() => vi.unstubAllGlobals());

const sse = (...events: ChatStreamEvent[]) =>
  events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join("");

function stubFetch(respond: (init: RequestInit) => Promise<Response> | Response) {
  const fetchMock = vi.fn(async (_path: string, init: RequestInit) => respond(init));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function openPanel(loggedIn: boolean) {
  const user = userEvent.setup();
  render(
    <SessionProvider value={{ user: loggedIn ? { id: "u1", name: "Ada" } : null }}>
      <ChatLauncher />
    </SessionProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Open chat assistant" }));
  // The first open loads the lazy panel module, which can take a while on a busy machine.
  const panel = await screen.findByRole("dialog", { name: "Plan with Wayfarer" }, { timeout: 5_000 });
  const input = within(panel).getByRole("textbox", { name: "Message" });
  return { user, panel, input };
}

describe("chat panel", () => {
  it("opens when another part of the page asks for it (the home Chatbot card)", async () => {
    render(
      <SessionProvider value={{ user: { id: "u1", name: "Ada" } }}>
        <ChatLauncher />
      </SessionProvider>,
    );
    act(() => openChat());
    expect(await screen.findByRole("dialog", { name: "Plan with Wayfarer" }, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByRole("button", { name: "Close chat assistant" })).toHaveAttribute("aria-expanded", "true");
  });

  it("opens from the launcher with focus in the input, and closing returns focus to the launcher", async () => {
    const { user, panel, input } = await openPanel(true);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute("placeholder", "Type and Press Enter to Send");
    expect(screen.getByRole("button", { name: "Close chat assistant" })).toHaveAttribute("aria-expanded", "true");
    expect(within(panel).getByRole("button", { name: "About the assistant" }).querySelector("img")).toHaveAttribute(
      "src",
      "/illustrations/avatar.svg",
    );

    await user.click(within(panel).getByRole("button", { name: "Close chat" }));
    const launcher = screen.getByRole("button", { name: "Open chat assistant" });
    expect(launcher).toHaveFocus();
    expect(panel).toHaveAttribute("inert");

    await user.click(launcher);
    expect(panel).not.toHaveAttribute("inert");
    await user.keyboard("{Escape}");
    expect(launcher).toHaveFocus();
  });

  it("asks a logged-out visitor to log in and ignores sending silently", async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    const { user, panel, input } = await openPanel(false);
    expect(within(panel).getByText("Login To Start Chatting!!")).toBeInTheDocument();
    await user.type(input, "Hello{Enter}");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(panel).queryByRole("list", { name: "Conversation" })).not.toBeInTheDocument();
  });

  it("ignores a blank message, sends one with Enter, streams the answer and clears the input", async () => {
    let finish!: () => void;
    const fetchMock = stubFetch(() => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(sse({ event: "delta", data: { text: "Stop 1: **Gion**" } })));
          finish = () => {
            controller.enqueue(
              encoder.encode(
                sse({ event: "delta", data: { text: "\nTips: go early" } }, { event: "final", data: { engine: "offline" } }),
              ),
            );
            controller.close();
          };
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
    });
    const { user, panel, input } = await openPanel(true);
    expect(within(panel).getByText("Need travel tips or day plans? Ask Me Anything!!")).toBeInTheDocument();

    await user.type(input, "   {Enter}");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, " Kyoto? {Enter}");
    expect(input).toHaveValue("");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ user_id: "u1", prompt: " Kyoto? " });
    const conversation = within(panel).getByRole("list", { name: "Conversation" });
    const items = () => within(conversation).getAllByRole("listitem");
    expect(items()[0]).toHaveAttribute("data-sender", "user");
    expect(items()[0]).toHaveTextContent("Kyoto?");
    await waitFor(() => expect(items()[1]).toHaveTextContent("Stop 1: Gion"));
    expect(within(panel).getByRole("button", { name: "Stop" })).toBeInTheDocument();

    finish();
    await waitFor(() => expect(within(panel).getByRole("status")).toHaveTextContent("Stop 1: Gion Tips: go early"));
    expect(items()).toHaveLength(2);
    expect(items()[1]).toHaveAttribute("data-sender", "bot");
    expect(items()[1]).toHaveTextContent("Stop 1: GionTips: go early");
    expect(within(panel).getByRole("button", { name: "Send" })).toBeInTheDocument();
  });

  it("shows a failed answer inline as an assistant message, with no retry", async () => {
    const fetchMock = stubFetch(() => new Response("{}", { status: 500 }));
    const { user, panel, input } = await openPanel(true);
    await user.type(input, "Hello{Enter}");
    await waitFor(() => expect(within(panel).getAllByRole("listitem")[1]).toHaveTextContent("Error: Failed to fetch response"));
    expect(within(panel).getByRole("status")).toHaveTextContent("Error: Failed to fetch response");
    expect(input).toHaveValue("");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("stops a running answer with the Stop button", async () => {
    stubFetch(
      (init) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const { user, panel, input } = await openPanel(true);
    await user.type(input, "Hello{Enter}");
    await user.click(within(panel).getByRole("button", { name: "Stop" }));
    expect(await within(panel).findByText("Stopped")).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it("expands and shrinks independently of open and closed", async () => {
    const { user, panel } = await openPanel(true);
    expect(panel).toHaveClass(
      "h-[60vh]",
      "w-[max(85vw,min(340px,calc(100vw-16px)))]",
      "md:w-[max(25vw,min(340px,calc(100vw-16px)))]",
    );
    await user.click(within(panel).getByRole("button", { name: "Expand chat" }));
    expect(panel).toHaveClass("h-[80vh]", "w-[90vw]");
    await user.click(within(panel).getByRole("button", { name: "Close chat" }));
    await user.click(screen.getByRole("button", { name: "Open chat assistant" }));
    expect(panel).toHaveClass("h-[80vh]", "w-[90vw]");
    await user.click(within(panel).getByRole("button", { name: "Shrink chat" }));
    expect(panel).toHaveClass("h-[60vh]", "w-[max(85vw,min(340px,calc(100vw-16px)))]");
  });

  it("tells about the assistant when its avatar is clicked", async () => {
    const { user, panel } = await openPanel(true);
    const avatar = within(panel).getByRole("button", { name: "About the assistant" });
    expect(avatar).toHaveAttribute("aria-expanded", "false");
    await user.click(avatar);
    expect(avatar).toHaveAttribute("aria-expanded", "true");
    expect(within(panel).getByText(/The conversation is kept only in this page\./)).toBeVisible();
  });
});
