/**
 * The stack a peer (TREK) serves its trips with, Express 5 and better-sqlite3, serving the same list as
 * GET /api/itineraries from the same database file, so the API bench says where Wayfarer stands against a
 * real alternative, not only against a bare node:http server. It does what such a route does and no more:
 * reads the session cookie, finds the session and its user with one prepared statement, lists the user's 50
 * newest trips with another, and answers the JSON Wayfarer answers (the bench checks the bodies are equal).
 * No rate limit, security headers, logging or cache: the peer's figure is a ceiling for that stack.
 *
 * Run as a child process by api.ts: `node bench/express-peer.ts <sqlite file>`; it sends its port over IPC.
 */
import SQLite from "better-sqlite3";
import express from "express";

const file = process.argv[2];
if (!file) throw new Error("usage: node bench/express-peer.ts <sqlite file>");
const db = new SQLite(file, { readonly: true, fileMustExist: true });
db.pragma("journal_mode = WAL");

interface Row {
  id: string;
  author_id: string;
  author_name: string;
  title: string;
  days: string;
  engine: string | null;
  created_at: string;
  has_plan: number;
}

const sessionUser = db.prepare<[string, string], { userId: string }>(
  `select "userId" from session where token = ? and "expiresAt" > ?`,
);
const newestTrips = db.prepare<[string], Row>(
  `select id, author_id, author_name, title, days, engine, created_at, plan is not null as has_plan
   from itinerary where author_id = ? order by created_at desc, id desc limit 50`,
);

const app = express();
app.disable("x-powered-by");
app.get("/api/itineraries", (req, res) => {
  const cookie = /(?:^|;\s*)better-auth\.session_token=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
  const token = cookie && decodeURIComponent(cookie).split(".", 1)[0];
  const session = token ? sessionUser.get(token, new Date().toISOString()) : undefined;
  if (!session) {
    res.status(401).json({ error: "Sign in to see your trips." });
    return;
  }
  res.json(
    newestTrips.all(session.userId).map((row) => ({
      id: row.id,
      title: row.title,
      days: row.days,
      author: { id: row.author_id, name: row.author_name },
      createdAt: row.created_at,
      ...(row.engine !== null && { engine: row.engine }),
      hasPlan: row.has_plan === 1,
    })),
  );
});

const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.(typeof address === "object" && address ? address.port : 0);
});
