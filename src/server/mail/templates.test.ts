// @vitest-environment jsdom
// (for DOMParser: the HTML part is checked as a browser would read it)
import { describe, expect, it } from "vitest";
import { passwordChanged, resetPassword, signUpAttempt, verifyEmail, type MailContent } from "./templates";

const URL_ = "https://wayfarer.example/api/auth/verify-email?token=abc&callbackURL=%2F";
const WHEN = new Date("2026-03-04T05:06:00Z");

/** Each template with a name and (where it has one) a link. */
const TEMPLATES: Record<string, (name: string, url: string, appName?: string) => MailContent> = {
  verifyEmail: (name, url, appName = "Wayfarer") => verifyEmail({ appName, name, url }),
  resetPassword: (name, url, appName = "Wayfarer") => resetPassword({ appName, name, url }),
  passwordChanged: (name, _url, appName = "Wayfarer") => passwordChanged({ appName, name, when: WHEN }),
  signUpAttempt: (name, url, appName = "Wayfarer") => signUpAttempt({ appName, name, resetUrl: url }),
};
const WITH_LINK = ["verifyEmail", "resetPassword", "signUpAttempt"];

const HOSTILE_NAMES = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  "Tom &amp; Jerry </div></body>",
];

const documentOf = (html: string) => new DOMParser().parseFromString(html, "text/html");
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

describe.each(Object.entries(TEMPLATES))("%s", (id, render) => {
  const hasLink = WITH_LINK.includes(id);

  it("is a one-column English HTML document with no images, scripts or outside styles", () => {
    const { subject, html } = render("Ada", URL_);
    const doc = documentOf(html);
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(doc.documentElement.getAttribute("lang")).toBe("en");
    expect(doc.title).toBe(subject);
    expect(doc.querySelectorAll("img, script, link, style, table, iframe, form")).toHaveLength(0);
    expect(html).not.toMatch(/url\(|@import|src=/i);
  });

  it("says the same in the text part as in the HTML part", () => {
    const { text, html } = render("Ada", URL_);
    const htmlText = squash(documentOf(html).body.textContent ?? "");
    const paragraphs = text.split(/\n\n/).map(squash).filter(Boolean);
    expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    expect(paragraphs[0]).toBe("Hello Ada,");
    for (const paragraph of paragraphs) {
      // A link paragraph is "label:\nURL" in text; in HTML the label is the button and the URL is written out.
      for (const part of paragraph.split(/:\s(?=https?:)/)) expect(htmlText).toContain(part.replace(/:$/, ""));
    }
  });

  it.each(HOSTILE_NAMES)("shows the name %j as text, never as markup", (name) => {
    const { text, html } = render(name, URL_);
    const doc = documentOf(html);
    expect(doc.querySelectorAll("script, img")).toHaveLength(0);
    expect([...doc.querySelectorAll("*")].flatMap((el) => el.getAttributeNames())).not.toContainEqual(
      expect.stringMatching(/^on/),
    );
    expect(doc.body.textContent).toContain(`Hello ${name},`);
    expect(html).not.toContain(name);
    expect(text).toContain(`Hello ${name},`);
  });

  it("escapes the application name too", () => {
    const { subject, html } = render("Ada", URL_, "A&B <Trips>");
    expect(subject).toContain("A&B <Trips>");
    expect(html).not.toContain("<Trips>");
    expect(documentOf(html).title).toBe(subject);
    expect(documentOf(html).body.textContent).toContain("The A&B <Trips> team");
  });

  it("greets without a name when there is none, and shortens a very long one", () => {
    expect(render("  ", URL_).text.startsWith("Hello,\n")).toBe(true);
    const long = render("x".repeat(500), URL_).text;
    expect(long).toContain(`Hello ${"x".repeat(60)}…,`);
    expect(long).not.toContain("x".repeat(61));
  });

  if (!hasLink) return;

  it("links to the URL, and writes it out, in both parts", () => {
    const { text, html } = render("Ada", URL_);
    const links = [...documentOf(html).querySelectorAll("a")];
    expect(links.length).toBe(2);
    for (const a of links) expect(a.getAttribute("href")).toBe(URL_);
    expect(links.map((a) => a.textContent)).toContain(URL_);
    expect(text).toContain(`\n${URL_}\n`);
  });

  it("keeps a link's special characters inside its attribute", () => {
    const { html } = render("Ada", `https://wayfarer.example/r?a=1&b="><script>x</script>`);
    const doc = documentOf(html);
    expect(doc.querySelectorAll("script")).toHaveLength(0);
    const href = doc.querySelector("a")!.getAttribute("href")!;
    expect(new URL(href).searchParams.get("b")).toBe('"><script>x</script>');
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,<script>x</script>",
    "/reset-password",
    "ftp://x.example/",
    "mailto:a@b.c",
    "",
  ])("refuses the link %j", (url) => {
    expect(() => render("Ada", url)).toThrow(/http\(s\) URL/);
  });

  it("accepts http as well as https", () => {
    expect(render("Ada", "http://127.0.0.1:3000/x").text).toContain("http://127.0.0.1:3000/x");
  });
});

describe("wording", () => {
  const text = (mail: MailContent) => squash(mail.text);

  it("asks to confirm the address, and says what to do if it was not them", () => {
    const mail = verifyEmail({ appName: "Wayfarer", name: "Ada", url: URL_ });
    expect(mail.subject).toBe("Confirm your email address for Wayfarer");
    expect(text(mail)).toMatch(/ignore this email/);
  });

  it("tells that a reset link works once, for 1 hour, and can be ignored", () => {
    const mail = resetPassword({ appName: "Wayfarer", name: "Ada", url: URL_ });
    expect(mail.subject).toBe("Reset your Wayfarer password");
    expect(text(mail)).toMatch(/works once/);
    expect(text(mail)).toMatch(/1 hour/);
    expect(text(mail)).toMatch(/did not ask for this, you can ignore/);
  });

  it("tells when the password changed, that other sessions were signed out, and to reset it if it was not them", () => {
    const mail = passwordChanged({ appName: "Wayfarer", name: "Ada", when: WHEN });
    expect(mail.subject).toBe("Your Wayfarer password was changed");
    expect(text(mail)).toContain("4 March 2026 at 05:06 (UTC)");
    expect(text(mail)).toMatch(/every other device that was signed in has been signed out/);
    expect(text(mail)).toMatch(/If it was not you, reset your password/);
    expect(squash(documentOf(mail.html).body.textContent ?? "")).toContain("4 March 2026 at 05:06 (UTC)");
  });

  it("tells the owner of an address that someone tried to sign up with it, and where to reset", () => {
    const resetUrl = "https://wayfarer.example/reset-password";
    const mail = signUpAttempt({ appName: "Wayfarer", name: "Ada", resetUrl });
    expect(text(mail)).toMatch(/tried to create a new Wayfarer account with this email address/);
    expect(text(mail)).toMatch(/you already have an account/);
    expect(text(mail)).toMatch(/If it was not you, there is nothing to do/);
    expect(mail.text).toContain(`\n${resetUrl}\n`);
  });
});
