import { API_BUDGET, apiFailures, measureApi, type LoadFigures } from "./api";
import { AI_ADDED_LATENCY_BUDGET_MS, measureAiAddedLatency } from "./ai-latency";
import { COLD_START_BUDGET_MS, measureColdStart } from "./cold-start";
import { lighthouseFailures, runLighthouse } from "./lighthouse";
import { CHAT_BUDGETS, measureChat } from "./chat";
import { measureOfflinePlanner, OFFLINE_PLANNER_BUDGETS } from "./offline-planner";
import { measureRouteSizes, webSizeFailures } from "./web-size";
import { LIVE_TRIP_BUDGET, measureLiveTrip } from "./live-trip";
import { measureTripCosts, TRIP_COSTS_BUDGETS } from "./trip-costs";

/** `npm run bench`: prints every figure and exits non-zero when a budget is missed. */
const failures: string[] = [];

console.log("\nWeb: gzipped JS and CSS loaded before first render, and woff2 fonts, per route");
const sizes = measureRouteSizes();
console.table(
  sizes.map((size) => ({
    route: size.route,
    "JS KB": size.jsKb.toFixed(1),
    "beyond shared KB": size.extraJsKb.toFixed(1),
    "CSS KB": size.cssKb.toFixed(1),
    "fonts KB": size.fontsKb.toFixed(1),
  })),
);
failures.push(...webSizeFailures(sizes));

console.log(
  "\nWeb: Lighthouse, mobile emulation, production build, median of 3 runs per page (budgets: performance 95, accessibility 100, best practices 100, CLS < 0.001)",
);
const lighthouseRows = await runLighthouse();
console.table(lighthouseRows.map((row) => ({ ...row, cls: row.cls.toFixed(3), lcpMs: row.lcpMs.toFixed(0) })));
failures.push(...lighthouseFailures(lighthouseRows));

console.log("\nServer: cold start to ready on an empty data dir (migrations included)");
const coldStartMs = await measureColdStart();
console.log(`median ${coldStartMs.toFixed(0)} ms (budget ${COLD_START_BUDGET_MS} ms)`);
if (coldStartMs > COLD_START_BUDGET_MS) failures.push(`cold start ${coldStartMs.toFixed(0)} ms > ${COLD_START_BUDGET_MS} ms`);

console.log(
  "\nAPI: autocannon on loopback, 50 connections; GET lists 50 of 10,000 itineraries with a session cookie, in 3 s rounds taking turns with a bare node:http server and with Express 5 + better-sqlite3 (a peer's stack)",
);
const api = await measureApi();
console.table(
  api.rounds.map((round, index) => ({
    round: index + 1,
    "load avg": round.loadAverage.toFixed(2),
    "GET requests/s": Math.round(round.list.requestsPerSecond),
    "bare requests/s": Math.round(round.bare.requestsPerSecond),
    ratio: round.ratio.toFixed(2),
    "Express requests/s": Math.round(round.peer.requestsPerSecond),
    "vs Express": round.peerRatio.toFixed(2),
    "GET CPU µs/request": round.list.cpuMicrosPerRequest.toFixed(1),
    "bare CPU µs/request": round.bare.cpuMicrosPerRequest.toFixed(1),
    "Express CPU µs/request": round.peer.cpuMicrosPerRequest.toFixed(1),
  })),
);
const row = (name: string, run: LoadFigures) => ({
  load: name,
  "requests/s": Math.round(run.requestsPerSecond),
  "CPU µs/request": run.cpuMicrosPerRequest.toFixed(1),
  "p50 ms": run.p50Ms,
  "p99 ms": run.p99Ms,
  "non-2xx + errors": run.non2xx + run.errors,
});
console.table([
  row("GET /api/itineraries (median round)", api.list),
  row(`bare node:http, same ${api.bodyBytes}-byte body (median round)`, api.bare),
  row("Express 5 + better-sqlite3, same list (median round)", api.peer),
  row("POST /api/itineraries, 5 s (per-user cap lifted)", api.create),
]);
console.log(
  `GET at ${api.ratio.median.toFixed(2)}x the bare server (rounds ${api.ratio.min.toFixed(2)}-${api.ratio.max.toFixed(2)}; budget ${API_BUDGET.throughputRatio}x), ` +
    `${api.peerRatio.median.toFixed(2)}x the Express peer (rounds ${api.peerRatio.min.toFixed(2)}-${api.peerRatio.max.toFixed(2)}), ` +
    `p99 ${api.list.p99Ms} ms (budget ${API_BUDGET.p99Ms} ms); server peak RSS ${api.peakRssMb} MB (budget ${API_BUDGET.peakRssMb} MB)`,
);
failures.push(...apiFailures(api));

