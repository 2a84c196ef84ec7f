import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "./cn";
import { inputClass, labelClass } from "./form";

/** One choice of a field's suggestion list: what it fills in, and what it says beside it. */
export interface Suggestion {
  value: string;
  label: string;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "list"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's own message, shown beside it and read with it; cleared by the form when the field is fixed. */
  error?: string;
  /** The browser's own suggestion list (a datalist) under the field. */
  suggestions?: readonly Suggestion[];
  /** Shown under the field (a strength meter, advice). */
  children?: ReactNode;
}

/** A labelled input with its error beside it, the forms' one way to ask for a line of text (form.ts's look). */
export function TextField({
  label,
  value,
  onChange,
  error,
  suggestions,
  children,
  className,
  id: given,
  ...input
}: TextFieldProps) {
  // A form that moves focus to its first wrong field names the input; otherwise one is made.
  const generated = useId();
  const id = given ?? generated;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClass, error && "border-danger")}
        {...(suggestions && { list: `${id}-suggestions`, autoComplete: "off" })}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
      {suggestions ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion.value} value={suggestion.value}>
              {suggestion.label}
            </option>
          ))}
        </datalist>
      ) : null}
      {children}
    </div>
  );
}

/** A field's own message, under it; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-danger">
      {message}
    </p>
  ) : null;
}
