import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "./cn";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's own message, shown beside it and read with it; cleared by the form when the field is fixed. */
  error?: string;
  /** Shown under the field (a strength meter, advice). */
  children?: ReactNode;
}

/** A labelled input with its error beside it, the forms' one way to ask for a line of text. */
export function TextField({ label, value, onChange, error, children, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn("h-11 w-full rounded-xl border bg-bg px-3 text-base", error ? "border-danger" : "border-border")}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
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
