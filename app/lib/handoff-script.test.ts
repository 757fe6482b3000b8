import { describe, expect, it } from "vitest";
import { handoffScript } from "./handoff-script";

/** Runs the scripts' bodies as a browser would, against a stand-in for Remix's stream controller. */
function run(html: string) {
  const bodies = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const seen: { enqueued: string[]; closed: boolean } = { enqueued: [], closed: false };
  const window = {
    __remixContext: {
      streamController: { enqueue: (text: string) => seen.enqueued.push(text), close: () => (seen.closed = true) },
    },
  };
  for (const body of bodies) new Function("window", body)(window);
  return { ...seen, scripts: bodies.length };
}

describe("the loader data's script", () => {
  it("hands the browser the data text unchanged, then ends the stream", () => {
    const data = '[{"_1":2},"routes/_index","a </script><script>alert(1)</script> & \u2028 \u2029 > \\" quote"]';
    const html = handoffScript(data, "abc+/=");
    expect(run(html)).toEqual({ enqueued: [data], closed: true, scripts: 2 });
  });

  it("never lets the data close its script element or open a comment", () => {
    const html = handoffScript("</script><!-- <script>", "n");
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain("<!--");
  });

  it("carries the page's nonce on each script, and none where there is none", () => {
    expect(handoffScript("x", "n0nce").match(/<script nonce="n0nce">/g)).toHaveLength(2);
    expect(handoffScript("x", undefined)).not.toContain("nonce");
  });
});
