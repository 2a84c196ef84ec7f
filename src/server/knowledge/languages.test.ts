import { describe, expect, it } from "vitest";
import { normalize } from "./normalize";
import { LANGUAGES } from "./tables";
import { findLanguage, languageNamed, phraseAskedFor } from "./languages";

describe("first words in many languages", () => {
  it("covers at least 40 languages, each with hello and thank you, under names that never collide", () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(40);
    const names = LANGUAGES.flatMap((language) => [language.name, ...(language.aliases ?? [])].map(normalize));
    expect(new Set(names).size).toBe(names.length);
    for (const language of LANGUAGES) {
      expect(language.phrases.hello, language.name).toBeDefined();
      expect(language.phrases["thank you"], language.name).toBeDefined();
      for (const { written, say } of Object.values(language.phrases)) {
        expect(written.trim(), language.name).not.toBe("");
        // A script a reader of English cannot sound out comes with a pronunciation.
        if (/[^\p{Script=Latin}\p{P}\p{Zs}\d]/u.test(written.replace(/\(.*\)/, "")))
          expect(say, `${language.name}: ${written}`).toBeTruthy();
      }
    }
  });

  it("finds the language a question names, the longest name first, and a place's language from its label", () => {
    const find = (text: string) => findLanguage(` ${normalize(text)} `)?.name;
    expect(find("how do I say hello in Mandarin Chinese")).toBe("Mandarin Chinese");
    expect(find("Egyptian Arabic phrases")).toBe("Arabic");
    expect(find("phrases in Māori")).toBe("Māori");
    expect(find("what to pack")).toBeUndefined();
    expect(languageNamed("Marathi / Hindi")?.name).toBe("Hindi");
    expect(languageNamed("Catalan / Spanish")?.name).toBe("Catalan");
    expect(languageNamed("Moroccan Arabic (Darija)")?.name).toBe("Arabic");
    expect(languageNamed("Balinese")).toBeUndefined();
  });

  it("tells which phrase is asked for, taking please as a phrase only when nothing else is asked", () => {
    const key = (text: string) => phraseAskedFor(` ${normalize(text)} `);
    expect(key("How do I say thank you in Japanese?")).toBe("thank you");
    expect(key("please tell me how to say hello in French")).toBe("hello");
    expect(key("how do you say please in Spanish")).toBe("please");
    expect(key("Spanish phrases")).toBeUndefined();
  });
});
