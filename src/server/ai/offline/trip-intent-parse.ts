import type { PlanSlot } from "@shared/plan-slots";
import { clockText, type Pace } from "@shared/timetable";
import { nearestWord } from "../../knowledge/guide-places";
import { normalize } from "../../knowledge/normalize";
import { weekdaysIn } from "./chat-parse";
import {
  VERBS,
  VERB_WORDS,
  RELAXED,
  PACKED,
  BALANCED,
  QUESTION_START,
  POLITE_REQUEST,
  NUMBER_WORDS,
  ORDINALS,
  SLOT_WORDS,
  FILLER,
  REASONS,
  REASON_VERBS,
} from "./trip-intent-words";

/**
 * The words of a trip change (trip-intents.ts reads them against the plan): the message as tokens (days, slots,
 * times and ordinals recognised, misspellings forgiven), which change it asks for and where its target starts.
 */

/** A token of the message: its normalized word, what it is when it is a day, a slot, a time or an ordinal. */
export interface Token {
  word: string;
  day?: number | "missing" | { weekday: number };
  slot?: PlanSlot;
  time?: string;
  /** A bare hour ("at 8"): for an evening stop it means 20:00. */
  bare?: boolean;
  ordinal?: number;
  /** Consumed by a phrase (a verb, "day 3"), so not a word of a name. */
  used?: boolean;
}

/** A question for the chat ("should I skip the museum?"), not a request phrased as one ("would you swap ..."). */
export function isQuestion(text: string): boolean {
  const words = `${text.trim()} `;
  return QUESTION_START.test(words) && !POLITE_REQUEST.test(words);
}

const TIME_PATTERN =
  /\b(\d{1,2})(?:[:.h](\d{2}))\s*(a\.?m\.?|p\.?m\.?)?(?![\d])|\b(\d{1,2})\s*(a\.?m\.?|p\.?m\.?)(?![a-z])|\b(noon|midday)\b/gi;

/** "7:30", "7am", "7.30 pm", "19h00", "noon" as "HH:MM", or undefined when not a time of day. */
function clockOf(hours: number, minutes: number, half?: string): string | undefined {
  let h = hours;
  const meridiem = half?.replace(/\./g, "").toLowerCase();
  if (meridiem) {
    if (h < 1 || h > 12) return undefined;
    if (meridiem === "pm" && h < 12) h += 12;
    if (meridiem === "am" && h === 12) h = 0;
  }
  if (h > 23 || minutes > 59) return undefined;
  return clockText(h * 60 + minutes);
}

/** "3" or "three" as a number. */
function numberOf(word: string): number | undefined {
  if (/^\d{1,2}$/.test(word)) return Number(word);
  return Object.hasOwn(NUMBER_WORDS, word) ? NUMBER_WORDS[word] : undefined;
}

