import { REGIONS } from "@shared/catalog/destinations";
import { TRAVEL_TYPES } from "@shared/catalog/phrasebook";
import { z } from "zod";

/**
 * The schemas of the offline knowledge that is not a city guide (guide-schema.ts has those): the world's
 * countries (`countries/<region>.json`), first words in many languages (`first-words.json`), packing lists
 * (`packing-lists.json`), general travel tips (`travel-tips.json`) and phrases per travel type
 * (`travel-phrases.json`). Each file is checked against its schema when the server first reads it (tables.ts),
 * so a wrong field stops the server and the tests with the file, the entry and the field at fault.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

/** A well-known place in a country. */
export const placeSchema = z.strictObject({
  name: text(80),
  description: text(140),
});

export const countrySchema = z.strictObject({
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: z.string().regex(/^[A-Z]{2}$/, "Use the ISO 3166-1 alpha-2 code in capitals, such as FR."),
  name: text(80),
  capital: text(80),
  region: z.enum(REGIONS),
  /** ISO 4217 code of the main currency in everyday use. */
  currency: z.string().regex(/^[A-Z]{3}$/, "Use the ISO 4217 code in capitals, such as EUR."),
  /** Other names travellers use for it ("Czech Republic", "USA"). */
  aliases: z.array(text(80)),
  /** 3-5 well-known places. */
  places: z.array(placeSchema).min(3).max(5),
});
export const countriesSchema = z.array(countrySchema).min(1);

export type Country = z.infer<typeof countrySchema>;

export const PHRASE_KEYS = ["hello", "thank you", "please", "excuse me", "goodbye"] as const;
export type PhraseKey = (typeof PHRASE_KEYS)[number];

/** The phrase as written, and how to say it when the script is not Latin (or the spelling misleads). */
export const phraseSchema = z.strictObject({ written: text(120), say: text(120).optional() });
export type Phrase = z.infer<typeof phraseSchema>;

/**
 * A language's first words. A phrase that cannot be given with confidence (one that depends on who you speak
 * to, or has no everyday equivalent) is left out rather than guessed.
 */
export const languageSchema = z.strictObject({
  name: text(40),
  /** Other names travellers use for it, lower case. */
  aliases: z
    .array(text(40).regex(/^[^A-Z]+$/, "Aliases are lower case."))
    .min(1)
    .optional(),
  phrases: z.partialRecord(z.enum(PHRASE_KEYS), phraseSchema),
  /** One line worth knowing before using them. */
  note: text(200).optional(),
});
export const languagesSchema = z.array(languageSchema).min(1);
export type Language = z.infer<typeof languageSchema>;

export const PACKING_TYPES = ["beach", "city", "cold", "desert", "rainforest", "business", "family"] as const;
export type PackingType = (typeof PACKING_TYPES)[number];

export const packingListSchema = z.strictObject({
  type: z.enum(PACKING_TYPES),
  label: text(60),
  /** Words that suggest this list, e.g. "ski", "snow", "hiking". */
  keywords: z.array(text(40)).min(1),
  items: z.array(text(120)).min(1),
  tips: z.array(text(200)).min(1),
});
export const packingListsSchema = z.array(packingListSchema).min(1);
export type PackingList = z.infer<typeof packingListSchema>;

export const travelTipsSchema = z.array(text(200)).min(1);

/** A small phrase list per travel type (the app's seven travel types, each one required). */
export const travelPhrasesSchema = z.record(
  z.enum(TRAVEL_TYPES),
  z.array(z.strictObject({ phrase: text(120), tip: text(200) })).min(1),
);

/**
 * The table, or an error naming the file and, one line each, every entry and field at fault
 * ("countries/europe.json: 3.places.0.name: Too small: expected string to have >=1 characters").
 */
export function checkedTable<T>(file: string, schema: z.ZodType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${file}: ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`${file} does not match its schema (knowledge-schema.ts):\n${lines.join("\n")}`);
}
