import { CalendarPlus, Link2, Link2Off } from "lucide-react";
import { useId, useState } from "react";
import { Button, buttonClass } from "@web/components/ui/Button";
import { CopyField } from "@web/components/ui/CopyField";
import { Dialog } from "@web/components/ui/Dialog";
import type { CalendarLink, ShareLink } from "@shared/schemas/itineraries";
import { revoke, share, subscribeCalendar } from "./api";
import { usePanelAction } from "./use-panel-action";

/**
 * The owner's links to a trip, kept by the page (the Share button and the dialog both change them), and Share:
 * where the browser has a share sheet (`navigator.share`, phones), the trip's share link goes to it, made first
 * when there is none; elsewhere, or when that fails, the "Share and subscribe" dialog opens, with the link made.
 */
export function useTripLinks(id: string, title: string, initial: { share?: ShareLink | null; calendar?: CalendarLink | null }) {
  const [link, setLink] = useState(initial.share ?? null);
  const [feed, setFeed] = useState(initial.calendar ?? null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const shareTrip = async () => {
    if (typeof navigator.share !== "function") {
      // The dialog opens with the link made, ready to copy: Share means sharing, not a step before it.
      setDialogOpen(true);
      if (!link) await share(id).then(setLink, () => undefined); // a failure leaves "Create a share link", which says why
      return;
    }
    try {
      const current = link ?? (await share(id));
      setLink(current);
      await navigator.share({ title, url: current.url });
    } catch (failure) {
      // Closing the sheet is no failure; anything else (offline, refused) is said and mended in the dialog.
      if (!(failure instanceof DOMException && failure.name === "AbortError")) setDialogOpen(true);
    }
  };
  return { link, setLink, feed, setFeed, dialogOpen, setDialogOpen, shareTrip };
}

type TripLinks = ReturnType<typeof useTripLinks>;

/** "Share and subscribe": the owner's links in a dialog. */
export function ShareDialog({ id, links, online }: { id: string; links: TripLinks; online: boolean }) {
  return (
    <Dialog
      open={links.dialogOpen}
      onOpenChange={links.setDialogOpen}
      title="Share and subscribe"
      className="w-[min(92vw,32rem)]"
    >
      <SharePanel id={id} links={links} online={online} />
    </Dialog>
  );
}

/** The owner's links: a read-only page for anyone with the link, and a calendar feed to subscribe to. */
function SharePanel({ id, links, online }: { id: string; links: TripLinks; online: boolean }) {
  const { link, setLink, feed, setFeed } = links;
  const { busy, error, run } = usePanelAction();
  const hideId = useId();

  /** Revokes a link; the old URL answers 404 from then on. */
  const stop = (kind: "share" | "calendar", forget: () => void) =>
    run(async () => {
      await revoke(id, kind);
      forget();
    });
  const disabled = busy || !online;

  return (
    <div className="print:hidden">
      <h3 className="mt-4 font-semibold">Read-only link</h3>
      <p className="text-sm text-muted">Anyone with the link can read the trip without an account. Revoke it at any time.</p>
      {link ? (
        <div className="mt-3 space-y-3">
          <CopyField label="Share link" value={link.url} />
          <div className="flex items-center gap-2">
            <input
              id={hideId}
              type="checkbox"
              checked={link.hideNotes}
              disabled={disabled}
              onChange={(event) => {
                const hideNotes = event.target.checked;
                // Shown at once; the server's answer (or the old setting, on a failure) follows.
                setLink({ ...link, hideNotes });
                run(async () => {
                  try {
                    setLink(await share(id, hideNotes));
                  } catch (failure) {
                    setLink(link);
                    throw failure;
                  }
                });
              }}
              className="size-5 accent-[var(--primary)]"
            />
            <label htmlFor={hideId} className="text-sm">
              Hide day notes from the shared page
            </label>
          </div>
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => stop("share", () => setLink(null))}>
            <Link2Off aria-hidden="true" className="size-4" />
            Revoke link
          </Button>
        </div>
      ) : (
        <Button className="mt-3" size="sm" disabled={disabled} onClick={() => run(async () => setLink(await share(id)))}>
          <Link2 aria-hidden="true" className="size-4" />
          Create a share link
        </Button>
      )}

      <h3 className="mt-6 font-semibold">Calendar feed</h3>
      <p className="text-sm text-muted">
        Subscribe in Google Calendar, Apple Calendar or Outlook: every stop is an event, and edits show up there too.
      </p>
      {feed ? (
        <div className="mt-3 space-y-3">
          <CopyField label="Calendar feed URL" value={feed.url} />
          <div className="flex flex-wrap gap-2">
            <a href={feed.url.replace(/^https?:/, "webcal:")} className={buttonClass("primary", "sm")}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Subscribe
            </a>
            <Button variant="secondary" size="sm" disabled={disabled} onClick={() => stop("calendar", () => setFeed(null))}>
              <Link2Off aria-hidden="true" className="size-4" />
              Stop the feed
            </Button>
          </div>
        </div>
      ) : (
        <Button
          className="mt-3"
          size="sm"
          disabled={disabled}
          onClick={() => run(async () => setFeed(await subscribeCalendar(id)))}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Make a calendar feed
        </Button>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
