import { paths } from "@web/lib/paths";
import { ButtonLink } from "@web/components/ui/Button";

export default function NotFoundScreen() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-14 text-center">
      <img
        src="/illustrations/not-found.svg"
        alt="A signpost pointing in every direction"
        width={640}
        height={400}
        className="h-auto w-full max-w-md"
      />
      <h1 className="mt-8 text-4xl font-bold">404, Oops!</h1>
      <p className="mt-3 text-lg text-muted">We could not find that page. It may have moved, or the link may be mistyped.</p>
      <ButtonLink to={paths.home} className="mt-8">
        Back to home
      </ButtonLink>
    </section>
  );
}
