import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

/**
 * One query cache for the whole app. Screens that fetch wrap themselves in <QueryProvider>, so TanStack
 * Query loads with the first such screen instead of weighing on every page's first render. Mutations keep
 * the default network mode: started offline, they wait in this tab and run when the connection returns.
 */
export const queryClient = new QueryClient({
  // offlineFirst: a read is tried even while the browser says it is offline, so the service worker can
  // answer it from its cache (decision 0960); only the retries wait for the connection.
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: "offlineFirst" } },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
