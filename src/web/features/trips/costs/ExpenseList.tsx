import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatMinor, toMinor } from "@shared/money";
import type { Expense } from "@shared/schemas/costs";
import { Dialog } from "@web/components/ui/Dialog";
import { costsQuery, deleteExpense } from "../api";
import { usePanelAction } from "../use-panel-action";
import { exponentOf, formatMoney } from "./costs-format";
import { CostsSection } from "./CostsSection";
import { ExpenseForm } from "./ExpenseForm";
import { ExpenseItem } from "./ExpenseItem";
import type { CostPerson } from "./people";

interface Props {
  className?: string;
  tripId: string;
  expenses: readonly Expense[];
  tripCurrency: string;
  people: readonly CostPerson[];
  me: string;
  canEdit: boolean;
  online: boolean;
}

/** The trip's expenses, newest first, with their total in the trip's currency; editors edit (in a dialog) and delete. */
export function ExpenseList({ className, tripId, expenses, tripCurrency, people, me, canEdit, online }: Props) {
  const queryClient = useQueryClient();
  const { busy, error, run } = usePanelAction();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [editing, setEditing] = useState<Expense | null>(null);
  const exponent = exponentOf(tripCurrency);
  const total = expenses.reduce((sum, expense) => sum + (toMinor(expense.converted, exponent) ?? 0n), 0n);

  const remove = (expense: Expense) =>
    run(async () => {
      await deleteExpense(tripId, expense.id);
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: costsQuery(tripId).queryKey, exact: true });
      // Its buttons are gone: focus goes to the list's heading, not to the page's start.
      document.getElementById("costs-expenses")?.focus();
    });

  return (
    <CostsSection
      id="costs-expenses"
      className={className}
      title="Expenses"
      lede={
        expenses.length
          ? `${expenses.length} ${expenses.length === 1 ? "expense" : "expenses"}, ${formatMoney(formatMinor(total, exponent), tripCurrency)} in all`
          : undefined
      }
    >
      {expenses.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-border p-6 text-center text-muted">
          No expenses yet.{canEdit ? " Add the first one: what it cost, and who paid." : ""}
        </p>
      ) : (
        <ul aria-label="Expenses, newest first" className="divide-y divide-border">
          {expenses.map((expense) => (
            <ExpenseItem
              key={expense.id}
              expense={expense}
              tripCurrency={tripCurrency}
              people={people}
              me={me}
              actions={
                canEdit
                  ? {
                      disabled: busy || !online,
                      confirming: confirming === expense.id,
                      onEdit: () => setEditing(expense),
                      onDelete: () => setConfirming(expense.id),
                      onConfirm: () => remove(expense),
                      onKeep: () => setConfirming(null),
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit expense"
        className="sm:w-[min(92vw,34rem)]"
      >
        {editing ? (
          <div className="mt-4">
            <ExpenseForm
              tripId={tripId}
              people={people}
              me={me}
              tripCurrency={tripCurrency}
              likelyCurrencies={expenses.map((expense) => expense.currency)}
              online={online}
              expense={editing}
              onSaved={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          </div>
        ) : null}
      </Dialog>
    </CostsSection>
  );
}
