import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NewAndRising } from "./new-and-rising";

describe("New & Rising", () => {
  it("renders five card skeletons, announced as loading, and for browsers without scripts a link to /newest", () => {
    const html = renderToString(<NewAndRising />);
    expect(html.match(/data-testid="skeleton-card"/g)).toHaveLength(5);
    expect(html).toContain('aria-label="Loading new and rising restaurants"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(
      /<noscript><p><a href="\/newest"[^>]*>See the New &amp; Rising restaurants<\/a><\/p><\/noscript>/,
    );
    // No cards on the server: they are fetched as the section nears the screen.
    expect(html).not.toContain('data-testid="restaurant-card"');
  });
});
