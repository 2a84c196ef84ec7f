import { normalize } from "./normalize";
import type { Language, Phrase, PhraseKey } from "./knowledge-schema";
import { LANGUAGES } from "./tables";

/** Finding, in a question or a place's greeting label, the language and phrase of knowledge/first-words.json. */

const byName = new Map<string, Language>();
for (const language of LANGUAGES) {
  for (const name of [language.name, ...(language.aliases ?? [])]) byName.set(normalize(name), language);
}
// Longest names first, so "egyptian arabic" wins over "arabic" and "mandarin chinese" over "chinese".
const names = [...byName.keys()].sort((a, b) => b.length - a.length);

/** The language a text names ("... in Japanese", "Thai phrases"), if any. `text` is normalized, padded with spaces. */
export function findLanguage(text: string): Language | undefined {
  const found = names.find((name) => text.includes(` ${name} `));
  return found ? byName.get(found) : undefined;
}

/** The first language of a place's greeting label the table has ("Marathi / Hindi" -> Hindi). */
export function languageNamed(label: string): Language | undefined {
  for (const part of label.split("/")) {
    const language = findLanguage(` ${normalize(part)} `);
    if (language) return language;
  }
  return undefined;
}

const KEY_PATTERNS: [PhraseKey, RegExp][] = [
  ["thank you", / (thank you|thanks|thank) /],
  ["excuse me", / (excuse me|sorry|pardon) /],
  ["goodbye", / (goodbye|good bye|bye) /],
  ["hello", / (hello|hi|greet|greeting|good morning|good day) /],
  // Last: "please" is also how a question is asked ("please tell me how to say hello").
  ["please", / please /],
];

/** Which phrase a question asks for ("how do I say thank you"), if one. `text` is normalized, padded. */
export function phraseAskedFor(text: string): PhraseKey | undefined {
  return KEY_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0];
}

export function formatPhrase(key: PhraseKey, { written, say }: Phrase): string {
  return say ? `**${capitalize(key)}**: ${written} (${say})` : `**${capitalize(key)}**: ${written}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
