import { everyPage, type ScreenRoute } from "../src/web/lib/paths";

/** Vite's build manifest: one entry per source module with its chunk, static imports and CSS. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

export interface PageChunks {
  page: ScreenRoute;
  /** JS and CSS files the page needs before its first render: the entry, its screen chunk, their static imports. */
  js: string[];
  css: string[];
  /** The JS files among those that the entry does not load itself (the page's own). */
  ownJs: string[];
  /** The JS files a signed-in traveller's part of the page adds (the route's `signedIn` module and its imports). */
  signedInJs: string[];
}

/** What every page of the route table loads before its first render, from a production build's manifest. */
export function pageChunks(manifest: Manifest): PageChunks[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("No entry in the Vite manifest; run `npm run build` first.");

  function closure(keys: string[]): { js: Set<string>; css: Set<string> } {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return { js, css };
  }

  const entryJs = closure([entryKey]).js;
  return everyPage.map((page) => {
    const { js, css } = closure([entryKey, `features/${page.screen}.tsx`]);
    const signedInJs = page.signedIn ? [...closure([`features/${page.signedIn}.tsx`]).js].filter((file) => !js.has(file)) : [];
    return { page, js: [...js], css: [...css], ownJs: [...js].filter((file) => !entryJs.has(file)), signedInJs };
  });
}
