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
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
