import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export interface Strength {
  score: StrengthScore;
  label: string;
  /** What to change, in plain English, when zxcvbn has advice. */
  hint?: string;
}

const LABELS: Record<StrengthScore, string> = { 0: "Weak", 1: "Weak", 2: "Fair", 3: "Good", 4: "Strong" };

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * Loaded on first use only: zxcvbn-ts and its dictionaries are hundreds of KB, far over a page's 40 KB budget,
 * so the dynamic imports keep them in chunks of their own that no page loads up front.
 */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    // The English messages only: its dictionaries (about 600 KB gzipped, OpenSubtitles data under ODC-BY)
    // would make the first keystroke a large download for little better advice.
    import("@zxcvbn-ts/language-en/dist/translations"),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        translations: {
          ...en.default,
          warnings: { ...en.default.warnings, userInputs: "Avoid your name and email address in a password." },
        },
      }),
    (error: unknown) => {
      checker = undefined; // a chunk that failed to download (offline) is tried again on the next call
      throw error;
    },
  );
  return checker;
}

/** Splits "ada.lovelace@example.com" into its words too, so a password built from them counts as guessable. */
function personalWords(userInputs: string[]): string[] {
  const words = userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)]);
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 3))];
}

/** zxcvbn's estimate of how hard the password is to guess, with a label and its most useful advice. */
export async function passwordStrength(password: string, userInputs: string[]): Promise<Strength> {
  const zxcvbn = await loadChecker();
  const { score, feedback } = zxcvbn.check(password, personalWords(userInputs));
  // The warning says what is wrong ("This is a heavily used password."), so it comes before a suggestion.
  const hint = feedback.warning || feedback.suggestions[0];
  return hint ? { score, label: LABELS[score], hint } : { score, label: LABELS[score] };
}
