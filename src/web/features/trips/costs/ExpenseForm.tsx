import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, Plus } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { currencyInfo } from "@shared/catalog/currencies";
import { EXPENSE_CATEGORIES, EXPENSE_NOTE_MAX, EXPENSE_TITLE_MAX, type Expense, type ExpenseInput } from "@shared/schemas/costs";
import { Button } from "@web/components/ui/Button";
import { Chip } from "@web/components/ui/Chip";
import { cn } from "@web/components/ui/cn";
import { inputClass, labelClass } from "@web/components/ui/form";
import { FieldError, TextField } from "@web/components/ui/TextField";
import { failureMessage, fieldErrors } from "@web/lib/api";
import { localDate } from "@web/lib/dates";
import { readStored, writeStored } from "@web/lib/storage";
import { addExpense, costsQuery, updateExpense } from "../api";
import { CATEGORY_NAMES, exponentOf, formatMoney, nameList } from "./costs-format";
import { CurrencySelect } from "./CurrencySelect";
import {
  checkExpense,
  draftOfExpense,
  newExpenseDraft,
  type ExpenseDraft,
  type ExpenseErrors,
  type ExpenseField,
} from "./expense-form";
import type { CostPerson } from "./people";
import { SplitFields } from "./SplitFields";

/** The currency this traveller last entered an expense in, the next one's default (per account, in this browser). */
const lastCurrencyKey = (userId: string) => `wayfarer.expenseCurrency.${userId}`;
const parseCurrency = (value: unknown) => (typeof value === "string" && currencyInfo(value) ? value : undefined);

/** The fields in the order they are shown: the first wrong one takes the focus. */
const FIELD_ORDER: ExpenseField[] = ["amount", "currency", "title", "paidBy", "split", "date", "note"];
/** Fields inside "More": a message there opens it. */
const MORE_FIELDS: ExpenseField[] = ["split", "date", "note"];

const bigAmountClass =
  "h-16 w-full rounded-xl border border-border bg-surface px-3 text-3xl font-bold text-text shadow-sm tabular-nums placeholder:text-muted/50 focus-visible:border-primary";

interface Props {
  tripId: string;
  /** Who can pay and share: everyone on the trip (and, editing, anyone the expense names who has left). */
  people: readonly CostPerson[];
  me: string;
  tripCurrency: string;
  /** Currencies of the trip's expenses, offered first. */
  likelyCurrencies?: readonly string[];
  online: boolean;
  /** The expense being edited; without it the form adds a new one. */
  expense?: Expense;
  onSaved?: (expense: Expense) => void;
  onCancel?: () => void;
}

/**
 * Adds an expense in a few taps (amount, title, Add: paid by me, split equally among everyone), or edits one; "More"
 * holds the split, the category, the date and a note. Checked here with the server's rules and words; the
 * server's own message shows when it refuses.
 */
