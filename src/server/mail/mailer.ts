import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Logger } from "../logger";

/**
 * Outgoing mail. With SMTP_URL, messages go to that server. Without it (the usual self-hosted setup) each
 * message is written as an .eml file under DATA_DIR/mail, and the log names the file, so whoever runs the
 * server can open it and follow the link.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** How many .eml files the fallback keeps; older ones are deleted (default 200). */
  maxFiles?: number;
}

/** A message that could not be sent. Its message has email addresses cut to their domain, like the log line. */
export class MailSendError extends Error {
  override name = "MailSendError";
  constructor(
    message: string,
    readonly code?: string,
    readonly responseCode?: number,
  ) {
    super(message);
  }
}

// A hanging mail server must not hold an auth request for minutes (nodemailer's defaults); SMTP_URL's query can override these.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const EML_NAME = /^\d{4}-\d{2}-\d{2}T[\d-]+(\.\d+)?Z-[0-9a-f]{8}\.eml$/;

/** The domain of an address: enough to tell which provider refused, without naming the person. */
function recipientDomain(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return "(none)";
  return address
    .slice(at + 1)
    .replace(/>$/, "")
    .toLowerCase();
}

/** Servers often quote the refused address in their answer; keep only its domain. */
function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:[\]]+@([^\s<>"'(),;:[\]]+)/g, "…@$1");
}

/** Only these fields reach nodemailer, whatever else a caller's object carries (e.g. attachments read from disk). */
const mailFields = (from: string, { to, subject, text, html }: MailMessage) => ({ from, to, subject, text, html });

export function createMailer(
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "dataDir">,
  logger: Logger,
  options: MailerOptions = {},
): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM, logger)
    : fileMailer(path.join(config.dataDir, "mail"), config.MAIL_FROM, logger, options.maxFiles ?? 200);
}

function smtpMailer(url: string, from: string, logger: Logger): Mailer {
  // One connection per message (no pool): account emails are rare, and nothing stays open at shutdown.
  const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url });
  return {
    async send(message) {
      const toDomain = recipientDomain(message.to);
      try {
        await transport.sendMail(mailFields(from, message));
      } catch (error) {
        // Never the error object itself: it lists the refused addresses and may quote the message.
        const { code, responseCode, command } = error as { code?: string; responseCode?: number; command?: string };
        const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
        logger.error({ toDomain, code, responseCode, command, reason }, "mail not sent");
        throw new MailSendError(reason, code, responseCode);
      }
      logger.info({ toDomain }, "mail sent");
    },
  };
}

function fileMailer(folder: string, from: string, logger: Logger, maxFiles: number): Mailer {
  // Builds the same MIME message SMTP would carry, in memory.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(message) {
      const { message: eml } = await composer.sendMail(mailFields(from, message));
      // Links in these files sign people in: only the server's own user may read them.
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      await fs.chmod(folder, 0o700);
      const stamp = new Date().toISOString().replaceAll(":", "-");
      const file = path.join(folder, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await fs.writeFile(file, eml as Buffer, { mode: 0o600, flag: "wx" });
      logger.info({ file }, "mail written to file (no SMTP_URL)");
      await prune(folder, maxFiles);
    },
  };
}

/** Keeps the newest `maxFiles` messages: names start with the time, so name order is age order. */
async function prune(folder: string, maxFiles: number): Promise<void> {
  const names = (await fs.readdir(folder)).filter((name) => EML_NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - maxFiles));
  // force: a concurrent send may have pruned the same file already.
  await Promise.all(old.map((name) => fs.rm(path.join(folder, name), { force: true })));
}