/** The message as tokens: times read first, misspelt verbs corrected, days, slots, ordinals and weekdays marked. */
export function tokenize(message: string): Token[] {
  // Times first: normalizing takes the colon out of "7:00".
  const times: string[] = [];
  const marked = message.replace(TIME_PATTERN, (whole, h1, m1, half1, h2, half2, noon) => {
    const clock = noon ? "12:00" : h1 !== undefined ? clockOf(Number(h1), Number(m1), half1) : clockOf(Number(h2), 0, half2);
    if (!clock) return whole;
    times.push(clock);
    return ` qqtime${times.length - 1} `;
  });
  const all = normalize(marked).split(" ").filter(Boolean).slice(0, 200);
  // A reason given after the change ("at 7:00 to beat the crowds") names no stop.
  const reason = all.findIndex(
    (word, i) => i > 1 && (REASONS.has(word) || (word === "to" && REASON_VERBS.has(all[i + 1] ?? ""))),
  );
  const words = reason === -1 ? all : all.slice(0, reason);
  const tokens: Token[] = words.map((raw) => {
    const word = raw.length >= 6 && !VERB_WORDS.includes(raw) ? (nearestWord(raw, VERB_WORDS) ?? raw) : raw;
    const time = /^qqtime(\d+)$/.exec(word);
    if (time) return { word: times[Number(time[1])]!, time: times[Number(time[1])]! };
    return { word };
  });
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1]?.word;
    const before = tokens[i - 1]?.word;
    // Own keys only: a traveller's "constructor" is not a property of these tables.
    if (Object.hasOwn(SLOT_WORDS, token.word)) token.slot = SLOT_WORDS[token.word];
    if (Object.hasOwn(ORDINALS, token.word)) token.ordinal = ORDINALS[token.word];
    // "day 3", "day three", "days 1 and 2" (the second number marked below)
    if ((token.word === "day" || token.word === "days") && next !== undefined) {
      const n = numberOf(next);
      if (n !== undefined) {
        token.day = n;
        token.used = true;
        tokens[i + 1]!.used = true;
        // "days 1 and 2", "day 1 and 2", "day 1 with 3"
        const joined = tokens[i + 2]?.word;
        const other = tokens[i + 3]?.word;
        if ((joined === "and" || joined === "with" || joined === "for") && other !== undefined) {
          const m = numberOf(other);
          if (m !== undefined) {
            tokens[i + 3]!.day = m;
            tokens[i + 3]!.used = true;
          }
        }
      }
    }
    // "the third day", "the last day"
    if (token.ordinal !== undefined && (next === "day" || next === "days")) {
      token.day = token.ordinal;
      token.ordinal = undefined;
      token.used = true;
      tokens[i + 1]!.used = true;
    }
    // "at 7", "at 10": a bare hour after "at" is a time when nothing else makes it one.
    if (before === "at" && /^\d{1,2}$/.test(token.word) && token.day === undefined && !token.used) {
      const hour = Number(token.word);
      if (hour <= 23) [token.time, token.bare] = [clockText(hour * 60), true];
    }
    if (token.day === undefined && !token.used && token.word.length >= 5) {
      const [weekday] = weekdaysIn(token.word);
      if (Number.isInteger(weekday) && !/^weekends?$/.test(token.word)) token.day = { weekday: weekday! };
    }
  }
  return tokens;
}

type IntentAt =
  | { type: "swap_days" }
  | { type: "pace"; pace: Pace }
  | { type: "remove" | "move" | "retime" | "add"; at: number }
  | { type: "replace"; at: number; end: number };

/** Where a phrase of words starts among the tokens, or -1. */
function phraseAt(tokens: readonly Token[], phrase: string, from = 0): number {
  const words = phrase.split(" ");
  for (let i = from; i + words.length <= tokens.length; i++) {
    if (words.every((word, k) => tokens[i + k]!.word === word)) return i;
  }
  return -1;
}

function firstOf(tokens: readonly Token[], phrases: readonly string[]): { at: number; length: number } | undefined {
  let best: { at: number; length: number } | undefined;
  for (const phrase of phrases) {
    const at = phraseAt(tokens, phrase);
    if (at !== -1 && (!best || at < best.at)) best = { at, length: phrase.split(" ").length };
  }
  return best;
}

function use(tokens: Token[], at: number, length: number): void {
  for (let i = at; i < at + length; i++) tokens[i]!.used = true;
}

