import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { SIGN_IN_PATH } from "../lib/auth-channel";
import { Layout } from "./Layout";
import { notFoundScreen, screenRoutes } from "./paths";
import { RouteError } from "./RouteError";

// Each screen is its own chunk, loaded when its route is first visited.
const screenModules = import.meta.glob<{ default: ComponentType }>("../features/*/*Screen.tsx");

function lazyScreen(screen: string): RouteObject["lazy"] {
  const load = screenModules[`../features/${screen}.tsx`];
  if (!load) throw new Error(`No screen module for ${screen}`);
  return async () => ({ Component: (await load()).default });
}

export const routes: RouteObject[] = [
  // The sign-in popup: a page of its own, without the site's header and footer.
  { path: SIGN_IN_PATH, lazy: lazyScreen("auth/SignInScreen"), errorElement: <RouteError />, hydrateFallbackElement: null },
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // The first screen's chunk loads before the first render; nothing to show meanwhile.
    hydrateFallbackElement: null,
    children: [
      ...screenRoutes.map((route) => ({ path: route.path, lazy: lazyScreen(route.screen) })),
      { path: "*", lazy: lazyScreen(notFoundScreen) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
