import { describe, expect, it } from "vitest";
import { holdScripts } from "./after-paint";

describe("holdScripts", () => {
  it("holds module preloads and inline module scripts, tag by tag", () => {
    const page =
      '<link rel="modulepreload" href="/assets/entry.client-A1.js"/><link rel="modulepreload" href="/assets/root-B2.js"/>' +
      '<script nonce="abc" type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-A1.js");</script>';
    expect(holdScripts(page)).toBe(
      '<link rel="dns-prefetch" href="/assets/entry.client-A1.js" data-held=""/><link rel="dns-prefetch" href="/assets/root-B2.js" data-held=""/>' +
        '<script nonce="abc" type="text/x-held" async="" data-held="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-A1.js");</script>',
    );
  });

  it("holds the web app manifest's link until the load, keeping its href", () => {
    expect(
      holdScripts('<link rel="manifest" href="/manifest.webmanifest"/><link rel="icon" href="/favicon.svg"/>'),
    ).toBe(
      '<link rel="dns-prefetch" href="/manifest.webmanifest" data-rel-after-load="manifest"/><link rel="icon" href="/favicon.svg"/>',
    );
  });

  it("leaves every other script and link alone, and text that only looks like one", () => {
    const page =
      '<link rel="stylesheet" href="/assets/tailwind-C3.css"/><script type="module" src="/assets/x.js"></script>' +
      '<script type="application/ld+json">{"name":"A"}</script><script nonce="abc">window.__remixContext = {};</script>' +
      "<p>&lt;link rel=&quot;modulepreload&quot; href=&quot;/a.js&quot;/&gt;</p>";
    expect(holdScripts(page)).toBe(page);
  });
});
