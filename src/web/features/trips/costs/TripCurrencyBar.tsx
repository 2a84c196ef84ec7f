import { useQueryClient } from "@tanstack/react-query";
import { Coins, Download } from "lucide-react";
import { useId, useState } from "react";
import { currencyInfo } from "@shared/catalog/currencies";
import type { TripCosts } from "@shared/schemas/costs";
import { Button, buttonClass } from "@web/components/ui/Button";
import { costsQuery, expensesCsvPath, patchCosts } from "../api";
import { usePanelAction } from "../use-panel-action";
import { exchangeText, rateSourceText } from "./costs-format";
import { CurrencySelect } from "./CurrencySelect";

interface Props {
  tripId: string;
  costs: TripCosts;
  canEdit: boolean;
  online: boolean;
}

/**
 * The trip's currency (editors change it: balances and budgets are converted), where the rates come from, the
 * last conversion when there was one, and the expenses as a CSV file.
 */
export function TripCurrencyBar({ tripId, costs, canEdit, online }: Props) {
  const queryClient = useQueryClient();
  const id = useId();
  const { busy, error, run } = usePanelAction();
  const [chosen, setChosen] = useState(costs.currency);
  const { currency, currencyChange: change, rates } = costs;
  const name = currencyInfo(currency)?.name;

  const convert = () =>
    run(async () => {
      const answer = await patchCosts(tripId, { currency: chosen });
      queryClient.setQueryData(costsQuery(tripId).queryKey, answer);
    });

  return (
    <section
      aria-label="Currency and rates"
      className="space-y-3 rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent">
          <Coins className="size-5" />
        </span>
        {canEdit ? (
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-currency`} className="font-semibold">
              Trip currency
            </label>
            <CurrencySelect
              id={`${id}-currency`}
              value={chosen}
              likely={[currency, ...costs.expenses.map((expense) => expense.currency)]}
              disabled={busy || !online}
              onChange={setChosen}
              className="sm:w-auto sm:max-w-[16rem]"
            />
          </div>
        ) : (
          <p>
            <span className="font-semibold">Trip currency:</span> {currency}
            {name ? ` (${name})` : ""}
          </p>
        )}
        <a href={expensesCsvPath(tripId)} download className={buttonClass("secondary", "sm", "ml-auto")}>
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </a>
      </div>
      {canEdit && chosen !== currency ? (
        <div className="flex flex-wrap items-center gap-2 rounded-xl bg-surface-2 p-3 text-sm">
          <p className="min-w-0 flex-1">
            Balances, budgets and expenses will be shown in {chosen} from now on, converted from {currency} at the current rate.
          </p>
          <Button size="sm" disabled={busy || !online} onClick={convert}>
            Convert to {chosen}
          </Button>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setChosen(currency)}>
            Cancel
          </Button>
        </div>
      ) : null}
      {change && change.to === currency ? (
        <p className="rounded-xl bg-accent-soft p-3 text-sm text-accent">
          Balances were converted from {change.from} at {exchangeText(change.from, change.to, change.rate)} (rate of{" "}
          {change.rateDate}).
        </p>
      ) : null}
      <p className="text-sm text-muted">
        Amounts in other currencies keep the rate of the day they were added. {rateSourceText(rates.source, rates.date)}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
