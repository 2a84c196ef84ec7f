import fs from "node:fs";
import { startServer } from "@server/test/server-process";

export const COLD_START_BUDGET_MS = 2000;

/** Median time from spawning the server on an empty data dir to its first healthy answer (migrations included). */
export async function measureColdStart(runs = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const server = await startServer();
    times.push(server.readyMs);
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
