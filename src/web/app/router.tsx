import type { ComponentType } from "react";
import { createBrowserRouter, type LoaderFunction, type RouteObject } from "react-router";
import { SIGN_IN_PATH } from "../lib/auth-channel";
import { Layout } from "./Layout";
import { notFoundScreen, screenRoutes } from "../lib/paths";
import { RouteError } from "./RouteError";

// Each screen is its own chunk, loaded when its route is first visited, with its loader if it has one.
const screenModules = import.meta.glob<{ default: ComponentType; loader?: LoaderFunction }>("../features/*/*Screen.tsx");

function lazyScreen(screen: string): RouteObject["lazy"] {
  const load = screenModules[`../features/${screen}.tsx`];
  if (!load) throw new Error(`No screen module for ${screen}`);
  return async () => {
    const module = await load();
    return { Component: module.default, ...(module.loader ? { loader: module.loader } : {}) };
  };
}

/**
 * The first screen's chunk loads before the first render; nothing to show meanwhile. A component, not
 * `hydrateFallbackElement: null`: React Router takes a null element for a missing one and warns in the console.
 */
const NothingYet = () => null;

export const routes: RouteObject[] = [
  // The sign-in popup: a page of its own, without the site's header and footer.
  { path: SIGN_IN_PATH, lazy: lazyScreen("auth/SignInScreen"), errorElement: <RouteError />, HydrateFallback: NothingYet },
  {
    element: <Layout />,
    errorElement: <RouteError />,
    HydrateFallback: NothingYet,
    children: [
      ...screenRoutes.map((route) => ({ path: route.path, lazy: lazyScreen(route.screen) })),
      { path: "*", lazy: lazyScreen(notFoundScreen) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
