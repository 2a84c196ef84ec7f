import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { AccessTokenScope } from "@shared/schemas/access-tokens";
import type { PlanOperation } from "@shared/schemas/operations";

/** The app asked in-process, as the token's user (route.ts): the API's own routes, limits and access rules. */
export type Dispatch = (request: Request, env: object) => Promise<Response>;

export interface McpServerDeps {
  scope: AccessTokenScope;
  /** The outer request's origin: the in-process requests' URLs, so links in answers are the public ones. */
  origin: string;
  dispatch: (request: Request) => Promise<Response>;
}

/** What a read token is told when it asks for a write tool (listed for every token, refused here). */
export const READ_ONLY_MESSAGE =
  "This access token is read-only: make a token with the write scope on your Wayfarer account page to change trips.";

const tripId = z.string().min(1).max(100).describe("The trip's id, as list_trips answers it.");
const OPERATION_TYPES: PlanOperation["type"][] = [
  "move_item",
  "remove_item",
  "add_item",
  "replace_item",
  "swap_days",
  "retime_item",
  "regenerate",
  "set_pace",
];

/**
 * One MCP server for one request (stateless), with Wayfarer's tools. Each tool is one request to the API's own
 * route (docs/api.md), so it answers what the web app would: the same validation messages, access (someone else's
 * trip is "No such itinerary."), rate and generation limits. A refusal is a tool error carrying the API's message.
 */
export function mcpServer({ scope, origin, dispatch }: McpServerDeps, Server: typeof McpServer): McpServer {
  const server = new Server({ name: "wayfarer", version: "1.0.0" });

  async function api(method: string, path: string, body?: unknown): Promise<{ ok: boolean; status: number; json: unknown }> {
    const response = await dispatch(
      new Request(new URL(path, origin), {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    return { ok: response.ok, status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  }

  /** The API's answer as the tool's: its JSON, or its error message as a tool error. */
  const result = (
    { ok, json }: { ok: boolean; json: unknown },
    pick: (json: unknown) => unknown = (all) => all,
  ): CallToolResult => (ok ? text(pick(json)) : refusal(errorMessage(json)));

  const write = (run: () => Promise<CallToolResult>) => (scope === "write" ? run() : Promise.resolve(refusal(READ_ONLY_MESSAGE)));

  server.registerTool(
    "list_trips",
    {
      description: "Lists the traveller's saved trips, newest first: id, title, dates and version of each.",
      annotations: { readOnlyHint: true },
    },
    async () => result(await api("GET", "/api/itineraries")),
  );

  server.registerTool(
    "get_trip",
    {
      description: "One saved trip with its whole plan (days, items with ids, times and places), its version and its plan check.",
      inputSchema: { tripId },
      annotations: { readOnlyHint: true },
    },
    async ({ tripId: id }) => result(await api("GET", `/api/itineraries/${encodeURIComponent(id)}`)),
  );

  server.registerTool(
    "check_trip",
    {
      description:
        "The plan check of a saved trip: opening hours, travel times and pace, per item and per day (ok, failures, score).",
      inputSchema: { tripId },
      annotations: { readOnlyHint: true },
    },
    async ({ tripId: id }) =>
      result(await api("GET", `/api/itineraries/${encodeURIComponent(id)}`), (trip) => {
        const { id: tripKey, title, version, check } = trip as { id: string; title: string; version: number; check?: unknown };
        return { id: tripKey, title, version, check: check ?? null };
      }),
  );

  server.registerTool(
    "search_places",
    {
      description: "Destinations Wayfarer knows whose names match the query (at least 2 characters), for plan_trip.",
      inputSchema: { query: z.string().max(120).describe("Part of a place's name, such as 'kyo'.") },
      annotations: { readOnlyHint: true },
    },
    async ({ query }) => result(await api("GET", `/api/places?q=${encodeURIComponent(query)}`)),
  );

  server.registerTool(
    "plan_trip",
    {
      description:
        "Plans a new trip (counts against the traveller's generation limits). With save: true (a write token) it is saved and its id answered.",
      inputSchema: {
        destination: z.string().max(120).describe("A city, region or country."),
        dates: z.string().max(40).describe("'yyyy-MM-dd to yyyy-MM-dd', at most 30 days."),
        theme: z.string().max(120).describe("What the trip is for, such as 'Family Vacation'."),
        pace: z.enum(["relaxed", "balanced", "packed"]).optional(),
        save: z.boolean().optional().describe("Save the plan as a new trip (needs a write token)."),
      },
    },
    async ({ save, ...request }) => {
      if (save && scope !== "write") return refusal(READ_ONLY_MESSAGE);
      const planned = await api("POST", "/api/ai/generate-itinerary", request);
      if (!planned.ok || !save) return result(planned);
      const { itinerary, plan, engine } = planned.json as {
        itinerary: { title: string; days: string };
        plan: unknown;
        engine?: string;
      };
      return result(await api("POST", "/api/itineraries", { title: itinerary.title, days: itinerary.days, plan, engine }));
    },
  );

  server.registerTool(
    "propose_changes",
    {
      description:
        "Asks Wayfarer's trip assistant for a change in words ('move the temple to day 3'). Answers { reply, proposal }: the proposal's operations and baseVersion are what apply_changes takes. Nothing is saved. Counts as a chat message.",
      inputSchema: {
        tripId,
        message: z.string().max(4000).describe("The change, in words."),
        version: z.number().int().min(1).describe("The trip's current version (get_trip)."),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ tripId: id, message, version }) =>
      result(await api("POST", `/api/itineraries/${encodeURIComponent(id)}/assistant`, { message, version })),
  );

  server.registerTool(
    "apply_changes",
    {
      description: `Applies plan operations to a saved trip and saves it (needs a write token). Operation types: ${OPERATION_TYPES.join(", ")} (see the proposal of propose_changes). baseVersion is the version they were made against; if the stops they touch changed since, the answer is a version conflict and nothing changes.`,
      inputSchema: {
        tripId,
        baseVersion: z.number().int().min(1),
        operations: z.array(z.record(z.string(), z.unknown())).min(1).max(50),
      },
      annotations: { destructiveHint: false, idempotentHint: false },
    },
    async ({ tripId: id, baseVersion, operations }) =>
      write(async () =>
        result(await api("POST", `/api/itineraries/${encodeURIComponent(id)}/operations`, { version: baseVersion, operations })),
      ),
  );

  return server;
}

const text = (value: unknown): CallToolResult => ({ content: [{ type: "text", text: JSON.stringify(value) }] });
const refusal = (message: string): CallToolResult => ({ content: [{ type: "text", text: message }], isError: true });

/** The API's error message (errors.ts's body), else a plain one. */
function errorMessage(json: unknown): string {
  const message = (json as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === "string" ? message : "The request failed.";
}
