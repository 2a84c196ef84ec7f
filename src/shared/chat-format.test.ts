import { describe, expect, it } from "vitest";
import { formatChatText } from "./chat-format";

describe("formatChatText", () => {
  it("turns double-asterisk spans bold and removes the markers", () => {
    expect(formatChatText("Visit **Gion** at dusk")).toEqual([
      {
        bold: false,
        bullet: false,
        spans: [
          { text: "Visit ", bold: false },
          { text: "Gion", bold: true },
          { text: " at dusk", bold: false },
        ],
      },
    ]);
  });

  it("removes single asterisks, and takes a line that starts with a - or * marker as a list item", () => {
    expect(formatChatText("* Pack *light*")).toEqual([
      { bold: false, bullet: true, spans: [{ text: "Pack light", bold: false }] },
    ]);
    const lines = formatChatText("Tips for **Kyoto**:\n- Go early\n  - Carry cash\n-5 °C at night\nnot - a list");
    expect(lines.map((line) => line.bullet)).toEqual([false, true, true, false, false]);
    expect(lines[1]!.spans).toEqual([{ text: "Go early", bold: false }]);
    // A list item is not a Day line: "- Day bag" stays plain.
    expect(formatChatText("- Day bag that closes")[0]!.bold).toBe(false);
  });

  it("keeps line breaks as lines and bolds Stop, Day and Tips lines in any case", () => {
    const lines = formatChatText("Stop 1: Louvre\nlunch\nDAY 2: Versailles\ntips: book ahead\n\nstopover in Doha");
    expect(lines.map((line) => line.bold)).toEqual([true, false, true, true, false, true]);
    expect(lines[4]!.spans).toEqual([]);
  });

  it("sees a bold heading through markers", () => {
    expect(formatChatText("**Day 1:** arrive")[0]!.bold).toBe(true);
  });

  it("keeps HTML as plain text", () => {
    const lines = formatChatText('<img src=x onerror="alert(1)"> **<b>hi</b>**');
    expect(lines[0]!.spans).toEqual([
      { text: '<img src=x onerror="alert(1)"> ', bold: false },
      { text: "<b>hi</b>", bold: true },
    ]);
  });
});
