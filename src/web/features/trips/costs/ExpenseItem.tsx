import { Pencil, Trash2 } from "lucide-react";
import { useRef } from "react";
import type { Expense } from "@shared/schemas/costs";
import { Button } from "@web/components/ui/Button";
import { friendlyDate } from "@web/lib/dates";
import { CategoryIcon } from "./CategoryIcon";
import { CATEGORY_NAMES, formatMoney, nameList, rateLine } from "./costs-format";
import { nameOf, type CostPerson } from "./people";

interface Props {
  expense: Expense;
  tripCurrency: string;
  people: readonly CostPerson[];
  me: string;
  /** Editors get Edit and Delete (Delete asks once more, in place). */
  actions?: {
    disabled: boolean;
    confirming: boolean;
    onEdit: () => void;
    onDelete: () => void;
    onConfirm: () => void;
    onKeep: () => void;
  };
}

/** One expense: what, how much (and in the trip's currency at its frozen rate), who paid, how it is split. */
export function ExpenseItem({ expense, tripCurrency, people, me, actions }: Props) {
  const mine = expense.parts.find((part) => part.userId === me);
  // Asking once more swaps the buttons: focus goes to "Keep it", and back to Delete when the traveller keeps it.
  const deleteButton = useRef<HTMLButtonElement>(null);
  return (
    <li className="flex gap-3 py-4">
      <CategoryIcon category={expense.category} />
      <div className="min-w-0 flex-1 space-y-0.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="min-w-0 font-semibold break-words">{expense.title}</p>
          <p className="font-bold tabular-nums">{formatMoney(expense.amount, expense.currency)}</p>
        </div>
        {expense.currency === tripCurrency ? null : (
          <p className="text-sm text-muted">
            <span className="font-semibold text-text tabular-nums">{formatMoney(expense.converted, tripCurrency)}</span>
            {" · "}
            {rateLine(expense.currency, tripCurrency, expense.rate, expense.rateDate)}
          </p>
        )}
        <p className="text-sm text-muted">
          {nameOf(people, expense.paidBy)}
          {expense.paidBy === me ? " (you)" : ""} paid · {CATEGORY_NAMES[expense.category]}
          {expense.date ? ` · ${friendlyDate(expense.date)}` : ""}
        </p>
        <p className="text-sm text-muted">
          {splitText(expense, people)}
          {mine ? ` · your part ${formatMoney(mine.amount, tripCurrency)}` : ""}
        </p>
        {expense.note ? <p className="text-sm break-words">{expense.note}</p> : null}
        {actions ? (
          <div className="-ml-3 flex flex-wrap items-center gap-2 pt-1">
            {actions.confirming ? (
              <>
                <p className="pl-3 text-sm font-semibold">Delete this expense for everyone?</p>
                <Button variant="danger" size="sm" disabled={actions.disabled} onClick={actions.onConfirm}>
                  Delete
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  autoFocus
                  onClick={() => {
                    actions.onKeep();
                    requestAnimationFrame(() => deleteButton.current?.focus());
                  }}
                >
                  Keep it
                </Button>
              </>
            ) : (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={actions.disabled}
                  aria-label={`Edit ${expense.title}`}
                  onClick={actions.onEdit}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Button>
                <Button
                  ref={deleteButton}
                  variant="ghost"
                  size="sm"
                  disabled={actions.disabled}
                  aria-label={`Delete ${expense.title}`}
                  onClick={actions.onDelete}
                  className="text-danger"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              </>
            )}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** "Split equally among Ana and Ben", "Split by shares: Ana 2, Ben 1", "Exact amounts: Ana 10.00, Ben 2.50". */
function splitText({ split, currency }: Expense, people: readonly CostPerson[]): string {
  const names = split.among.map((userId) => nameOf(people, userId));
  if (split.mode === "shares")
    return `Split by shares: ${split.among.map((userId, index) => `${names[index]} ${split.shares?.[userId] ?? 1}`).join(", ")}`;
  if (split.mode === "exact")
    return `Exact amounts: ${split.among
      .map((userId, index) => `${names[index]} ${formatMoney(split.amounts?.[userId] ?? "0", currency)}`)
      .join(", ")}`;
  return names.length === 1 ? `For ${names[0]}` : `Split equally among ${nameList(names)}`;
}
