// Development: the API server (restarts on change) and Vite's dev server (proxies /api to it).
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3000";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, NODE_ENV: process.env.NODE_ENV ?? "development" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) => child.on("exit", (code) => code && process.exitCode === undefined && (process.exitCode = code)));
