import africa from "./countries/africa.json" with { type: "json" };
import americas from "./countries/americas.json" with { type: "json" };
import asia from "./countries/asia.json" with { type: "json" };
import europe from "./countries/europe.json" with { type: "json" };
import firstWords from "./first-words.json" with { type: "json" };
import {
  checkedTable,
  countriesSchema,
  languagesSchema,
  packingListsSchema,
  travelPhrasesSchema,
  travelTipsSchema,
  type Country,
} from "./knowledge-schema";
import packingLists from "./packing-lists.json" with { type: "json" };
import travelPhrases from "./travel-phrases.json" with { type: "json" };
import travelTips from "./travel-tips.json" with { type: "json" };

/**
 * The knowledge tables written as JSON beside this file, each checked against its schema (knowledge-schema.ts)
 * when this module is first imported. The JSON is bundled into the server, so nothing is read at run time.
 */

/** All countries (UN members plus Taiwan, Kosovo, Palestine, Vatican City), in file order. */
export const COUNTRIES: readonly Country[] = [
  ...checkedTable("countries/europe.json", countriesSchema, europe),
  ...checkedTable("countries/asia.json", countriesSchema, asia),
  ...checkedTable("countries/africa.json", countriesSchema, africa),
  ...checkedTable("countries/americas.json", countriesSchema, americas),
];

/** A traveller's first words in the languages of the places people visit most. */
export const LANGUAGES = checkedTable("first-words.json", languagesSchema, firstWords);

export const PACKING_LISTS = checkedTable("packing-lists.json", packingListsSchema, packingLists);

/** General travel tips for the chat assistant. */
export const TRAVEL_TIPS = checkedTable("travel-tips.json", travelTipsSchema, travelTips);

/** A small phrase list per travel type for the offline chat assistant. */
export const TRAVEL_PHRASES = checkedTable("travel-phrases.json", travelPhrasesSchema, travelPhrases);
