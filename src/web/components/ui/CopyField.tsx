import { Check, Copy } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "./Button";
import { inputClass } from "./form";

/** A read-only value to copy (a share link, a feed, a token shown once), with its label and a Copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <input id={id} readOnly value={value} onFocus={(event) => event.currentTarget.select()} className={inputClass} />
      </div>
      <Button
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(() => setCopied(true));
        }}
      >
        {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
        {copied ? "Copied" : "Copy"}
      </Button>
    </div>
  );
}
