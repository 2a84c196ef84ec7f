import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { formatMinor, toMinor } from "@shared/money";
import { COST_MESSAGES, type CostEstimate, type ExpenseCategory, type TripCosts } from "@shared/schemas/costs";
import { cn } from "@web/components/ui/cn";
import { inputClass } from "@web/components/ui/form";
import { FieldError } from "@web/components/ui/TextField";
import { costsQuery, patchCosts } from "../api";
import { usePanelAction } from "../use-panel-action";
import { CategoryIcon } from "./CategoryIcon";
import { CATEGORY_NAMES, exponentOf, formatMoney } from "./costs-format";
import { CostsSection } from "./CostsSection";
import { normalizeAmount } from "./expense-form";

interface Props {
  tripId: string;
  costs: TripCosts;
  canEdit: boolean;
  online: boolean;
}

/** A budget per category beside what was spent on it, and the plan's own estimate from the guides' price levels. */
export function BudgetPanel({ tripId, costs, canEdit, online }: Props) {
  const queryClient = useQueryClient();
  const { busy, error, run } = usePanelAction();
  const { currency } = costs;
  const exponent = exponentOf(currency);
  const sum = (amounts: (string | null)[]) =>
    formatMinor(
      amounts.reduce((total, amount) => total + (amount ? (toMinor(amount, exponent) ?? 0n) : 0n), 0n),
      exponent,
    );
  const planned = costs.budget.some((line) => line.amount !== null);

  const setBudget = (category: ExpenseCategory, amount: string | null) =>
    run(async () => {
      const answer = await patchCosts(tripId, { budget: { [category]: amount } });
      queryClient.setQueryData(costsQuery(tripId).queryKey, answer);
    });

  return (
    <CostsSection
      id="costs-budget"
      title="Budget"
      lede={
        planned
          ? `Spent ${formatMoney(sum(costs.budget.map((line) => line.spent)), currency)} of ${formatMoney(sum(costs.budget.map((line) => line.amount)), currency)} budgeted`
          : `Spent ${formatMoney(sum(costs.budget.map((line) => line.spent)), currency)}${canEdit ? ". Set a budget per category to keep an eye on it." : "."}`
      }
    >
      <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <ul aria-label="Budget per category" className="divide-y divide-border">
          {costs.budget.map((line) => (
            <BudgetLine
              // A new amount from the server starts the field over.
              key={`${line.category}:${line.amount ?? ""}`}
              category={line.category}
              amount={line.amount}
              spent={line.spent}
              currency={currency}
              editable={canEdit}
              disabled={busy || !online}
              onSave={(amount) => setBudget(line.category, amount)}
            />
          ))}
        </ul>
        <PlanEstimate estimate={costs.estimate} currency={currency} />
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </CostsSection>
  );
}

interface LineProps {
  category: ExpenseCategory;
  amount: string | null;
  spent: string;
  currency: string;
  editable: boolean;
  disabled: boolean;
  onSave: (amount: string | null) => void;
}

/** One category: its budget (a field for editors, saved when left or on Enter), what was spent, and what is left. */
function BudgetLine({ category, amount, spent, currency, editable, disabled, onSave }: LineProps) {
  const id = useId();
  const [value, setValue] = useState(amount ?? "");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const exponent = exponentOf(currency);
  const name = CATEGORY_NAMES[category];
  const budget = amount === null ? undefined : toMinor(amount, exponent);
  const used = toMinor(spent, exponent) ?? 0n;
  const left = budget === undefined ? undefined : budget - used;
  const share = budget ? Math.min(100, Number((used * 100n) / budget)) : used > 0n ? 100 : 0;

  const save = () => {
    const typed = normalizeAmount(value);
    if (typed === (amount ?? "")) return;
    if (typed === "") return onSave(null);
    const minor = /^\d+(?:\.\d+)?$/.test(typed) ? toMinor(typed, exponent) : undefined;
    const refused = !/^\d+(?:\.\d+)?$/.test(typed)
      ? COST_MESSAGES.badAmount
      : minor === undefined
        ? COST_MESSAGES.tooPrecise(currency, exponent)
        : undefined;
    setProblem(refused);
    if (!refused) onSave(formatMinor(minor!, exponent));
  };

  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <CategoryIcon category={category} />
        <span className="min-w-0 flex-1 font-semibold">{name}</span>
        {editable ? (
          <div className="flex items-center gap-2">
            <label htmlFor={id} className="text-sm text-muted">
              <span className="sr-only sm:not-sr-only">Budget</span> <span className="sr-only">for {name}</span>
            </label>
            <div className="w-28 shrink-0">
              <input
                id={id}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="none"
                value={value}
                disabled={disabled}
                onChange={(event) => {
                  setValue(event.target.value);
                  setProblem(undefined);
                }}
                onBlur={save}
                onKeyDown={(event) => {
                  if (event.key === "Enter") save();
                }}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                className={cn(inputClass, "text-right tabular-nums", problem && "border-danger")}
              />
            </div>
            <span aria-hidden="true" className="text-sm text-muted">
              {currency}
            </span>
          </div>
        ) : (
          <span className="text-sm text-muted tabular-nums">
            {amount === null ? "No budget" : `Budget ${formatMoney(amount, currency)}`}
          </span>
        )}
      </div>
      <FieldError id={`${id}-error`} message={problem} />
      {budget === undefined ? null : (
        <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-surface-2">
          <div
            className={cn("h-full rounded-full", left !== undefined && left < 0n ? "bg-danger" : "bg-primary")}
            style={{ width: `${share}%` }}
          />
        </div>
      )}
      <p className="mt-1 text-sm text-muted tabular-nums">
        Spent {formatMoney(spent, currency)}
        {left === undefined ? null : left >= 0n ? (
          ` · ${formatMoney(formatMinor(left, exponent), currency)} left`
        ) : (
          <span className="font-semibold text-danger"> · over by {formatMoney(formatMinor(-left, exponent), currency)}</span>
        )}
      </p>
    </li>
  );
}

/** The plan's estimated costs per person, in all and day by day: an estimate from the guides, not a quote. */
function PlanEstimate({ estimate, currency }: { estimate: CostEstimate | null; currency: string }) {
  // A plan whose stops have no price levels estimates nothing.
  const known = estimate !== null && /[1-9]/.test(estimate.total);
  return (
    <aside aria-labelledby="costs-estimate" className="rounded-xl bg-surface-2 p-4">
      <h3 id="costs-estimate" className="font-semibold">
        The plan&apos;s estimate
      </h3>
      {estimate && known ? (
        <>
          <p className="mt-1 text-2xl font-bold tabular-nums">
            {formatMoney(estimate.total, currency)} <span className="text-sm font-normal text-muted">per person</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            Estimated from the city guides&apos; price levels for the plan&apos;s stops: a rough guide, not a quote.
          </p>
          <ul aria-label="Estimate per day, per person" className="mt-3 space-y-1 text-sm">
            {estimate.days.map((day) => (
              <li key={day.day} className="flex justify-between gap-3">
                <span>Day {day.day}</span>
                <span className="tabular-nums">{formatMoney(day.amount, currency)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-sm text-muted">
          {estimate
            ? "The plan's stops have no price levels in the city guides to estimate from."
            : `No estimate in ${currency}: the guides' prices are in US dollars, and there is no rate to ${currency} yet.`}
        </p>
      )}
    </aside>
  );
}
