import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonBody, parseInput } from "./validation";

// An object whose `length` cannot become a number: zod 4's length checks run on it and throw a TypeError.
const hostile = { length: [{ toString: "0" }] };
const schema = z.object({ prompt: z.string().max(5) });

describe("parseInput", () => {
  it("answers a value zod trips over as invalid instead of throwing", () => {
    expect(() => schema.safeParse({ prompt: hostile })).toThrow(TypeError); // what it guards against
    const result = parseInput(schema, { prompt: hostile });
    expect(result.success).toBe(false);
  });

  it("is safeParse otherwise", () => {
    expect(parseInput(schema, { prompt: "hi" })).toEqual({ success: true, data: { prompt: "hi" } });
    expect(parseInput(schema, { prompt: "too long" }).success).toBe(false);
  });
});

describe("jsonBody", () => {
  // No onError: an ApiError renders its own JSON answer.
  const app = new Hono().post("/", jsonBody(schema), (c) => c.json(c.req.valid("json")));
  const post = (body: unknown) =>
    app.request("/", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("answers 400 with a message for the hostile body, and passes a good one through", async () => {
    const bad = await post({ prompt: hostile });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "invalid_input", message: "The request is not valid." } });
    expect(await (await post({ prompt: "hi" })).json()).toEqual({ prompt: "hi" });
  });

  it("names every bad field in details.fields, by its path, with its first message", async () => {
    const nested = z.object({ title: z.string().max(3, "Too long."), days: z.array(z.object({ date: z.string() })) });
    const answer = await new Hono()
      .post("/", jsonBody(nested), (c) => c.json(c.req.valid("json")))
      .request("/", {
        method: "POST",
        body: JSON.stringify({ title: "Kyoto", days: [{ date: 1 }] }),
        headers: { "Content-Type": "application/json" },
      });
    expect(await answer.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "Too long.",
        details: { fields: { title: "Too long.", "days.0.date": expect.any(String) } },
      },
    });
  });
});
