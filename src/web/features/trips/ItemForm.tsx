import { useId, useState, type FormEvent } from "react";
import type { PlanItem } from "@shared/plan";
import { PLAN_SLOTS } from "@shared/plan-slots";
import { PLAN_ITEM_TITLE_MAX, TRAVELLER_NOTE_MAX } from "@shared/schemas/limits";
import { Button } from "@web/components/ui/Button";
import { FieldError, TextField } from "@web/components/ui/TextField";
import { inputClass, labelClass } from "@web/components/ui/form";
import type { ItemChanges } from "./plan-edit";
import { SLOT_NAMES } from "@web/components/trip/ItemRow";

export const ITEM_FORM_MESSAGES = {
  title: "Give the stop a name.",
  titleTooLong: `Keep the name under ${PLAN_ITEM_TITLE_MAX} characters.`,
  duration: "Give a duration of 5 to 1,440 minutes, or leave it empty.",
} as const;

/**
 * Edits one stop, or writes a new one: name, description, time of day and duration. Each field's message sits
 * beside it; nothing changes in the plan until the form is valid.
 */
export function ItemForm({
  item,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  item?: PlanItem;
  submitLabel: string;
  onSubmit: (changes: Required<Pick<ItemChanges, "title" | "slot">> & ItemChanges) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(item?.title ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [slot, setSlot] = useState<PlanItem["slot"]>(item?.slot ?? "afternoon");
  const [duration, setDuration] = useState(item?.durationMinutes ? String(item.durationMinutes) : "");
  const [errors, setErrors] = useState<{ title?: string; duration?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = duration.trim() === "" ? undefined : Number(duration);
    const found = {
      title: !title.trim()
        ? ITEM_FORM_MESSAGES.title
        : title.trim().length > PLAN_ITEM_TITLE_MAX
          ? ITEM_FORM_MESSAGES.titleTooLong
          : undefined,
      duration:
        minutes !== undefined && !(Number.isInteger(minutes) && minutes >= 5 && minutes <= 1440)
          ? ITEM_FORM_MESSAGES.duration
          : undefined,
    };
    setErrors(found);
    if (found.title || found.duration) return;
    onSubmit({
      title: title.trim(),
      description: description.trim().slice(0, TRAVELLER_NOTE_MAX),
      slot,
      ...(minutes !== undefined && { durationMinutes: minutes }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-2xl border border-border bg-surface-2 p-4">
      <TextField
        label="Name"
        value={title}
        maxLength={PLAN_ITEM_TITLE_MAX}
        onChange={(value) => {
          setTitle(value);
          if (value.trim()) setErrors((e) => ({ ...e, title: undefined }));
        }}
        error={errors.title}
        autoFocus
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-description`} className="text-sm font-semibold">
          Description
        </label>
        <textarea
          id={`${id}-description`}
          value={description}
          maxLength={TRAVELLER_NOTE_MAX}
          onChange={(event) => setDescription(event.target.value)}
          rows={3}
          className={`${inputClass} h-auto py-2`}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-slot`} className={labelClass}>
            Time of day
          </label>
          <select
            id={`${id}-slot`}
            value={slot}
            onChange={(event) => setSlot(event.target.value as PlanItem["slot"])}
            className={inputClass}
          >
            {PLAN_SLOTS.map((value) => (
              <option key={value} value={value}>
                {SLOT_NAMES[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-duration`} className={labelClass}>
            Duration (minutes)
          </label>
          <input
            id={`${id}-duration`}
            type="number"
            inputMode="numeric"
            min={5}
            max={1440}
            step={5}
            value={duration}
            onChange={(event) => {
              setDuration(event.target.value);
              setErrors((e) => ({ ...e, duration: undefined }));
            }}
            aria-invalid={errors.duration ? true : undefined}
            aria-describedby={errors.duration ? `${id}-duration-error` : undefined}
            className={inputClass}
          />
          <FieldError id={`${id}-duration-error`} message={errors.duration} />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {submitLabel}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
