const SPECIAL_CHARS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  ø: "o",
  œ: "oe",
  đ: "d",
  ð: "d",
  þ: "th",
  ł: "l",
  ı: "i",
};

const NON_ASCII = /[^ -~\t\n\r]/;

/**
 * Lower-case, strip accents and punctuation, collapse whitespace.
 * "  Hội An, Việt Nam! " -> "hoi an viet nam"
 */
export function normalize(text: string): string {
  // Plain ASCII (most text: the plans' check normalizes every section of a plan) has no accents to strip, and its
  // letters and digits are a-z and 0-9 once lower-cased: the same result without the Unicode passes.
  if (!NON_ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/['`]/g, "")
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[ßæøœđðþłı]/g, (ch) => SPECIAL_CHARS[ch] ?? ch)
    .replace(/['’`]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