/** Which change the tokens ask for and where its words start (its verb's words marked used), or none. */
export function intentOf(tokens: Token[], text: string): IntentAt | undefined {
  const days = tokens.filter((token) => token.day !== undefined);
  const items = tokens.filter((token) => token.day === undefined && !token.used);
  const swap = firstOf(tokens, ["swap", "switch", "exchange", "trade", "flip"]);
  // "swap day 1 and 2": two days and nothing else named.
  if (swap && days.length === 2 && !/ (with|for) (a|an|some|something) /.test(text)) {
    // What comes before the verb is politeness ("is it possible to swap ...").
    const named = items.filter((t) => tokens.indexOf(t) > swap.at && !FILLER.has(t.word) && t.slot === undefined);
    if (named.length === 0) return { type: "swap_days" };
  }
  const replace = firstOf(tokens, VERBS.replace) ?? (swap && / (with|for) /.test(text) ? swap : undefined);
  if (replace) {
    use(tokens, replace.at, replace.length);
    const instead = tokens[replace.at]!.word === "instead";
    return { type: "replace", at: instead ? -1 : replace.at + replace.length, end: instead ? replace.at : -1 };
  }
  const add = firstOf(tokens, VERBS.add);
  if (add) {
    use(tokens, add.at, add.length);
    return { type: "add", at: add.at + add.length };
  }
  const remove = firstOf(tokens, VERBS.remove);
  if (remove) {
    use(tokens, remove.at, remove.length);
    return { type: "remove", at: remove.at + remove.length };
  }
  // "More food on day 2": a food stop of the guide added to that day, the other stops kept.
  const moreFood = firstOf(tokens, ["more food", "more eating", "more restaurants"]);
  if (moreFood) {
    use(tokens, moreFood.at, 1);
    return { type: "add", at: moreFood.at + 1 };
  }
  for (const [words, pace] of [
    [RELAXED, "relaxed"],
    [PACKED, "packed"],
    [BALANCED, "balanced"],
  ] as const) {
    const found = firstOf(tokens, words);
    if (found && !tokens.some((t) => t.time !== undefined)) {
      use(tokens, found.at, found.length);
      return { type: "pace", pace };
    }
  }
  const move = firstOf(tokens, VERBS.move);
  const retime = firstOf(tokens, VERBS.retime);
  const time = tokens.findIndex((token) => token.time !== undefined);
  if (retime && time !== -1) {
    use(tokens, retime.at, retime.length);
    return { type: "retime", at: retime.at + retime.length };
  }
  if (move) {
    use(tokens, move.at, move.length);
    // "move the 14:00 stop to 15:30": only a time after "to" is a new time.
    const from = move.at + move.length;
    const target = targetAt(tokens, from);
    const timeTarget = target !== -1 && tokens.slice(target).some((t) => t.time !== undefined);
    // "to day 1 morning at 8am": a day and a time.
    const last = tokens.length - 1;
    const end = tokens[last]!.time && tokens[last - 1]?.word === "at" ? last - 1 : tokens.length;
    const dayAt = targetAt(tokens, from, end);
    const dayTarget = dayAt !== -1 && tokens.slice(dayAt, end).some((t) => t.day !== undefined || t.slot !== undefined);
    return { type: timeTarget && !dayTarget ? "retime" : "move", at: move.at + move.length };
  }
  // "Fushimi Inari at 7am": a stop and a time, nothing else.
  if (time !== -1 && tokens[time - 1]?.word === "at" && !days.length) return { type: "retime", at: 0 };
  return undefined;
}

export const TARGET_WORDS = new Set(["to", "on", "onto", "into", "for", "until", "till", "at", "in"]);

/** Where the target of a move starts ("to day 3", "on Wednesday morning", "at 7:00"), or -1: the last such word after `from` followed only by days, slots, times and fillers. */
export function targetAt(tokens: readonly Token[], from: number, end = tokens.length): number {
  for (let i = end - 1; i >= from; i--) {
    if (!TARGET_WORDS.has(tokens[i]!.word)) continue;
    const rest = tokens.slice(i + 1, end);
    const named = rest.some((t) => t.day !== undefined || t.slot !== undefined || t.time !== undefined);
    const onlyTarget = rest.every(
      (t) => t.day !== undefined || t.slot !== undefined || t.time !== undefined || t.used || FILLER.has(t.word),
    );
    if (named && onlyTarget) {
      // "to the evening of day 2" is one target; "from day 1 to day 3" starts at "to".
      return i;
    }
  }
  return -1;
}
