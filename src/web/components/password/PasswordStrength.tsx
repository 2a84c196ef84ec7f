import { useEffect, useState } from "react";
import { cn } from "@web/components/ui/cn";
import { passwordStrength, type Strength, type StrengthScore } from "./password-strength";

/** Waits for a pause in typing, so a fast typist costs one check, not one per key. */
const DEBOUNCE_MS = 150;

/** The bar's colour per score, from the theme's tokens (light and dark). */
const BAR_COLOR: Record<StrengthScore, string> = {
  0: "bg-danger",
  1: "bg-danger",
  2: "bg-accent",
  3: "bg-primary",
  4: "bg-success",
};

/**
 * How hard the password being chosen is to guess: a four-step bar and a label with advice, announced politely
 * as the user types. Advice only: the server decides what it accepts.
 */
export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const [strength, setStrength] = useState<Strength | null>(null);
  // A stable key, so a new array of the same inputs on each render does not restart the check.
  const inputsKey = JSON.stringify(userInputs);

  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = window.setTimeout(() => {
      passwordStrength(password, JSON.parse(inputsKey) as string[]).then(
        (result) => {
          if (current) setStrength(result); // an answer for an older password must not overwrite a newer one
        },
        () => undefined, // the checker could not be downloaded: no advice, and the next keystroke tries again
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [password, inputsKey]);

  if (!password) return null;
  const filled = strength ? Math.max(strength.score, 1) : 0;
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength?.score ?? 0}
        aria-valuetext={strength?.label ?? "Checking"}
        className="grid grid-cols-4 gap-1"
      >
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              "h-1.5 rounded-full transition-colors",
              strength && step <= filled ? BAR_COLOR[strength.score] : "bg-border",
            )}
          />
        ))}
      </div>
      {/* Always rendered while there is a password, so screen readers announce its first result too. */}
      <p aria-live="polite" className="min-h-5 text-sm text-muted">
        {strength ? (
          <>
            Password strength: <span className="font-semibold text-text">{strength.label}</span>
            {strength.hint ? <span className="block">{strength.hint}</span> : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
