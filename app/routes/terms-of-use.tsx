import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalDocument } from "~/components/legal-document";
import { termsOfUse } from "~/content/terms-of-use";
import { pageMeta } from "~/lib/seo";
import { readsNoData } from "~/services/read-page.server";

export const headers = readsNoData;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: termsOfUse.title,
    description:
      "The rules for using LA Eats Ranked: how the rankings work, accounts, acceptable use, affiliate links and California law.",
    path: "/terms-of-use",
  });

export default function TermsOfUse() {
  return <LegalDocument document={termsOfUse} />;
}
