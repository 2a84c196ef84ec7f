import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PasswordStrength } from "./PasswordStrength";

// The real zxcvbn-ts: its first load builds the dictionaries, which takes a while on a busy machine.
const slow = { timeout: 15_000 };

function liveRegion(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error("no polite live region");
  return region;
}

describe("PasswordStrength", () => {
  it("renders nothing for an empty password", () => {
    const { container } = render(<PasswordStrength password="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("calls a common password weak, says why, and announces it politely", { timeout: 20_000 }, async () => {
    const { container } = render(<PasswordStrength password="password" />);
    expect(await screen.findByText("Weak", undefined, slow)).toBeInTheDocument();
    const region = liveRegion(container);
    expect(region).toHaveTextContent("Password strength: Weak");
    expect(region).toHaveTextContent("This is a heavily used password.");
    const meter = screen.getByRole("meter", { name: "Password strength" });
    expect(meter).toHaveAttribute("aria-valuenow", "0");
    expect(meter).toHaveAttribute("aria-valuetext", "Weak");
  });

  it("calls a long random passphrase strong", { timeout: 20_000 }, async () => {
    const { container } = render(<PasswordStrength password="tundra-vellum-79-quokka-brisket" />);
    expect(await screen.findByText("Strong", undefined, slow)).toBeInTheDocument();
    expect(liveRegion(container)).toHaveTextContent("Password strength: Strong");
    expect(screen.getByRole("meter", { name: "Password strength" })).toHaveAttribute("aria-valuenow", "4");
  });

  it("counts the user's own name and email against the password", { timeout: 20_000 }, async () => {
    render(<PasswordStrength password="Lovelace" userInputs={["Ada Lovelace", "ada@example.com"]} />);
    expect(await screen.findByText("Avoid your name and email address in a password.", undefined, slow)).toBeInTheDocument();
    expect(screen.getByText("Weak")).toBeInTheDocument();
  });

  it("follows the password as it changes", { timeout: 20_000 }, async () => {
    const { rerender } = render(<PasswordStrength password="password" />);
    expect(await screen.findByText("Weak", undefined, slow)).toBeInTheDocument();
    rerender(<PasswordStrength password="tundra-vellum-79-quokka-brisket" />);
    expect(await screen.findByText("Strong", undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText("Weak")).not.toBeInTheDocument();
  });
});
