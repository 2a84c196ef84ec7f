import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A small SMTP server on loopback for tests of outgoing mail: a real listener (smtp-server on 127.0.0.1, a free
 * port, plain text without STARTTLS, sign-in optional) that parses each message it receives. Tests point
 * SMTP_URL at `url`, wait for the message they expect and follow the link in it.
 */

export interface ReceivedMail {
  /** Addresses of the To header. */
  to: string[];
  /** Recipients of the SMTP envelope (RCPT TO): who the message was actually delivered to. */
  envelopeTo: string[];
  /** The From header as written, e.g. `"Wayfarer" <no-reply@wayfarer.example>`. */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The user name the client signed in with (SMTP AUTH), if it did. */
  user?: string;
}

export interface SmtpServerOptions {
  /** Refuses every recipient with a 550 answer that quotes the address, as real servers do. */
  rejectRecipients?: boolean;
  /** A slow server: each message is accepted (and received) only once this resolves. */
  holdUntil?: Promise<void>;
}

export interface TestSmtpServer {
  /** For SMTP_URL, e.g. smtp://127.0.0.1:43210. */
  readonly url: string;
  readonly messages: ReceivedMail[];
  /** Resolves with the first message (received already or later) that matches. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const addresses = (header: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(header) ? header : header ? [header] : []).flatMap((object) =>
    object.value.flatMap((entry) => (entry.address ? [entry.address] : [])),
  );

export async function startSmtpServer({ rejectRecipients = false, holdUntil }: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let waiters: (() => void)[] = [];

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    // Sign-in over plain text is fine on loopback; it lets tests check the credentials of SMTP_URL.
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (!rejectRecipients) return callback();
      const error = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          await holdUntil;
          messages.push({
            to: addresses(parsed.to),
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: parsed.from?.text ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html || "",
            ...(session.user ? { user: String(session.user) } : {}),
          });
          // A waiter whose predicate still fails queues itself again, so take the list first.
          const woken = waiters;
          waiters = [];
          for (const wake of woken) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 5_000) {
      return new Promise<ReceivedMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return void waiters.push(check);
          clearTimeout(timer);
          resolve(found);
        };
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) URL in the text part whose path starts with `pathPrefix`; throws when there is none. */
export function linkIn(mail: Pick<ReceivedMail, "text" | "subject">, pathPrefix: string): string {
  for (const [candidate] of mail.text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    // Sentence punctuation right after a link is not part of it.
    const url = URL.parse(candidate.replace(/[.,;:!?)\]]+$/, ""));
    if (url?.pathname.startsWith(pathPrefix)) return url.href;
  }
  throw new Error(`no link to ${pathPrefix} in the mail "${mail.subject}"`);
}
