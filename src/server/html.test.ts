import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("escapes every character that can end text or an attribute, either quote included", () => {
    expect(escapeHtml(`Tom & "Jerry" <b>'s</b>`)).toBe("Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#39;s&lt;/b&gt;");
    expect(escapeHtml("' onmouseover='alert(1)")).not.toContain("'");
  });
});
