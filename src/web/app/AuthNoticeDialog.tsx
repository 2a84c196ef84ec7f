import { CircleCheck, CircleX, LogOut } from "lucide-react";
import { Button } from "../components/ui/Button";
import { Dialog, DialogClose } from "../components/ui/Dialog";
import type { AuthNotice } from "../lib/session";

/** The sign-in and sign-out outcomes of docs/product.md, texts exactly as specified. Loaded on demand. */
export default function AuthNoticeDialog({
  notice,
  onClose,
  onRetry,
}: {
  notice: AuthNotice;
  onClose: () => void;
  onRetry: () => void;
}) {
  const content =
    notice.kind === "logged-in"
      ? {
          title: "Logged In Successfully",
          description: `Welcome, ${notice.name}!`,
          icon: <CircleCheck aria-hidden="true" className="size-12 text-success" />,
        }
      : notice.kind === "logged-out"
        ? {
            title: "Logged Out Successfully!",
            description: "See you on your next adventure.",
            icon: <LogOut aria-hidden="true" className="size-12 text-primary" />,
          }
        : {
            title: "Login Failed",
            description: notice.reason,
            icon: <CircleX aria-hidden="true" className="size-12 text-danger" />,
          };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={content.title}
      description={content.description}
      icon={content.icon}
      actions={
        notice.kind === "login-failed" ? (
          <>
            <DialogClose asChild>
              <Button variant="secondary">Not now</Button>
            </DialogClose>
            <Button onClick={onRetry}>Try again</Button>
          </>
        ) : (
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        )
      }
    />
  );
}
