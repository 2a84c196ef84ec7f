import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight, HandCoins, Trash2 } from "lucide-react";
import type { Balances, Settlement } from "@shared/schemas/costs";
import { Button } from "@web/components/ui/Button";
import { cn } from "@web/components/ui/cn";
import { friendlyDate } from "@web/lib/dates";
import { costsQuery, deleteSettlement, recordSettlement } from "../api";
import { usePanelAction } from "../use-panel-action";
import { formatMoney, rateLine } from "./costs-format";
import { CostsSection } from "./CostsSection";
import { nameOf, type CostPerson } from "./people";

interface Props {
  className?: string;
  tripId: string;
  balances: Balances;
  settlements: readonly Settlement[];
  people: readonly CostPerson[];
  me: string;
  canEdit: boolean;
  online: boolean;
}

/**
 * Who is owed and who owes, in the trip's currency; the transfers that settle everyone up (editors record one
 * when it is paid); and the payments recorded so far.
 */
export function BalancesPanel({ className, tripId, balances, settlements, people, me, canEdit, online }: Props) {
  const queryClient = useQueryClient();
  const { busy, error, run } = usePanelAction();
  const { currency } = balances;
  const disabled = busy || !online;
  const change = (work: () => Promise<unknown>) =>
    run(async () => {
      await work();
      await queryClient.invalidateQueries({ queryKey: costsQuery(tripId).queryKey, exact: true });
      // The payment recorded (or deleted) took its row and button away: focus goes to the panel's heading.
      document.getElementById("costs-balances")?.focus();
    });
  const you = (userId: string) => (userId === me ? " (you)" : "");

  return (
    <CostsSection
      id="costs-balances"
      className={className}
      title="Balances"
      lede={`In ${currency}: what each person paid, their share, and the difference.`}
    >
      <ul aria-label="Balances" className="mt-3 divide-y divide-border">
        {balances.members.map((member) => {
          const net = netOf(member.net);
          return (
            <li key={member.userId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">
                  {member.name}
                  <span className="font-normal text-muted">{you(member.userId)}</span>
                  {member.onTrip ? null : (
                    <span className="ml-2 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">
                      left the trip
                    </span>
                  )}
                </p>
                <p className="text-sm text-muted tabular-nums">
                  Paid {formatMoney(member.paid, currency)} · share {formatMoney(member.share, currency)}
                </p>
              </div>
              <p
                className={cn(
                  "text-right font-bold tabular-nums",
                  net === "owed" ? "text-success" : net === "owes" ? "text-danger" : "text-muted",
                )}
              >
                {net === "owed"
                  ? `is owed ${formatMoney(member.net, currency)}`
                  : net === "owes"
                    ? `owes ${formatMoney(member.net.slice(1), currency)}`
                    : "settled up"}
              </p>
            </li>
          );
        })}
      </ul>

      <h3 className="mt-5 flex items-center gap-2 font-semibold">
        <HandCoins aria-hidden="true" className="size-5 text-accent" />
        Settle up
      </h3>
      {balances.transfers.length === 0 ? (
        <p className="mt-1 text-sm text-muted">Everyone is settled up.</p>
      ) : (
        <>
          <p className="text-sm text-muted">The fewest payments that settle everyone up.</p>
          <ul aria-label="Payments that settle up" className="mt-2 space-y-2">
            {balances.transfers.map((transfer) => {
              const text = `${nameOf(people, transfer.from)} pays ${nameOf(people, transfer.to)} ${formatMoney(transfer.amount, currency)}`;
              return (
                <li
                  key={`${transfer.from}-${transfer.to}`}
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-surface-2 px-3 py-2"
                >
                  <p className="min-w-0 flex-1">
                    <span className="font-semibold">{nameOf(people, transfer.from)}</span>
                    {you(transfer.from)} pays <span className="font-semibold">{nameOf(people, transfer.to)}</span>
                    {you(transfer.to)}{" "}
                    <span className="font-bold whitespace-nowrap tabular-nums">{formatMoney(transfer.amount, currency)}</span>
                  </p>
                  {canEdit ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={disabled}
                      aria-label={`Record payment: ${text}`}
                      onClick={() =>
                        change(() => recordSettlement(tripId, { from: transfer.from, to: transfer.to, amount: transfer.amount }))
                      }
                    >
                      Record payment
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}

      {settlements.length ? (
        <>
          <h3 className="mt-5 font-semibold">Payments recorded</h3>
          <ul aria-label="Payments recorded" className="mt-1 divide-y divide-border">
            {settlements.map((settlement) => {
              const text = `${nameOf(people, settlement.from)} paid ${nameOf(people, settlement.to)} ${formatMoney(settlement.amount, settlement.currency)}`;
              return (
                <li key={settlement.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-x-1.5">
                      {nameOf(people, settlement.from)}
                      <ArrowRight aria-hidden="true" className="size-4 text-muted" />
                      <span className="sr-only">paid</span>
                      {nameOf(people, settlement.to)}
                      <span className="font-semibold tabular-nums">{formatMoney(settlement.amount, settlement.currency)}</span>
                    </p>
                    <p className="text-muted">
                      {friendlyDate(settlement.date ?? settlement.createdAt.slice(0, 10))} · recorded by{" "}
                      {settlement.createdBy.name}
                      {settlement.currency === currency
                        ? ""
                        : ` · ${formatMoney(settlement.converted, currency)} · ${rateLine(settlement.currency, currency, settlement.rate, settlement.rateDate)}`}
                    </p>
                  </div>
                  {canEdit ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={disabled}
                      aria-label={`Delete payment: ${text}`}
                      title="Delete this payment"
                      className="text-danger"
                      onClick={() => change(() => deleteSettlement(tripId, settlement.id))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </CostsSection>
  );
}

/** A net as the server sends it ("-12.50", "0.00", "40.00"): owes, settled, or is owed. */
function netOf(net: string): "owes" | "settled" | "owed" {
  if (net.startsWith("-")) return "owes";
  return /[1-9]/.test(net) ? "owed" : "settled";
}