console.log(
  "\nTravelling together: 50 members on one trip, each changing a stop once a second for a minute, each with the trip's live stream open",
);
const live = await measureLiveTrip();
console.log(
  `${live.changes} changes (${live.resent} sent again after a 409), push delay from sending to every page: median ${live.pushMedianMs.toFixed(1)} ms, p95 ${live.pushP95Ms.toFixed(1)} ms (budget ${LIVE_TRIP_BUDGET.pushP95Ms} ms); changes lost: ${live.lost} (budget ${LIVE_TRIP_BUDGET.lost})`,
);
if (live.pushP95Ms > LIVE_TRIP_BUDGET.pushP95Ms)
  failures.push(`live push p95 ${live.pushP95Ms.toFixed(1)} ms > ${LIVE_TRIP_BUDGET.pushP95Ms} ms`);
if (live.lost > LIVE_TRIP_BUDGET.lost) failures.push(`${live.lost} live changes lost`);

console.log("\nTrip costs: balances of a full trip (2,000 expenses, 6 currencies, 21 people) and the fewest transfers");
const costs = measureTripCosts();
console.log(
  `balances median ${costs.balances.medianMs.toFixed(1)} ms, p95 ${costs.balances.p95Ms.toFixed(1)} ms (budget: p95 under ${TRIP_COSTS_BUDGETS.balancesP95Ms} ms); fewest transfers among 16 median ${costs.settle.medianMs.toFixed(1)} ms, p95 ${costs.settle.p95Ms.toFixed(1)} ms (budget: p95 under ${TRIP_COSTS_BUDGETS.settleP95Ms} ms)`,
);
if (costs.balances.p95Ms > TRIP_COSTS_BUDGETS.balancesP95Ms)
  failures.push(`trip costs balances p95 ${costs.balances.p95Ms.toFixed(1)} ms > ${TRIP_COSTS_BUDGETS.balancesP95Ms} ms`);
if (costs.settle.p95Ms > TRIP_COSTS_BUDGETS.settleP95Ms)
  failures.push(`fewest transfers p95 ${costs.settle.p95Ms.toFixed(1)} ms > ${TRIP_COSTS_BUDGETS.settleP95Ms} ms`);

console.log("\nAI: offline planner (30-day plans, place lookups, knowledge memory)");
const planner = await measureOfflinePlanner();
const plannerBudget = OFFLINE_PLANNER_BUDGETS;
console.log(
  `30-day verified plan median ${planner.planMedianMs.toFixed(2)} ms, p95 ${planner.planP95Ms.toFixed(2)} ms over ${planner.runs} runs (budget: p95 under ${plannerBudget.planP95Ms} ms)`,
);
console.log(
  `first ${planner.firstPlans} plans after a start: slowest ${planner.firstPlansMaxMs.toFixed(0)} ms (budget: each under ${plannerBudget.firstPlansMaxMs} ms)`,
);
console.log(`check of a 30-day plan p95 ${planner.checkP95Ms.toFixed(2)} ms (budget: p95 under ${plannerBudget.checkP95Ms} ms)`);
console.log(
  `place lookup median ${planner.lookupMedianMs.toFixed(3)} ms, p95 ${planner.lookupP95Ms.toFixed(3)} ms (budget: median under ${plannerBudget.lookupMedianMs} ms)`,
);
console.log(
  `guides, gazetteer and name index: ${planner.knowledgeMb.toFixed(1)} MB of heap after GC, process RSS +${planner.knowledgeRssMb.toFixed(1)} MB (budget: heap under ${plannerBudget.knowledgeMb} MB)`,
);
if (planner.planP95Ms > plannerBudget.planP95Ms)
  failures.push(`30-day plan p95 ${planner.planP95Ms.toFixed(2)} ms > ${plannerBudget.planP95Ms} ms`);
