import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalDocument } from "~/components/legal-document";
import { privacyPolicy } from "~/content/privacy-policy";
import { pageMeta } from "~/lib/seo";
import { readsNoData } from "~/services/read-page.server";

export const headers = readsNoData;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: privacyPolicy.title,
    description:
      "What LA Eats Ranked collects and why: cookieless privacy-friendly analytics, location that stays in your browser, and your rights.",
    path: "/privacy-policy",
  });

export default function PrivacyPolicy() {
  return <LegalDocument document={privacyPolicy} />;
}
