import { PiggyBank, Plus, Trash2 } from "lucide-react";
import { Suspense, useId, useState, type FormEvent } from "react";
import {
  budgetLineProblems,
  budgetTotal,
  DEFAULT_BUDGET_LINES,
  formatRupees,
  parseBudgetLines,
  type BudgetLine,
} from "@shared/tools/budget";
import { Button } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { cn } from "@web/components/ui/cn";
import { inputClass, labelClass } from "@web/components/ui/form";
import { PageHeader } from "@web/components/ui/PageHeader";
import { ResetButton } from "@web/components/ui/ResetButton";
import { FieldError } from "@web/components/ui/TextField";
import { newId } from "@web/lib/id";
import { signedInPart, useSession } from "@web/lib/session";
import { useStoredState } from "@web/lib/use-stored-state";

export const BUDGET_KEY = "wayfarer.budget";

const TripCostsNote = signedInPart(() => import("./TripCostsNote"));

const DEFAULT_LINES = [...DEFAULT_BUDGET_LINES];

export default function BudgetScreen() {
  const { user } = useSession();
  const [lines, setLines, reset] = useStoredState<BudgetLine[]>(BUDGET_KEY, parseBudgetLines, DEFAULT_LINES);
  const [name, setName] = useState("");
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<{ name?: string; amount?: string }>({});
  const nameId = useId();
  const amountId = useId();

  function add(event: FormEvent) {
    event.preventDefault();
    // Nothing is added then (docs/product.md); the fields say what is missing, beside them.
    const problems = budgetLineProblems(name, amount);
    setErrors(problems);
    if (problems.name || problems.amount) return;
    setLines([...lines, { id: newId(), name: name.trim(), amount: amount.trim() }]);
    setName("");
    setAmount("");
  }

  function setLineAmount(id: string, value: string) {
    setLines(lines.map((line) => (line.id === id ? { ...line, amount: value } : line)));
  }

  return (
    <>
      <PageHeader title="Budget Tracker" lede="Add what the trip will cost and keep an eye on the total." />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 lg:grid-cols-[1fr_20rem] lg:items-start">
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-semibold">Expenses</h2>
          {lines.length === 0 ? (
            <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-center text-muted">
              No expenses yet. Add one below.
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-border">
              {lines.map((line) => (
                <li key={line.id} className="flex items-center gap-3 py-3">
                  <span className="min-w-0 flex-1 truncate font-medium" title={line.name}>
                    {line.name}
                  </span>
                  <div className="relative w-36 shrink-0 sm:w-44">
                    <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted">
                      ₹
                    </span>
                    <input
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="any"
                      aria-label={`Amount for ${line.name}`}
                      className={`${inputClass} pl-7 text-right tabular-nums`}
                      value={line.amount}
                      onChange={(event) => setLineAmount(line.id, event.target.value)}
                    />
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-muted hover:text-danger"
                    aria-label={`Remove ${line.name}`}
                    title={`Remove ${line.name}`}
                    onClick={() => setLines(lines.filter((other) => other.id !== line.id))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
          )}

          <form
            noValidate
            onSubmit={add}
            className="mt-6 grid gap-3 border-t border-border pt-6 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
          >
            <div className="flex flex-col gap-1.5">
              <label htmlFor={nameId} className={labelClass}>
                Category
              </label>
              <input
                id={nameId}
                className={cn(inputClass, errors.name && "border-danger")}
                placeholder="e.g. Museum passes"
                value={name}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? `${nameId}-error` : undefined}
                onChange={(event) => {
                  setName(event.target.value);
                  setErrors(({ name: _fixed, ...rest }) => rest);
                }}
              />
              <FieldError id={`${nameId}-error`} message={errors.name} />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={amountId} className={labelClass}>
                Amount (₹)
              </label>
              <input
                id={amountId}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className={cn(inputClass, "tabular-nums", errors.amount && "border-danger")}
                placeholder="0.00"
                value={amount}
                aria-invalid={errors.amount ? true : undefined}
                aria-describedby={errors.amount ? `${amountId}-error` : undefined}
                onChange={(event) => {
                  setAmount(event.target.value);
                  setErrors(({ amount: _fixed, ...rest }) => rest);
                }}
              />
              <FieldError id={`${amountId}-error`} message={errors.amount} />
            </div>
            <Button type="submit" className="sm:mt-6.5">
              <Plus aria-hidden="true" className="size-4" />
              Add
            </Button>
          </form>
        </Card>

        <Card className="p-5 sm:p-6 lg:sticky lg:top-24">
          <div className="flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-2xl bg-accent-soft text-accent">
              <PiggyBank aria-hidden="true" className="size-5" />
            </span>
            <h2 className="text-xl font-semibold">Total</h2>
          </div>
          <output aria-live="polite" aria-label="Total" className="mt-4 block text-4xl font-bold break-all tabular-nums">
            {formatRupees(budgetTotal(lines))}
          </output>
          <p className="mt-2 text-sm text-muted">
            {lines.length} {lines.length === 1 ? "expense" : "expenses"}
          </p>
          <div className="mt-6">
            <ResetButton onReset={reset} />
          </div>
        </Card>
      </div>
      {user ? (
        <Suspense fallback={null}>
          <TripCostsNote userId={user.id} />
        </Suspense>
      ) : null}
    </>
  );
}
