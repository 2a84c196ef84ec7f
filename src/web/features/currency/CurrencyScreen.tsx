import { ArrowLeftRight } from "lucide-react";
import { useId } from "react";
import { CURRENCIES, CURRENCY_NAMES, RATES_NOTE, type Currency } from "@shared/catalog/rates";
import { parseAmount } from "@shared/tools/amount";
import { convert, convertText, DEFAULT_CURRENCY_STATE, isCurrency, parseCurrencyState } from "@shared/tools/currency";
import { Button } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { inputClass, labelClass } from "@web/components/ui/form";
import { PageHeader } from "@web/components/ui/PageHeader";
import { ResetButton } from "@web/components/ui/ResetButton";
import { useStoredState } from "@web/lib/use-stored-state";

export const CURRENCY_KEY = "wayfarer.currency";

function CurrencySelect({ label, value, onChange }: { label: string; value: Currency; onChange: (value: Currency) => void }) {
  const id = useId();
  return (
    <div className="flex flex-1 flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(event) => isCurrency(event.target.value) && onChange(event.target.value)}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code} - {CURRENCY_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function CurrencyScreen() {
  const [state, setState, reset] = useStoredState(CURRENCY_KEY, parseCurrencyState, DEFAULT_CURRENCY_STATE);
  const { amount, from, to } = state;
  const amountId = useId();
  const resultId = useId();

  return (
    <>
      <PageHeader title="Currency Converter" lede="Convert travel money between seven currencies." />
      <div className="mx-auto max-w-2xl px-4">
        <Card className="p-5 sm:p-8">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={amountId} className={labelClass}>
              Amount
            </label>
            <input
              id={amountId}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              className={`${inputClass} h-14 text-2xl font-semibold tabular-nums`}
              value={amount}
              onChange={(event) => setState({ ...state, amount: event.target.value })}
            />
          </div>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
            <CurrencySelect label="From" value={from} onChange={(code) => setState({ ...state, from: code })} />
            <Button
              variant="secondary"
              size="icon"
              className="self-center sm:self-end"
              aria-label="Swap currencies"
              title="Swap currencies"
              onClick={() => setState({ amount, from: to, to: from })}
            >
              <ArrowLeftRight aria-hidden="true" className="size-5 rotate-90 sm:rotate-0" />
            </Button>
            <CurrencySelect label="To" value={to} onChange={(code) => setState({ ...state, to: code })} />
          </div>

          <div className="mt-8 rounded-2xl bg-accent-soft px-5 py-6 text-center">
            <p id={resultId} className="text-sm font-semibold tracking-wide text-muted uppercase">
              Converted amount
            </p>
            <output aria-live="polite" aria-labelledby={resultId} className="mt-2 block">
              <span className="block text-sm text-muted tabular-nums">
                {parseAmount(amount)} {from} =
              </span>
              <span className="block text-4xl font-bold break-all text-text tabular-nums sm:text-5xl">
                {convertText(amount, from, to)} <span className="text-2xl font-semibold text-accent sm:text-3xl">{to}</span>
              </span>
            </output>
            <p className="mt-3 text-sm text-muted tabular-nums">
              1 {from} = {convert(1, from, to).toFixed(4)} {to}
            </p>
          </div>

          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted">{RATES_NOTE}</p>
            <ResetButton onReset={reset} />
          </div>
        </Card>
      </div>
    </>
  );
}
