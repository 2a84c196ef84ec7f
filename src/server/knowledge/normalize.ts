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

/**
 * Lower-case, strip accents and punctuation, collapse whitespace.
 * "  Hội An, Việt Nam! " -> "hoi an viet nam"
 */
export function normalize(text: string): string {
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
