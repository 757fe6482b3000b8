import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { AccessDenied } from "./components/auth/access-denied";
import { NotFound } from "./components/not-found";
import { useNonce } from "./components/nonce";
import { SavedProvider } from "./components/saved/saved-provider";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { SiteStyles } from "./components/site-styles";
import { loadSession } from "./services/auth.server";
import { canBootstrap } from "./services/bootstrap.server";
import { usableTileUrl } from "./lib/tiles";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Who is signed in, for the footer. A signed-in response is private and never stored; an anonymous
 * one depends on nothing per-user, so pages stay cacheable for visitors.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, setCookie } = await loadSession(request, context);
  const bootstrap = user ? await canBootstrap(context, user) : false;
  const headers = new Headers({ Vary: "Cookie" });
  if (user) headers.set("Cache-Control", "private, no-store");
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return data(
    {
      user: user && { email: user.email, isAdmin: user.isAdmin, canBootstrap: bootstrap },
      siteUrl: new URL(request.url).origin,
      tileUrl: usableTileUrl(context.cloudflare.env.TILE_URL),
      /** When the current list editions were last read: the footer's 'Lists as of'. */
      asOf: (await context.dataMeta()).updatedAt,
    },
    { headers },
  );
}

/** Routes without their own `headers` inherit these; a route with one should keep a private Cache-Control. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        <Meta />
        <SiteStyles />
        <Links />
      </head>
      <body className="min-h-screen flex flex-col">
        <SavedProvider>
          <SiteHeader />
          {children}
          <SiteFooter />
        </SavedProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <AccessDenied canBootstrap={Boolean(error.data?.canBootstrap)} />;
  }
  return (
    <main className="mx-auto max-w-xl flex-1 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-stone-600">Please try again in a moment.</p>
      <a href="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
        Go Home
      </a>
    </main>
  );
}
