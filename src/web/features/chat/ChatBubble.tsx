import { MapPin, RotateCcw } from "lucide-react";
import { formatChatText, type ChatLine } from "@shared/chat-format";
import type { ChatPlace } from "@shared/schemas/chat";
import { mapUrl } from "@web/components/trip/trip-format";
import { cn } from "@web/components/ui/cn";
import type { ChatMessage } from "./use-chat";

/**
 * The bubble's text per docs/product.md, as React text nodes only (never HTML): model text cannot inject markup.
 * Consecutive list lines become one real list, so a screen reader announces it as one.
 */
export function ChatText({ text }: { text: string }) {
  const groups: ChatLine[][] = [];
  for (const line of formatChatText(text)) {
    const last = groups.at(-1);
    if (line.bullet && last?.[0]?.bullet) last.push(line);
    else groups.push([line]);
  }
  return groups.map((group, index) =>
    group[0]!.bullet ? (
      <ul key={index} className="my-1 list-disc space-y-0.5 pl-5">
        {group.map((line, item) => (
          <li key={item} className={cn(line.bold && "font-semibold")}>
            <Spans line={line} />
          </li>
        ))}
      </ul>
    ) : (
      <span key={index} className={cn("block min-h-[1lh]", group[0]!.bold && "font-semibold")}>
        <Spans line={group[0]!} />
      </span>
    ),
  );
}

function Spans({ line }: { line: ChatLine }) {
  return line.spans.map((span, index) => (span.bold ? <strong key={index}>{span.text}</strong> : span.text));
}

/** User messages right in the brand colour, assistant messages left and grey, at most 80 percent wide. */
export function ChatBubble({ message, onRetry }: { message: ChatMessage; onRetry?: (prompt: string) => void }) {
  const mine = message.sender === "user";
  const waiting = message.state === "streaming" && message.text === "";
  return (
    <li className={cn("flex flex-col", mine ? "items-end" : "items-start")} data-sender={mine ? "user" : "bot"}>
      <div
        className={cn(
          "max-w-[80%] rounded-2xl px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap",
          mine ? "rounded-br-sm bg-primary text-primary-contrast" : "rounded-bl-sm bg-surface-2 text-text",
          message.state === "error" && "text-danger",
        )}
      >
        <span className="sr-only">{mine ? "You: " : "Assistant: "}</span>
        {waiting ? (
          <span className="flex gap-1 py-1.5" aria-label="Writing an answer" role="img">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-muted motion-reduce:animate-none"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
        ) : (
          <ChatText text={message.text} />
        )}
        {message.state === "stopped" && <span className="mt-1 block text-xs text-muted italic">Stopped</span>}
        {message.state === "error" && message.retry !== undefined && onRetry ? (
          <button
            type="button"
            onClick={() => onRetry(message.retry!)}
            className="mt-1.5 inline-flex items-center gap-1 rounded-full border border-border bg-surface px-2.5 py-1 text-xs font-semibold text-text hover:bg-surface-2"
          >
            <RotateCcw aria-hidden="true" className="size-3.5" />
            Retry
          </button>
        ) : null}
      </div>
      {message.places ? <PlaceCards places={message.places} /> : null}
    </li>
  );
}

/** The places an answer names, each a card that opens it on a map (a new tab), in the answer's order. */
function PlaceCards({ places }: { places: readonly ChatPlace[] }) {
  return (
    <ul aria-label="Places in this answer" className="mt-2 grid w-full grid-cols-2 gap-2">
      {places.map((place) => (
        <li key={`${place.lat},${place.lon}`} className="min-w-0">
          <a
            href={mapUrl(place)}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-full flex-col gap-0.5 rounded-xl border border-border bg-surface p-2.5 text-xs shadow-card hover:bg-surface-2"
          >
            <span className="flex items-start gap-1 font-semibold text-text">
              <MapPin aria-hidden="true" className="mt-px size-3.5 shrink-0 text-primary" />
              <span className="line-clamp-2">{place.name}</span>
            </span>
            <span className="truncate text-muted">
              {place.area === place.name ? place.city : `${place.area} · ${place.city}`}
            </span>
            <span className="sr-only">: open in a map (new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
