import type { App } from "../app";
import type { SessionUser } from "@shared/schemas/auth";

let counter = 0;

/**
 * Creates a local account through the real endpoint (POST /api/auth/sign-up/email) and returns the session
 * cookie, ready to send as the `Cookie` header: `app.request(path, { headers: { Cookie: cookie } })`.
 */
export async function signUp(
  app: App,
  {
    name = "Test Traveller",
    email,
    password = "correct horse battery",
  }: { name?: string; email?: string; password?: string } = {},
): Promise<{ cookie: string; user: SessionUser }> {
  counter += 1;
  const address = email ?? `traveller-${process.pid}-${Date.now()}-${counter}@example.com`;
  const res = await app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, email: address, password }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed with ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string; name: string } };
  return { cookie: cookieHeader(res), user: { id: body.user.id, name: body.user.name } };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as one `Cookie` request header. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
