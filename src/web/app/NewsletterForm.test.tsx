import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "./NewsletterForm";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("NewsletterForm", () => {
  it("posts the trimmed address, thanks the subscriber and clears the box", async () => {
    const user = userEvent.setup();
    const fetchMock = answer(200, { subscribed: true, message: "Thanks for subscribing!" });
    render(<NewsletterForm />);
    await user.type(screen.getByLabelText("Email address"), " ada@example.com ");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Thanks for subscribing!")).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/newsletter",
      expect.objectContaining({ body: JSON.stringify({ email: "ada@example.com" }) }),
    );
  });

  it("shows the server's message inline for a bad address and marks the box invalid", async () => {
    const user = userEvent.setup();
    answer(400, { error: { code: "invalid_input", message: "Please enter a valid email address." } });
    render(<NewsletterForm />);
    const input = screen.getByLabelText("Email address");
    await user.type(input, "a@b");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Please enter a valid email address.");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveValue("a@b");
  });
});
