/**
 * Which engine wrote a text, as the screens say it. `engine` is what the server sends: "offline" for the
 * offline planner, else "<provider>:<model>".
 */
export type EngineLabelUse = "credit" | "chat";

export function engineLabel(engine: string, use: EngineLabelUse): string {
  const offline = engine === "offline";
  switch (use) {
    case "credit": // under a generated itinerary, and under a dashboard card's text
      return offline ? "Written by the offline planner" : `Written by ${engine}`;
    case "chat": // the chat panel's introduction
      return offline
        ? "Answers come from the built-in offline travel planner."
        : `Answers come from the language model ${engine}.`;
  }
}
