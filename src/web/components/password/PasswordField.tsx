import { PASSWORD_MAX } from "@shared/schemas/limits";
import { TextField } from "../ui/TextField";
import { PasswordStrength } from "./PasswordStrength";

interface PasswordFieldProps {
  label: string;
  /** A password being chosen gets the strength meter; the current one does not. */
  purpose: "new" | "current";
  value: string;
  /** Typing clears the field's error: the form passes its own setter for both. */
  onChange: (value: string) => void;
  error?: string;
}

/** The forms' password input: the right autocomplete for password managers, the length cap, and advice on new ones. */
export function PasswordField({ label, purpose, value, onChange, error }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={purpose === "new" ? "new-password" : "current-password"}
      maxLength={PASSWORD_MAX}
      value={value}
      onChange={onChange}
      error={error}
    >
      {purpose === "new" ? <PasswordStrength password={value} /> : null}
    </TextField>
  );
}
