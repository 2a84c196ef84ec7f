import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "@web/lib/session";
import ContactScreen from "./ContactScreen";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderContact(loggedIn: boolean, login = vi.fn()) {
  return render(
    <SessionProvider value={{ user: loggedIn ? { id: "u1", name: "Ada" } : null, login }}>
      <ContactScreen />
    </SessionProvider>,
  );
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values = { name: "Ada", email: "ada@example.com", message: "Hello there" },
) {
  await user.type(screen.getByLabelText("Name"), values.name);
  await user.type(screen.getByLabelText("Email"), values.email);
  await user.type(screen.getByLabelText("Message"), values.message);
}

describe("Contact", () => {
  it("shows the contact information beside the Get in Touch form, every field required", () => {
    renderContact(true);
    expect(screen.getByRole("heading", { name: "Get in Touch" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "hello@wayfarer.example" })).toHaveAttribute("href", "mailto:hello@wayfarer.example");
    expect(screen.getByRole("link", { name: "+91 22 4000 1234" })).toBeInTheDocument();
    expect(screen.getByText("Mumbai, India")).toBeInTheDocument();
    for (const label of ["Name", "Email", "Message"]) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
  });

  it("asks a logged-out visitor to log in instead of offering Send; Login opens the sign-in", async () => {
    const user = userEvent.setup();
    const login = vi.fn();
    renderContact(false, login);
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent("Please log in to send a message.");
    expect(screen.queryByRole("button", { name: "Send Message" })).not.toBeInTheDocument();
    await user.click(within(note).getByRole("button", { name: "Login" }));
    expect(login).toHaveBeenCalledTimes(1);
  });

  it("sends the message, shows Message Sent Successfully with Cool! and clears the form", async () => {
    const user = userEvent.setup();
    const fetchMock = answer(201, { id: "m1", timestamp: "2030-01-01T00:00:00.000Z" });
    renderContact(true);
    await fillIn(user, { name: " Ada ", email: "Ada@Example.com", message: "Hello there" });
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const dialog = await screen.findByRole("dialog", { name: "Message Sent Successfully" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/contact",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ name: "Ada", email: "ada@example.com", message: "Hello there" }),
      }),
    );
    for (const label of ["Name", "Email", "Message"]) expect(screen.getByLabelText(label)).toHaveValue("");
    await user.click(within(dialog).getByRole("button", { name: "Cool!" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("on failure shows Please Try Again. with the reason and Okay, and keeps the typed text", async () => {
    const user = userEvent.setup();
    answer(429, { error: { code: "rate_limited", message: "Too many requests. Please try again in 12 minutes." } });
    renderContact(true);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const dialog = await screen.findByRole("dialog", { name: "Please Try Again." });
    expect(dialog).toHaveTextContent("Too many requests. Please try again in 12 minutes.");
    await user.click(within(dialog).getByRole("button", { name: "Okay" }));
    expect(screen.getByLabelText("Message")).toHaveValue("Hello there");
    expect(screen.getByLabelText("Name")).toHaveValue("Ada");
  });

  it("shows a network failure in the same dialog", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderContact(true);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("dialog", { name: "Please Try Again." })).toHaveTextContent(
      "Unable to reach the server. Please try again.",
    );
  });

  it("checks blank-looking fields with the shared schema before sending", async () => {
    const user = userEvent.setup();
    const fetchMock = answer(201, {});
    renderContact(true);
    await fillIn(user, { name: "   ", email: "ada@example.com", message: "Hi" });
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Please enter your name.");
    expect(fetchMock).not.toHaveBeenCalled();
    // The page's own message, not the browser's bubble; it goes as the field is corrected.
    expect(screen.getByLabelText("Name").closest("form")).toHaveAttribute("novalidate");
    await user.type(screen.getByLabelText("Name"), "Ada");
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
  });
});