if (planner.firstPlansMaxMs > plannerBudget.firstPlansMaxMs)
  failures.push(`a first plan after a start took ${planner.firstPlansMaxMs.toFixed(0)} ms > ${plannerBudget.firstPlansMaxMs} ms`);
if (planner.checkP95Ms > plannerBudget.checkP95Ms)
  failures.push(`30-day plan check p95 ${planner.checkP95Ms.toFixed(2)} ms > ${plannerBudget.checkP95Ms} ms`);
if (planner.lookupMedianMs > plannerBudget.lookupMedianMs)
  failures.push(`place lookup median ${planner.lookupMedianMs.toFixed(3)} ms > ${plannerBudget.lookupMedianMs} ms`);
if (planner.knowledgeMb > plannerBudget.knowledgeMb)
  failures.push(`knowledge ${planner.knowledgeMb.toFixed(1)} MB > ${plannerBudget.knowledgeMb} MB`);

console.log("\nAI: offline chat (ordinary questions, and the longest hostile prompts)");
const chat = await measureChat();
console.log(`question p95 ${chat.questionP95Ms.toFixed(2)} ms (budget ${CHAT_BUDGETS.questionP95Ms} ms)`);
if (chat.questionP95Ms > CHAT_BUDGETS.questionP95Ms)
  failures.push(`chat question p95 ${chat.questionP95Ms.toFixed(2)} ms > ${CHAT_BUDGETS.questionP95Ms} ms`);
console.log(
  `trip change read (assistant, 14-day trip) p95 ${chat.tripChangeP95Ms.toFixed(2)} ms (budget ${CHAT_BUDGETS.tripChangeP95Ms} ms)`,
);
if (chat.tripChangeP95Ms > CHAT_BUDGETS.tripChangeP95Ms)
  failures.push(`trip change read p95 ${chat.tripChangeP95Ms.toFixed(2)} ms > ${CHAT_BUDGETS.tripChangeP95Ms} ms`);
for (const { name, medianMs } of chat.hostile) {
  console.log(`hostile prompt (${name}): median ${medianMs.toFixed(1)} ms (budget ${CHAT_BUDGETS.hostileMedianMs} ms)`);
  if (medianMs > CHAT_BUDGETS.hostileMedianMs)
    failures.push(`chat hostile prompt (${name}) ${medianMs.toFixed(1)} ms > ${CHAT_BUDGETS.hostileMedianMs} ms`);
}

console.log("\nAI path: model's first streamed byte to Wayfarer's first streamed byte (fake model, 25 ms pace)");
const latency = await measureAiAddedLatency();
console.log(
  `added median ${latency.medianMs.toFixed(1)} ms, p95 ${latency.p95Ms.toFixed(1)} ms over ${latency.runs} answers (budget: median under ${AI_ADDED_LATENCY_BUDGET_MS} ms)`,
);
if (latency.medianMs > AI_ADDED_LATENCY_BUDGET_MS)
  failures.push(`AI path adds ${latency.medianMs.toFixed(1)} ms > ${AI_ADDED_LATENCY_BUDGET_MS} ms`);

if (failures.length > 0) {
  console.error(`\nBudgets missed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("\nAll budgets met.");
