import { describeSitemapCrawl } from "./support/sitemap-crawl";

// The crawl is the longest file: its two halves run side by side (support/sitemap-crawl.ts).
describeSitemapCrawl(2, 2);
