import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { AfterPaintStart } from "./components/boot/after-paint-start";
import { AccessDenied } from "./components/auth/access-denied";
import { NotFound } from "./components/not-found";
import { useNonce } from "./components/nonce";
import { SavedProvider } from "./components/saved/saved-provider";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { loadSession } from "./services/auth.server";
import { canBootstrap } from "./services/bootstrap.server";
import { notFoundMeta, statusPageMeta } from "./lib/seo";
import { usableTileUrl } from "./lib/tiles";
import { SITE_ICON_DATA_URL } from "./lib/site-icon";
import stylesheet from "./tailwind.css?url";

/** The stylesheet is a fingerprinted, immutable file: a repeat visit or a second page reads it from the browser's cache. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: SITE_ICON_DATA_URL, type: "image/svg+xml" },
  // The web app manifest and its icon on every page (error pages too), so any page can be installed.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

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
      asOf: (await context.markers.current()).updatedAt,
    },
    { headers },
  );
}

/** An error page (a thrown 404 lands here) still has a title; routes' own meta replaces this otherwise. */
export const meta: MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta(matches);
  return statusPageMeta(matches, "Something Went Wrong", "This page could not be shown. Please try again in a moment.");
};

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
        <Links />
      </head>
      <body className="min-h-screen flex flex-col">
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[2000] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow"
        >
          Skip to content
        </a>
        <SavedProvider>
          <SiteHeader />
          {/* Where 'Skip to content' lands: focus moves here, so the next Tab is the page's first control. */}
          <span id="content" tabIndex={-1} className="outline-none" />
          {children}
          <SiteFooter />
        </SavedProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <AfterPaintStart />
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
