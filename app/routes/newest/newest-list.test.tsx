import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NewestList, SKELETON_COUNT } from "./newest-list";

describe("the newest list", () => {
  it("shows six skeleton cards while the rows are still loading", () => {
    const html = renderToString(<NewestList newest={new Promise(() => {})} showAll={false} />);
    expect(html.match(/data-testid="skeleton-card"/g)).toHaveLength(SKELETON_COUNT);
    expect(SKELETON_COUNT).toBe(6);
    expect(html).toContain('aria-busy="true"');
  });
});

describe("a settled newest list", () => {
  it("renders its rows at once, with no skeletons, in a render that cannot wait", () => {
    const html = renderToString(<NewestList newest={[]} showAll={false} />);
    expect(html).toContain("No newest restaurants found");
    expect(html).not.toContain("skeleton-card");
  });
});
