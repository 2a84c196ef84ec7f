import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, GripVertical, Pencil, Plus, Trash2 } from "lucide-react";
import { memo, useContext, useId, useState, type ReactNode } from "react";
import type { ItemCheck, PlanCheckResult, PlanFix } from "@shared/itinerary-stream";
import type { Plan, PlanDay, PlanItem, StopLeg } from "@shared/plan";
import { bySlot } from "@shared/plan-slots";
import { TRAVELLER_NOTE_MAX } from "@shared/schemas/limits";
import { Button } from "@web/components/ui/Button";
import { cn } from "@web/components/ui/cn";
import { inputClass, labelClass } from "@web/components/ui/form";
import { newId } from "@web/lib/id";
import { guidePlacesQuery } from "./api";
import { DayCard, mapMarkers } from "@web/components/trip/DayCard";
import { ItemForm } from "./ItemForm";
import { RegenerateDay } from "./RegenerateDay";
import { ItemRow, SLOT_NAMES } from "@web/components/trip/ItemRow";
import { freeTimeBefore, legsBefore, type FreeTime } from "@web/components/trip/timetable-format";
import { addItem, deleteItem, moveDay, replaceDay, setDayNotes, updateItem } from "./plan-edit";
import { ArrivedItems } from "./arrived-items";
import { dayDropId } from "./drop-spot";

/** How the editor applies a conflict's fix: one press, saved by the server, one undo step (PlanEditor). */
export interface FixControl {
  /** `version`: the one the operations were read against (an assistant's proposal's base); else the saved one. */
  apply: (fix: PlanFix, version?: number) => void;
  /** Why fixes wait (unsaved edits, offline, a fix on its way), or undefined when they can be applied. */
  waiting?: string;
}

interface Props {
  tripId: string;
  plan: Plan;
  index: number;
  /** False until the page has drawn the days before it (useDrawnDays): the day's heading only. */
  drawn: boolean;
  online: boolean;
  edit: (next: Plan) => void;
  /** The plan check of the last saved plan: the day's load and each stop's badge. */
  check?: PlanCheckResult;
  fixes: FixControl;
  /** What the assistant's open proposal would change on this day, shown above the day's buttons. */
  proposed?: ReactNode;
  /** While a stop is dragged to this day: the stop it would land before (null: at the end). */
  landing?: string | null;
}

/**
 * A day of the trip being edited: its timeline can be reordered by drag and drop, and every part changed.
 * Memoised: while a stop is dragged only the day whose drop line moves draws again, so the page keeps up with
 * the autoscroll.
 */
export const EditableDay = memo(function EditableDay({
  tripId,
  plan,
  index,
  drawn,
  online,
  edit,
  check,
  fixes,
  proposed,
  landing,
}: Props) {
  const day = plan.days[index]!;
  const items = bySlot(day.items);
  const markers = mapMarkers(items);
  const legs = legsBefore(items, day.legs);
  const free = freeTimeBefore(items, day.legs);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const { setNodeRef } = useDroppable({ id: dayDropId(index) });
  const last = plan.days.length - 1;

  const timeline = (
    <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
      <ol
        ref={setNodeRef}
        aria-label={`Day ${day.day} stops`}
        className={cn("relative min-h-16 space-y-3 rounded-2xl", landing !== undefined && "bg-primary/5")}
      >
        {items.map((item) =>
          editing === item.id ? (
            <li key={item.id}>
              <ItemForm
                item={item}
                submitLabel="Save stop"
                onCancel={() => setEditing(null)}
                onSubmit={(changes) => {
                  edit(updateItem(plan, item.id, changes));
                  setEditing(null);
                }}
              />
            </li>
          ) : (
            <SortableItem
              key={item.id}
              item={item}
              marker={markers.get(item.id)}
              leg={legs.get(item.id)}
              free={free.get(item.id)}
              check={check?.items?.[item.id]}
              fixes={fixes}
              landsBefore={landing === item.id}
              onEdit={() => setEditing(item.id)}
              onDelete={() => edit(deleteItem(plan, item.id))}
            />
          ),
        )}
        {items.length === 0 ? <li className="p-3 text-muted">Free time: drop a stop here or add one.</li> : null}
        {landing === null ? <DropLine at="end" /> : null}
      </ol>
    </SortableContext>
  );

  return (
    <DayCard
      day={day}
      check={check}
      drawn={drawn}
      timeline={timeline}
      notes={<NotesField key={day.notes ?? ""} day={day} onSave={(notes) => edit(setDayNotes(plan, index, notes))} />}
      actions={
        <>
          <Button
            variant="secondary"
            size="icon"
            aria-label={`Move day ${day.day} earlier`}
            disabled={index === 0}
            onClick={() => edit(moveDay(plan, index, index - 1))}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label={`Move day ${day.day} later`}
            disabled={index === last}
            onClick={() => edit(moveDay(plan, index, index + 1))}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
        </>
      }
      footer={
        <div className="mt-5 space-y-4 print:hidden">
          {proposed}
          {adding ? (
            <AddStop
              base={day.base}
              onCancel={() => setAdding(false)}
              onAdd={(item) => {
                edit(addItem(plan, index, item));
                setAdding(false);
              }}
            />
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Add a stop
            </Button>
          )}
          <RegenerateDay
            tripId={tripId}
            day={day}
            online={online}
            onAccept={(proposal) => edit(replaceDay(plan, index, proposal))}
          />
        </div>
      }
    />
  );
});

