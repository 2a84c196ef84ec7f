/**
 * docs/product.md chat bubble text rules, as data the UI renders with plain text nodes (never HTML):
 * asterisk markers are removed, double-asterisk spans become bold, line breaks are kept, a line
 * beginning with Stop, Day or Tips (any case) is bold as a whole, and a line beginning with "- " or "* " is
 * a list item (shown as one, without the marker).
 */

export interface ChatSpan {
  text: string;
  bold: boolean;
}

export interface ChatLine {
  /** The whole line is bold (it begins with Stop, Day or Tips). */
  bold: boolean;
  /** A list item: the line began with a "- " or "* " marker, removed from `spans`. */
  bullet: boolean;
  spans: ChatSpan[];
}

const BULLET = /^\s*[-*]\s+/;
const DASH = /^\s*-\s+/;

const BOLD_LINE = /^(stop|day|tips)/i;

function lineSpans(line: string): ChatSpan[] {
  const spans: ChatSpan[] = [];
  // The bullet marker goes first, then **bold** spans, then any stray asterisk.
  const parts = line.replace(BULLET, "").split(/\*\*(.+?)\*\*/);
  parts.forEach((part, index) => {
    const clean = part.replace(/\*/g, "");
    if (clean.length === 0) return;
    const bold = index % 2 === 1;
    const last = spans.at(-1);
    if (last && last.bold === bold) last.text += clean;
    else spans.push({ text: clean, bold });
  });
  return spans;
}

export function formatChatText(text: string): ChatLine[] {
  return text.split(/\r\n|\r|\n/).map((line) => {
    const spans = lineSpans(line);
    const plain = spans.map((span) => span.text).join("");
    // A "- " line begins with its dash, not with Stop, Day or Tips ("- Day bag" stays plain); "* " was always removed first.
    const bold = !DASH.test(line) && BOLD_LINE.test(plain.trimStart());
    return { bold, bullet: BULLET.test(line), spans };
  });
}
