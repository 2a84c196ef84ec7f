import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../test/smtp-server";
import { createMailer, MailSendError, type MailMessage } from "./mailer";
import { verifyEmail } from "./templates";

const MAIL_FROM = "Wayfarer <no-reply@wayfarer.example>";

function capturingLogger() {
  const lines: string[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => lines.push(line) });
  const entries = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string; [field: string]: unknown });
  return { logger, lines, entries };
}

function message(overrides: Partial<MailMessage> = {}): MailMessage {
  return { to: "ada@example.org", subject: "Hello", text: "Plain hello\n", html: "<p>HTML hello</p>", ...overrides };
}

/** Waits into a later millisecond, so that files named by their time sort in the order they were sent. */
const later = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A loopback port with nothing listening on it: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("mailer over SMTP", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("delivers to, from, subject, text and html, and logs only the recipient's domain", async () => {
    const { logger, lines, entries } = capturingLogger();
    const mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM, dataDir: "/nonexistent" }, logger);
    await mailer.send(message({ to: "grace@example.net", subject: "Round trip", html: "<p>Round <b>trip</b></p>" }));

    const mail = await smtp.waitFor((received) => received.subject === "Round trip");
    expect(mail.to).toEqual(["grace@example.net"]);
    expect(mail.envelopeTo).toEqual(["grace@example.net"]);
    expect(mail.from).toContain("no-reply@wayfarer.example");
    expect(mail.from).toContain("Wayfarer");
    expect(mail.text.trim()).toBe("Plain hello");
    expect(mail.html).toContain("<p>Round <b>trip</b></p>");
    expect(mail.user).toBeUndefined();
    expect(entries()).toContainEqual(expect.objectContaining({ msg: "mail sent", toDomain: "example.net" }));
    expect(lines.join("")).not.toContain("grace@");
  });

  it("signs in with the credentials of SMTP_URL", async () => {
    const url = new URL(smtp.url);
    url.username = "mailer";
    url.password = "s3cret:with/odd@chars";
    const mailer = createMailer({ SMTP_URL: url.href, MAIL_FROM, dataDir: "/nonexistent" }, pino({ level: "silent" }));
    await mailer.send(message({ subject: "Signed in" }));
    expect((await smtp.waitFor((received) => received.subject === "Signed in")).user).toBe("mailer");
  });

  it("carries a link that can be followed", async () => {
    const visits: string[] = [];
    const site = http.createServer((req, res) => {
      visits.push(req.url ?? "");
      res.end("verified");
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    try {
      const origin = `http://127.0.0.1:${(site.address() as net.AddressInfo).port}`;
      const url = `${origin}/api/auth/verify-email?token=tok-123&callbackURL=%2F`;
      const mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM, dataDir: "/nonexistent" }, pino({ level: "silent" }));
      await mailer.send({ to: "linus@example.com", ...verifyEmail({ appName: "Wayfarer", name: "Linus", url }) });

      const mail = await smtp.waitFor((received) => received.to.includes("linus@example.com"));
      const link = linkIn(mail, "/api/auth/verify-email");
      expect(link).toBe(url);
      expect(mail.html).toContain(`href="${url.replace("&", "&amp;")}"`);
      const response = await fetch(link);
      expect(await response.text()).toBe("verified");
      expect(visits).toEqual(["/api/auth/verify-email?token=tok-123&callbackURL=%2F"]);
      expect(() => linkIn(mail, "/reset-password")).toThrow(/no link to \/reset-password/);
    } finally {
      site.closeAllConnections();
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});

describe("mailer when the SMTP server fails", () => {
  it("rejects when nothing listens, and logs the failure without the address", async () => {
    const { logger, lines, entries } = capturingLogger();
    const mailer = createMailer(
      { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_FROM, dataDir: "/nonexistent" },
      logger,
    );
    const sent = mailer.send(message({ to: "margaret@example.com" }));
    await expect(sent).rejects.toBeInstanceOf(MailSendError);
    await expect(sent).rejects.toMatchObject({ code: "ESOCKET", message: expect.stringContaining("ECONNREFUSED") });
    expect(entries()).toEqual([
      expect.objectContaining({ level: 50, msg: "mail not sent", toDomain: "example.com", code: "ESOCKET" }),
    ]);
    expect(lines.join("")).not.toContain("margaret");
  });

  it("rejects when the server refuses the recipient, and neither the log nor the error names them", async () => {
    const refusing = await startSmtpServer({ rejectRecipients: true });
    try {
      const { logger, lines, entries } = capturingLogger();
      const mailer = createMailer({ SMTP_URL: refusing.url, MAIL_FROM, dataDir: "/nonexistent" }, logger);
      const error = await mailer.send(message({ to: "katherine@example.com", text: "secret-body" })).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(MailSendError);
      expect((error as MailSendError).responseCode).toBe(550);
      expect((error as Error).message).toContain("@example.com");
      expect((error as Error).message).not.toContain("katherine");
      expect(entries()).toEqual([
        expect.objectContaining({ level: 50, msg: "mail not sent", toDomain: "example.com", responseCode: 550 }),
      ]);
      // The server's answer is kept (it says why), with the quoted address cut to its domain.
      expect(entries()[0]!.reason).toContain("Recipient address rejected");
      expect(lines.join("")).not.toContain("katherine");
      expect(lines.join("")).not.toContain("secret-body");
      expect(refusing.messages).toHaveLength(0);
    } finally {
      await refusing.close();
    }
  });
});

describe("mailer without SMTP_URL (.eml files)", () => {
  let dataDir: string;
  const folder = () => path.join(dataDir, "mail");
  const emlFiles = () =>
    fs
      .readdirSync(folder())
      .filter((name) => name.endsWith(".eml"))
      .sort();

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wayfarer-mail-"));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes a private, parseable MIME message and logs where it is", async () => {
    const { logger, entries } = capturingLogger();
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM, dataDir }, logger);
    await mailer.send(message({ to: "ada@example.org", subject: "Stored", html: "<p>Stored <i>mail</i></p>" }));

    const [name] = emlFiles();
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const file = path.join(folder(), name!);
    expect(fs.statSync(folder()).mode & 0o777).toBe(0o700);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(entries()).toEqual([expect.objectContaining({ level: 30, msg: "mail written to file (no SMTP_URL)", file })]);

    const parsed = await simpleParser(fs.readFileSync(file));
    expect(parsed.subject).toBe("Stored");
    expect(parsed.from?.text).toContain("no-reply@wayfarer.example");
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value[0]?.address).toBe("ada@example.org");
    expect(parsed.text?.trim()).toBe("Plain hello");
    expect(parsed.html).toContain("<p>Stored <i>mail</i></p>");
    expect(parsed.messageId).toBeTruthy();
  });

  it("tightens a mail folder that already exists with looser permissions", async () => {
    fs.mkdirSync(folder(), { mode: 0o755 });
    fs.chmodSync(folder(), 0o755);
    await createMailer({ SMTP_URL: undefined, MAIL_FROM, dataDir }, pino({ level: "silent" })).send(message());
    expect(fs.statSync(folder()).mode & 0o777).toBe(0o700);
  });

  it("keeps only the newest files, and leaves other files alone", async () => {
    fs.mkdirSync(folder(), { recursive: true });
    const old = ["2001-01-01T00-00-00.000Z-00000001.eml", "2001-01-02T00-00-00.000Z-00000002.eml"];
    for (const name of old) fs.writeFileSync(path.join(folder(), name), "old");
    fs.writeFileSync(path.join(folder(), "notes.txt"), "mine");

    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM, dataDir }, pino({ level: "silent" }), { maxFiles: 3 });
    await mailer.send(message({ subject: "first" }));
    expect(emlFiles()).toEqual([...old, expect.stringMatching(/^20\d\d-/)]);

    await later();
    await mailer.send(message({ subject: "second" }));
    expect(emlFiles()).toHaveLength(3);
    expect(emlFiles()).not.toContain(old[0]);
    expect(emlFiles()).toContain(old[1]);

    await later();
    await mailer.send(message({ subject: "third" }));
    await later();
    await mailer.send(message({ subject: "fourth" }));
    const kept = emlFiles();
    expect(kept).toHaveLength(3);
    const subjects = await Promise.all(
      kept.map(async (name) => (await simpleParser(fs.readFileSync(path.join(folder(), name)))).subject),
    );
    expect(subjects).toEqual(["second", "third", "fourth"]);
    expect(fs.readFileSync(path.join(folder(), "notes.txt"), "utf8")).toBe("mine");
  });

  it("keeps 200 files by default", async () => {
    fs.mkdirSync(folder(), { recursive: true });
    for (let i = 0; i < 205; i++) {
      fs.writeFileSync(path.join(folder(), `2001-01-01T00-00-00.${String(i).padStart(3, "0")}Z-00000000.eml`), "old");
    }
    await createMailer({ SMTP_URL: undefined, MAIL_FROM, dataDir }, pino({ level: "silent" })).send(message());
    const kept = emlFiles();
    expect(kept).toHaveLength(200);
    expect(kept[0]).toBe("2001-01-01T00-00-00.006Z-00000000.eml");
    expect(kept.at(-1)).toMatch(/^20[2-9]\d-/);
  });
});