export function ExpenseForm({
  tripId,
  people,
  me,
  tripCurrency,
  likelyCurrencies = [],
  online,
  expense,
  onSaved,
  onCancel,
}: Props) {
  const queryClient = useQueryClient();
  const id = useId();
  const [lastCurrency, setLastCurrency] = useState(() => readStored(lastCurrencyKey(me), parseCurrency, tripCurrency));
  const fresh = (currency = lastCurrency) =>
    newExpenseDraft({
      people: people.filter((person) => person.onTrip).map((person) => person.userId),
      me,
      currency,
      date: localDate(),
    });
  const [draft, setDraft] = useState<ExpenseDraft>(() => (expense ? draftOfExpense(expense) : fresh()));
  // Until the split is touched, a new expense is shared by everyone on the trip, also someone who joins meanwhile.
  const [splitTouched, setSplitTouched] = useState(Boolean(expense));
  const everyone = people.filter((person) => person.onTrip).map((person) => person.userId);
  const shown: ExpenseDraft = splitTouched ? draft : { ...draft, among: everyone };
  const [errors, setErrors] = useState<ExpenseErrors>({});
  const [more, setMore] = useState(Boolean(expense && (expense.split.mode !== "equal" || expense.note)));
  const [added, setAdded] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const focusField = (field: ExpenseField) =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus());

  const save = useMutation({
    mutationFn: (input: ExpenseInput) =>
      expense ? updateExpense(tripId, expense.id, { ...input, note: input.note ?? null }) : addExpense(tripId, input),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: costsQuery(tripId).queryKey, exact: true });
      if (expense) return onSaved?.(saved);
      writeStored(lastCurrencyKey(me), saved.currency);
      setLastCurrency(saved.currency);
      setAdded(`Added "${saved.title}": ${formatMoney(saved.amount, saved.currency)}.`);
      setDraft({ ...fresh(saved.currency), date: draft.date });
      setSplitTouched(false);
      setMore(false);
      focusField("amount");
    },
    onError: (failure) => {
      // The server's per-field messages go beside their fields; its message also shows under the form.
      const server: ExpenseErrors = {};
      for (const [path, message] of Object.entries(fieldErrors(failure)))
        server[(FIELD_ORDER.find((field) => path.split(".")[0] === field) ?? "split") as ExpenseField] ??= message;
      setErrors(server);
    },
  });

  const change = (next: Partial<ExpenseDraft>) => {
    setAdded("");
    setDraft({ ...shown, ...next });
    if ("among" in next || "mode" in next || "shares" in next || "amounts" in next) setSplitTouched(true);
    // A field's message goes as the field changes; the split's depends on the amount too.
    setErrors(({ ...rest }) => {
      for (const field of Object.keys(next)) delete rest[field as ExpenseField];
      if (["among", "mode", "shares", "amounts", "amount", "currency"].some((field) => field in next)) delete rest.split;
      return rest;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkExpense(shown);
    setErrors(checked.errors);
    if (!checked.input) {
      const first = FIELD_ORDER.find((field) => checked.errors[field])!;
      if (MORE_FIELDS.includes(first)) setMore(true);
      focusField(first);
      return;
    }
    save.mutate(checked.input);
  };

  const described = (field: ExpenseField) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {};
  const splitPeople = people.filter((person) => person.onTrip || shown.among.includes(person.userId));
  const payers = people.filter((person) => person.onTrip || person.userId === shown.paidBy);

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-amount`} className={labelClass}>
            Amount
          </label>
          <input
            id={`${id}-amount`}
            data-field="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={zeroIn(shown.currency)}
            value={shown.amount}
            onChange={(event) => change({ amount: event.target.value })}
            className={cn(bigAmountClass, errors.amount && "border-danger")}
            {...described("amount")}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-currency`} className={labelClass}>
            Currency
          </label>
          <CurrencySelect
            id={`${id}-currency`}
            data-field="currency"
            compact
            value={shown.currency}
            likely={[tripCurrency, lastCurrency, ...likelyCurrencies]}
            onChange={(currency) => change({ currency })}
            className={cn("h-16", errors.currency && "border-danger")}
            {...described("currency")}
          />
        </div>
        <FieldError id={`${id}-amount-error`} message={errors.amount} />
        <FieldError id={`${id}-currency-error`} message={errors.currency} />
      </div>
      <TextField
        id={`${id}-title`}
        data-field="title"
        label="Title"
        placeholder="e.g. Dinner at Nishiki Market"
        maxLength={EXPENSE_TITLE_MAX}
        autoComplete="off"
        value={shown.title}
        onChange={(title) => change({ title })}
        error={errors.title}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-paidBy`} className={labelClass}>
          Paid by
        </label>
        <select
          id={`${id}-paidBy`}
          data-field="paidBy"
          value={shown.paidBy}
          onChange={(event) => change({ paidBy: event.target.value })}
          className={cn(inputClass, errors.paidBy && "border-danger")}
          {...described("paidBy")}
        >
          {payers.map((person) => (
            <option key={person.userId} value={person.userId}>
              {person.name}
              {person.userId === me ? " (you)" : ""}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-paidBy-error`} message={errors.paidBy} />
      </div>

      <div className="rounded-xl bg-surface-2 p-3">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 flex-1 text-sm">{splitSummary(shown, people, everyone)}</p>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={more}
            aria-controls={`${id}-more`}
            onClick={() => setMore((open) => !open)}
          >
            More
            <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", more && "rotate-180")} />
          </Button>
        </div>
        <div id={`${id}-more`} hidden={!more} className="mt-3 space-y-4">
          <SplitFields id={`${id}-split`} draft={shown} people={splitPeople} me={me} error={errors.split} onChange={change} />
          <div role="group" aria-label="Category" className="space-y-2">
            <p aria-hidden="true" className={labelClass}>
              Category
            </p>
            <div className="flex flex-wrap gap-2">
              {EXPENSE_CATEGORIES.map((category) => (
                <Chip key={category} pressed={shown.category === category} onClick={() => change({ category })}>
                  {CATEGORY_NAMES[category]}
                </Chip>
              ))}
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-date`} className={labelClass}>
                Date
              </label>
              <input
                id={`${id}-date`}
                data-field="date"
                type="date"
                value={shown.date}
                onChange={(event) => change({ date: event.target.value })}
                className={cn(inputClass, errors.date && "border-danger")}
                {...described("date")}
              />
              <FieldError id={`${id}-date-error`} message={errors.date} />
            </div>
            <TextField
              id={`${id}-note`}
              data-field="note"
              label="Note (optional)"
              maxLength={EXPENSE_NOTE_MAX}
              autoComplete="off"
              value={shown.note}
              onChange={(note) => change({ note })}
              error={errors.note}
            />
          </div>
        </div>
      </div>

      {save.error ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {expense ? "Not saved: " : "Not added: "}
          {failureMessage(save.error)}
        </p>
      ) : null}
      <p role="status" className="text-sm text-success empty:hidden">
        {added}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" disabled={save.isPending || !online} className="w-full sm:w-auto">
          {expense ? null : <Plus aria-hidden="true" className="size-5" />}
          {save.isPending ? "Saving…" : expense ? "Save changes" : "Add expense"}
        </Button>
        {onCancel ? (
          <Button variant="secondary" size="lg" onClick={onCancel} className="w-full sm:w-auto">
            Cancel
          </Button>
        ) : null}
      </div>
      {online ? null : <p className="text-sm text-muted">Offline: expenses can be saved when you are back online.</p>}
    </form>
  );
}

/** An empty amount in a currency's precision: "0", "0.00", "0.000". */
function zeroIn(currency: string): string {
  const exponent = exponentOf(currency);
  return exponent ? `0.${"0".repeat(exponent)}` : "0";
}

/** "Split equally among everyone", "Split equally among Ana and Ben", "Split by shares among …", with the category. */
function splitSummary(draft: ExpenseDraft, people: readonly CostPerson[], everyone: readonly string[]): string {
  const all = draft.among.length === everyone.length && everyone.every((userId) => draft.among.includes(userId));
  const names = draft.among.map((userId) => people.find((person) => person.userId === userId)?.name ?? "someone");
  const among = draft.among.length === 0 ? "nobody yet" : all && everyone.length > 1 ? "everyone" : nameList(names);
  const how = { equal: "equally", shares: "by shares", exact: "by exact amounts" }[draft.mode];
  return `Split ${how} among ${among} · ${CATEGORY_NAMES[draft.category]}`;
}
