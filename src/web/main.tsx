import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { registerServiceWorker } from "./lib/offline";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
// A transition renders in slices that yield to the browser, so the first render is not one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Not in `npm run dev` nor in tests: a worker caching Vite's dev modules would serve stale code.
if (import.meta.env.PROD) registerServiceWorker();
