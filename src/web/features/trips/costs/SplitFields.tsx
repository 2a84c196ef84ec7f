import { formatMinor } from "@shared/money";
import type { SplitMode } from "@shared/schemas/costs";
import { Chip } from "@web/components/ui/Chip";
import { cn } from "@web/components/ui/cn";
import { inputClass } from "@web/components/ui/form";
import { FieldError } from "@web/components/ui/TextField";
import { exponentOf, formatMoney } from "./costs-format";
import { leftToAssign, partsPreview, type ExpenseDraft } from "./expense-form";
import type { CostPerson } from "./people";

const MODE_NAMES: Record<SplitMode, string> = { equal: "Equally", shares: "By shares", exact: "Exact amounts" };

interface Props {
  id: string;
  draft: ExpenseDraft;
  people: readonly CostPerson[];
  me: string;
  error?: string;
  onChange: (change: Partial<ExpenseDraft>) => void;
}

/**
 * How an expense is split: equally among the people ticked, by shares (whole numbers), or by exact amounts, with
 * each person's part shown as it will come out, and for exact amounts what is still left to assign.
 */
export function SplitFields({ id, draft, people, me, error, onChange }: Props) {
  const preview = partsPreview(draft);
  const left = draft.mode === "exact" ? leftToAssign(draft) : undefined;
  const exponent = exponentOf(draft.currency);
  const toggle = (userId: string, on: boolean) =>
    onChange({
      among: on
        ? people
            .filter((person) => person.userId === userId || draft.among.includes(person.userId))
            .map((person) => person.userId)
        : draft.among.filter((other) => other !== userId),
    });

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-3">
      <legend className="text-sm font-semibold text-muted">Split</legend>
      <div role="group" aria-label="Split the expense" className="flex flex-wrap gap-2">
        {(Object.keys(MODE_NAMES) as SplitMode[]).map((mode) => (
          <Chip key={mode} pressed={draft.mode === mode} onClick={() => onChange({ mode })}>
            {MODE_NAMES[mode]}
          </Chip>
        ))}
      </div>
      <ul aria-label="People in the split" className="divide-y divide-border rounded-xl border border-border">
        {people.map((person) => {
          const included = draft.among.includes(person.userId);
          const checkId = `${id}-${person.userId}`;
          return (
            <li key={person.userId} className="flex min-h-12 items-center gap-3 px-3 py-1.5">
              <input
                id={checkId}
                type="checkbox"
                checked={included}
                onChange={(event) => toggle(person.userId, event.target.checked)}
                className="size-5 shrink-0 accent-[var(--primary)]"
              />
              <div className="min-w-0 flex-1">
                <label htmlFor={checkId} className="block break-words">
                  {person.name}
                  {person.userId === me ? <span className="text-muted"> (you)</span> : null}
                  {person.onTrip ? null : <span className="text-muted"> (left the trip)</span>}
                </label>
                {included && preview?.has(person.userId) ? (
                  <p className="text-sm text-muted tabular-nums">
                    <span className="sr-only">Part of {person.name}: </span>
                    {formatMoney(preview.get(person.userId)!, draft.currency)}
                  </p>
                ) : null}
              </div>
              {included && draft.mode === "shares" ? (
                <div className="w-16 shrink-0">
                  <input
                    type="text"
                    inputMode="numeric"
                    aria-label={`Shares of ${person.name}`}
                    value={draft.shares[person.userId] ?? "1"}
                    onChange={(event) => onChange({ shares: { ...draft.shares, [person.userId]: event.target.value } })}
                    className={cn(inputClass, "text-right tabular-nums")}
                  />
                </div>
              ) : null}
              {included && draft.mode === "exact" ? (
                <div className="w-28 shrink-0">
                  <input
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={`Amount for ${person.name}`}
                    placeholder="0"
                    value={draft.amounts[person.userId] ?? ""}
                    onChange={(event) => onChange({ amounts: { ...draft.amounts, [person.userId]: event.target.value } })}
                    className={cn(inputClass, "text-right tabular-nums")}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {draft.mode === "exact" ? (
        <p role="status" className={cn("text-sm font-semibold", left !== undefined && left < 0n ? "text-danger" : "text-muted")}>
          {left === undefined
            ? "Write the amount first, then each person's part."
            : left === 0n
              ? "All of it is assigned."
              : left > 0n
                ? `${formatMoney(formatMinor(left, exponent), draft.currency)} left to assign`
                : `${formatMoney(formatMinor(-left, exponent), draft.currency)} too much assigned`}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
