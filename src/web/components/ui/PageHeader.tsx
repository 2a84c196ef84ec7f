import type { ReactNode } from "react";

/** The heading block every screen starts with. */
export function PageHeader({ title, lede, children }: { title: ReactNode; lede?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-3xl px-4 pt-10 pb-6 text-center sm:pt-14">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      {lede ? <p className="mt-3 text-lg text-muted">{lede}</p> : null}
      {children}
    </header>
  );
}
