import * as RadixDialog from "@radix-ui/react-dialog";
import { CircleCheck, CircleX, X } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Button } from "./Button";
import { cn } from "./cn";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Short text under the title, read out with it. */
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; wrap one in <DialogClose> to close on click. */
  actions?: ReactNode;
  className?: string;
}

/** Accessible modal: focus is trapped inside and restored on close; Escape and the backdrop close it. */
export function Dialog({ open, onOpenChange, title, description, icon, children, actions, className }: DialogProps) {
  // Radix returns focus only to a <Dialog.Trigger>; these dialogs are opened from code, so remember the opener.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] border border-border bg-surface p-6 text-text shadow-card",
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          {icon ? <div className="mb-3 flex justify-center">{icon}</div> : null}
          <RadixDialog.Title className="text-center text-xl font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-center text-muted">{description}</RadixDialog.Description>
          ) : null}
          {children}
          {actions ? <div className="mt-6 flex justify-center gap-3">{actions}</div> : null}
          <RadixDialog.Close className="absolute top-3 right-3 rounded-full p-2 text-muted hover:bg-surface-2" aria-label="Close">
            <X aria-hidden="true" className="size-4" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;

export interface OutcomeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Success shows a green check, failure a red cross. */
  outcome: "success" | "failure";
  title: ReactNode;
  description?: ReactNode;
  /** The button's label ("Cool!", "Okay"); it closes the dialog. */
  closeLabel: string;
  /** Another button before the closing one, which does something about the outcome (the dashboard's Undo). */
  action?: ReactNode;
}

/** How an action ended: an icon, a title, an optional line of text and a button that closes it (and maybe one more). */
export function OutcomeDialog({ open, onClose, outcome, title, description, closeLabel, action }: OutcomeDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      icon={
        outcome === "success" ? (
          <CircleCheck aria-hidden="true" className="size-12 text-success" />
        ) : (
          <CircleX aria-hidden="true" className="size-12 text-danger" />
        )
      }
      title={title}
      description={description}
      actions={
        <>
          {action}
          <DialogClose asChild>
            <Button>{closeLabel}</Button>
          </DialogClose>
        </>
      }
    />
  );
}
