import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITE_EMAILS_PER_HOUR, type InviteLink } from "@shared/schemas/members";
import { createApp, type App } from "../app";
import { createMailer } from "../mail/mailer";
import { testConfig } from "../test/app";
import { signUp } from "../test/auth";
import { testDatabases, useDatabase } from "../test/databases";
import { createProbe, type Probe } from "../test/endpoints";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../test/smtp-server";

/**
 * Invite links sent by email through the app's mailer, to a real SMTP server on loopback. The accounts themselves
 * are made without email verification (the app's own config has no SMTP_URL; only the mailer it is given sends).
 */
describe("invite links by email", () => {
  const suite = useDatabase(testDatabases[0]!);
  const servers: TestSmtpServer[] = [];
  const appWith = (smtp: TestSmtpServer): App => {
    const logger = pino({ level: "silent" });
    const mailer = createMailer(testConfig({ SMTP_URL: smtp.url, MAIL_FROM: "Wayfarer <no-reply@wayfarer.test>" }), logger);
    return createApp({ config: testConfig(), db: suite.db, logger, mailer });
  };
  const invite = (app: App, owner: Probe, body: unknown) =>
    app.request(`/api/itineraries/${owner.itineraryId}/invites`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: owner.cookie },
      body: JSON.stringify(body),
    });
  let smtp: TestSmtpServer;
  let app: App;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    servers.push(smtp);
    app = appWith(smtp);
  });
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it("sends the link to the address given, in the owner's name; the link in the email joins the trip", async () => {
    const owner = await createProbe(app);
    const res = await invite(app, owner, { role: "editor", email: " Friend@Example.com " });
    expect(res.status).toBe(201);
    const link = (await res.json()) as InviteLink;
    expect(link.emailed).toBe(true);
    const mail = await smtp.waitFor((m) => m.to.includes("friend@example.com"));
    expect(mail.subject).toBe('Probe invites you to plan "Kyoto in spring" on Wayfarer');
    expect(mail.text).toContain("change it together");
    const path = linkIn(mail, "/invites/");
    expect(link.url.endsWith(path)).toBe(true);

    const friend = await signUp(app, { name: "Friend" });
    const accepted = await app.request(`/api/invites/${path.split("/invites/")[1]}/accept`, {
      method: "POST",
      headers: { Cookie: friend.cookie },
    });
    expect(accepted.status).toBe(200);
  });

  it("without an address nothing is sent; a bad address is refused and makes no link", async () => {
    const owner = await createProbe(app);
    const before = smtp.messages.length;
    expect(((await (await invite(app, owner, { role: "viewer" })).json()) as InviteLink).emailed).toBeUndefined();
    const bad = await invite(app, owner, { role: "viewer", email: "not an address" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: expect.objectContaining({ code: "invalid_input", message: "Please enter a valid email address." }),
    });
    const links = (await (
      await app.request(`/api/itineraries/${owner.itineraryId}/invites`, { headers: { Cookie: owner.cookie } })
    ).json()) as unknown[];
    expect(links).toHaveLength(1);
    expect(smtp.messages.length).toBe(before);
  });

  it(`an owner sends ${INVITE_EMAILS_PER_HOUR} invite emails an hour; links without email are not counted`, async () => {
    const owner = await createProbe(app);
    for (let i = 0; i < INVITE_EMAILS_PER_HOUR; i++)
      expect((await invite(app, owner, { role: "viewer", email: `guest-${i}@example.com` })).status).toBe(201);
    const refused = await invite(app, owner, { role: "viewer", email: "one-more@example.com" });
    expect(refused.status).toBe(429);
    expect((await invite(app, owner, { role: "viewer" })).status).toBe(201);
  });

  it("a mail server that refuses still gives the owner the link, marked as not sent", async () => {
    const refusing = await startSmtpServer({ rejectRecipients: true });
    servers.push(refusing);
    const strict = appWith(refusing);
    const owner = await createProbe(strict);
    const res = await invite(strict, owner, { role: "editor", email: "nobody@example.com" });
    expect(res.status).toBe(201);
    expect((await res.json()) as InviteLink).toEqual(
      expect.objectContaining({ emailed: false, url: expect.stringContaining("/invites/") }),
    );
  });
});
