import { useRouteLoaderData } from "@remix-run/react";
import { serializeJsonLd, type JsonLdObject } from "~/lib/structured-data";
import { useNonce } from "./nonce";

type JsonLdData = JsonLdObject | readonly JsonLdObject[];

/** Escaped so a restaurant named `</script>` stays data; browsers hide nonces, hence suppressHydrationWarning. */
export function JsonLd({ data }: { data: JsonLdData | ((siteUrl: string) => JsonLdData) }) {
  const nonce = useNonce();
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  const json = typeof data === "function" ? data(root?.siteUrl ?? "http://localhost:8787") : data;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(json) }}
    />
  );
}
