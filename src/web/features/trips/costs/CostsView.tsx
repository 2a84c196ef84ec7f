import { useQuery } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { Button } from "@web/components/ui/Button";
import { cn } from "@web/components/ui/cn";
import { failureMessage } from "@web/lib/api";
import { costsQuery, membersQuery } from "../api";
import { BalancesPanel } from "./BalancesPanel";
import { BudgetPanel } from "./BudgetPanel";
import { CostsSection } from "./CostsSection";
import { ExpenseForm } from "./ExpenseForm";
import { ExpenseList } from "./ExpenseList";
import { costPeople } from "./people";
import { TripCurrencyBar } from "./TripCurrencyBar";

interface Props {
  tripId: string;
  userId: string;
  /** The owner and editors add, edit and settle; a viewer reads. */
  canEdit: boolean;
  online: boolean;
}

/**
 * The trip's Costs tab (decision 1140): the trip's currency, adding an expense, the expenses, the balances with
 * the transfers that settle them, and the budget beside the plan's estimate. Kept live by the trip's stream
 * (use-trip-live.ts reads the costs again when anyone changes them).
 */
export function CostsView({ tripId, userId, canEdit, online }: Props) {
  const costs = useQuery(costsQuery(tripId));
  const members = useQuery(membersQuery(tripId));

  if (costs.isPending)
    return (
      <p role="status" className="py-12 text-center text-muted">
        Loading the trip&apos;s costs…
      </p>
    );
  if (!costs.data)
    return (
      <div role="alert" className="rounded-[var(--radius-card)] border border-border bg-surface p-8 text-center">
        <h2 className="text-xl font-bold">The costs could not load</h2>
        <p className="mt-2 text-muted">{failureMessage(costs.error)}</p>
        <Button className="mt-4" disabled={costs.isFetching} onClick={() => void costs.refetch()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {costs.isFetching ? "Retrying…" : "Retry"}
        </Button>
      </div>
    );

  const data = costs.data;
  const people = costPeople(members.data, data.balances);
  return (
    <div className="space-y-6">
      <TripCurrencyBar key={data.currency} tripId={tripId} costs={data} canEdit={canEdit} online={online} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start">
        {canEdit ? (
          <CostsSection id="costs-add" title="Add an expense" className="lg:col-start-1 lg:row-start-1">
            {members.isPending ? (
              <p role="status" className="mt-3 text-muted">
                Loading who is on the trip…
              </p>
            ) : (
              <div className="mt-4">
                <ExpenseForm
                  tripId={tripId}
                  people={people}
                  me={userId}
                  tripCurrency={data.currency}
                  likelyCurrencies={data.expenses.map((expense) => expense.currency)}
                  online={online}
                />
              </div>
            )}
          </CostsSection>
        ) : null}
        <BalancesPanel
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
          tripId={tripId}
          balances={data.balances}
          settlements={data.settlements}
          people={people}
          me={userId}
          canEdit={canEdit}
          online={online}
        />
        <ExpenseList
          className={cn("lg:col-start-1", canEdit ? "lg:row-start-2" : "lg:row-start-1")}
          tripId={tripId}
          expenses={data.expenses}
          tripCurrency={data.currency}
          people={people}
          me={userId}
          canEdit={canEdit}
          online={online}
        />
      </div>
      <BudgetPanel tripId={tripId} costs={data} canEdit={canEdit} online={online} />
    </div>
  );
}
