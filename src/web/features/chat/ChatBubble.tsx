import { formatChatText } from "@shared/chat-format";
import { cn } from "@web/components/ui/cn";
import type { ChatMessage } from "./use-chat";

/** The bubble's text per docs/product.md, as React text nodes only (never HTML): model text cannot inject markup. */
export function ChatText({ text }: { text: string }) {
  return formatChatText(text).map((line, index) => (
    <span key={index} className={cn("block min-h-[1lh]", line.bold && "font-semibold")}>
      {line.spans.map((span, spanIndex) => (span.bold ? <strong key={spanIndex}>{span.text}</strong> : span.text))}
    </span>
  ));
}

/** User messages right and blue, assistant messages left and grey, at most 80 percent wide. */
export function ChatBubble({ message }: { message: ChatMessage }) {
  const mine = message.sender === "user";
  const waiting = message.state === "streaming" && message.text === "";
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")} data-sender={mine ? "user" : "bot"}>
      <div
        className={cn(
          "max-w-[80%] rounded-2xl px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap",
          mine ? "rounded-br-sm bg-blue-600 text-white" : "rounded-bl-sm bg-surface-2 text-text",
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
      </div>
    </li>
  );
}
