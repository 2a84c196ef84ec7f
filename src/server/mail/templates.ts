import { escapeHtml } from "../html";

/**
 * The account emails, worded once and rendered twice: as plain text and as a small HTML document. Both parts
 * come from the same blocks, so they always say the same. Pure functions: no I/O, no configuration.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph, or a link shown as a button with its address written out beneath it. */
type Block = { text: string; muted?: boolean } | { link: string; label: string };

// Names are user input; a very long one would turn the greeting into a message of its own.
const MAX_NAME_LENGTH = 60;

const COLORS = { text: "#1a1a1a", muted: "#4a4a4a", link: "#0b4f8a", button: "#0b4f8a", background: "#ffffff" };
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The link as a normalised http(s) URL; anything else (javascript:, data:, relative paths) is a bug in the caller. */
function webLink(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("Email link must be an absolute http(s) URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("Email link must be an http(s) URL");
  return parsed.href;
}

function greeting(name: string): string {
  const clean = name.replace(/\s+/g, " ").trim();
  if (!clean) return "Hello,";
  return `Hello ${clean.length > MAX_NAME_LENGTH ? `${clean.slice(0, MAX_NAME_LENGTH)}…` : clean},`;
}

function renderText(blocks: Block[], appName: string): string {
  const parts = blocks.map((block) => ("link" in block ? `${block.label}:\n${block.link}` : block.text));
  return `${[...parts, `The ${appName} team`].join("\n\n")}\n`;
}

function renderHtml(subject: string, blocks: Block[], appName: string): string {
  const paragraph = (inner: string, color = COLORS.text) => `<p style="margin: 0 0 16px; color: ${color};">${inner}</p>`;
  const body = blocks.map((block) => {
    if (!("link" in block)) return paragraph(escapeHtml(block.text), block.muted ? COLORS.muted : COLORS.text);
    const href = escapeHtml(block.link);
    const button =
      `<a href="${href}" style="display: inline-block; padding: 12px 20px; border-radius: 6px; background: ${COLORS.button}; ` +
      `color: #ffffff; font-weight: 600; text-decoration: none;">${escapeHtml(block.label)}</a>`;
    const written =
      `If the button does not work, copy this address into your browser:<br>` +
      `<a href="${href}" style="color: ${COLORS.link}; word-break: break-all;">${href}</a>`;
    return `${paragraph(button)}\n${paragraph(written, COLORS.muted)}`;
  });
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(subject)}</title>`,
    "</head>",
    `<body style="margin: 0; padding: 24px 16px; background: ${COLORS.background}; color: ${COLORS.text}; font-family: ${FONT}; font-size: 16px; line-height: 1.5;">`,
    `<div role="article" aria-label="${escapeHtml(subject)}" style="max-width: 560px; margin: 0 auto;">`,
    ...body,
    paragraph(`The ${escapeHtml(appName)} team`),
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

function render(appName: string, subject: string, blocks: Block[]): MailContent {
  return { subject, text: renderText(blocks, appName), html: renderHtml(subject, blocks, appName) };
}

export function verifyEmail({ appName, name, url }: { appName: string; name: string; url: string }): MailContent {
  return render(appName, `Confirm your email address for ${appName}`, [
    { text: greeting(name) },
    { text: `Thanks for signing up to ${appName}. Please confirm that this email address is yours.` },
    { link: webLink(url), label: "Confirm my email address" },
    { text: `If you did not create a ${appName} account, you can ignore this email.`, muted: true },
  ]);
}

/** A trip's invite link, sent by its owner to someone they travel with. */
export function tripInvite({
  appName,
  ownerName,
  title,
  role,
  url,
  days,
}: {
  appName: string;
  ownerName: string;
  title: string;
  role: "editor" | "viewer";
  url: string;
  days: number;
}): MailContent {
  const owner = ownerName.replace(/\s+/g, " ").trim().slice(0, MAX_NAME_LENGTH) || "Someone";
  return render(appName, `${owner} invites you to plan "${title.slice(0, 100)}" on ${appName}`, [
    { text: "Hello," },
    {
      text:
        role === "editor"
          ? `${owner} invites you to plan the trip "${title}" with them on ${appName}: you will see the plan, change it together and see each other's changes as they are made.`
          : `${owner} invites you to follow the trip "${title}" on ${appName}: you will see the plan and every change as it is made.`,
    },
    { link: webLink(url), label: "Open the invite" },
    { text: `The link works for ${days} days. You sign in or create an account to join.` },
    { text: `If you do not know ${owner}, you can ignore this email.`, muted: true },
  ]);
}

export function resetPassword({ appName, name, url }: { appName: string; name: string; url: string }): MailContent {
  return render(appName, `Reset your ${appName} password`, [
    { text: greeting(name) },
    { text: `We received a request to reset the password of your ${appName} account. You can choose a new one here:` },
    { link: webLink(url), label: "Choose a new password" },
    { text: "The link works once and expires in 1 hour." },
    { text: "If you did not ask for this, you can ignore this email: your password stays as it is.", muted: true },
  ]);
}

const WHEN_FORMAT = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

export function passwordChanged({ appName, name, when }: { appName: string; name: string; when: Date }): MailContent {
  return render(appName, `Your ${appName} password was changed`, [
    { text: greeting(name) },
    { text: `The password of your ${appName} account was changed on ${WHEN_FORMAT.format(when)} (UTC).` },
    { text: "To keep your account safe, every other device that was signed in has been signed out." },
    { text: "If this was you, there is nothing else to do." },
    { text: 'If it was not you, reset your password straight away: choose "Forgot your password?" on the sign-in page.' },
  ]);
}

export function signUpAttempt({ appName, name, resetUrl }: { appName: string; name: string; resetUrl: string }): MailContent {
  return render(appName, `Someone tried to sign up to ${appName} with your email`, [
    { text: greeting(name) },
    { text: `Someone just tried to create a new ${appName} account with this email address.` },
    {
      text: "If that was you: you already have an account. If you have forgotten your password, you can choose a new one here:",
    },
    { link: webLink(resetUrl), label: "Reset my password" },
    { text: "If it was not you, there is nothing to do: your account has not changed.", muted: true },
  ]);
}
