import { isRouteErrorResponse, useRouteError } from "react-router";
import { ButtonLink } from "../components/ui/Button";
import { PageHeader } from "../components/ui/PageHeader";
import { paths } from "../lib/paths";

/** Shown when a screen fails to load or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? error.statusText : "This page could not be shown.";
  return (
    <PageHeader title="Something went wrong." lede={message}>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="underline" onClick={() => window.location.reload()}>
          Reload
        </button>
        <ButtonLink to={paths.home}>Go home</ButtonLink>
      </div>
    </PageHeader>
  );
}
