import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NewAndRising } from "./new-and-rising";

describe("New & Rising", () => {
  it("shows five card skeletons, announced as loading, while the rows are on their way", () => {
    const html = renderToString(<NewAndRising newest={new Promise(() => {})} />);
    expect(html.match(/data-testid="skeleton-card"/g)).toHaveLength(5);
    expect(html).toContain('aria-label="Loading new and rising restaurants"');
    expect(html).toContain('aria-busy="true"');
  });
});