function SortableItem({
  item,
  marker,
  leg,
  free,
  check,
  fixes,
  landsBefore,
  onEdit,
  onDelete,
}: {
  item: PlanItem;
  marker: number | undefined;
  leg: StopLeg | undefined;
  free: FreeTime | undefined;
  check: ItemCheck | undefined;
  fixes: FixControl;
  /** The stop being dragged would land just above this one. */
  landsBefore: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  // No sortable transforms: the dragged card is an overlay (DayList), its place stays marked and the drop line
  // shows where it lands, so nothing under the pointer moves while it looks for a place.
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useSortable({ id: item.id });
  // Just changed by another member: marked for a few seconds.
  const arrived = useContext(ArrivedItems).has(item.id);
  return (
    <li
      ref={setNodeRef}
      className={cn(
        "relative rounded-2xl bg-surface p-2 transition-shadow duration-700",
        // Its place while it is dragged: outlined, neither faded nor greyed (its text and badges keep their contrast).
        isDragging && "outline-2 outline-offset-2 outline-dashed outline-primary",
        arrived && "ring-2 ring-primary",
      )}
    >
      {landsBefore ? <DropLine at="start" /> : null}
      <ItemRow
        item={item}
        marker={marker}
        leg={leg}
        free={free}
        check={check}
        fixes={check?.fixes?.length ? <FixButtons fixes={check.fixes} control={fixes} /> : undefined}
        tools={
          <>
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Move ${item.title}`}
              className="flex size-11 shrink-0 cursor-grab sm:size-9 touch-none items-center justify-center rounded-full text-muted hover:bg-surface-2 active:cursor-grabbing"
            >
              <GripVertical aria-hidden="true" className="size-4" />
            </button>
            <Button variant="ghost" size="icon" className="size-9" aria-label={`Edit ${item.title}`} onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-danger hover:bg-danger/10"
              aria-label={`Delete ${item.title}`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </>
        }
      />
    </li>
  );
}

/** Where a dragged stop will land: a bar in the gap above a stop, or below a day's last one. */
function DropLine({ at }: { at: "start" | "end" }) {
  return (
    <div
      data-drop-line=""
      aria-hidden="true"
      className={cn(
        "pointer-events-none absolute inset-x-2 h-1 rounded-full bg-primary",
        at === "start" ? "-top-2" : "-bottom-2",
      )}
    />
  );
}

/** A conflict's fixes, one button each; the first is the one the check suggests most. */
function FixButtons({ fixes, control }: { fixes: readonly PlanFix[]; control: FixControl }) {
  return (
    <>
      {fixes.map((fix, i) => (
        <Button
          key={fix.label}
          variant={i === 0 ? "primary" : "secondary"}
          size="sm"
          disabled={control.waiting !== undefined}
          title={control.waiting}
          onClick={() => control.apply(fix)}
        >
          {fix.label}
        </Button>
      ))}
      {control.waiting ? <span className="self-center text-xs text-muted">{control.waiting}</span> : null}
    </>
  );
}

/** The day's notes: edited freely, one undoable change when the field is left. */
function NotesField({ day, onSave }: { day: PlanDay; onSave: (notes: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(day.notes ?? "");
  return (
    <div className="mt-5 flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        Notes for day {day.day}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={TRAVELLER_NOTE_MAX}
        rows={2}
        placeholder="Tickets to book, who to meet, what to remember"
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => {
          if (value.trim() !== (day.notes ?? "")) onSave(value);
        }}
        className={`${inputClass} h-auto py-2 print:border-0 print:p-0`}
      />
    </div>
  );
}

/** A new stop: one of the guide's places for the day's base, or one written by the traveller. */
function AddStop({ base, onAdd, onCancel }: { base: string; onAdd: (item: PlanItem) => void; onCancel: () => void }) {
  const id = useId();
  const places = useQuery({ ...guidePlacesQuery(base), enabled: base !== "" });
  const [picked, setPicked] = useState("");
  const guideItems = places.data ?? [];
  return (
    <div className="space-y-3">
      {guideItems.length > 0 ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const item = guideItems.find((candidate) => candidate.id === picked);
            if (item) onAdd(item);
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={id} className={labelClass}>
              A place from the {base} guide
            </label>
            <select id={id} value={picked} onChange={(event) => setPicked(event.target.value)} className={inputClass}>
              <option value="">Choose a place…</option>
              {guideItems.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title} ({item.place?.area ?? SLOT_NAMES[item.slot]})
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" size="md" disabled={!picked}>
            Add place
          </Button>
        </form>
      ) : null}
      <ItemForm
        submitLabel="Add stop"
        onCancel={onCancel}
        onSubmit={(changes) => {
          const item: PlanItem = { id: `t-${newId()}`, source: "traveller", ...changes };
          if (!item.description) delete item.description;
          onAdd(item);
        }}
      />
    </div>
  );
}
