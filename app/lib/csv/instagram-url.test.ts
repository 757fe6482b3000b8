import { describe, expect, it } from "vitest";
import { cleanInstagramUrl } from "./instagram-url";

const QUERY = "?utm_source=ig_embed&utm_campaign=loading";

describe("cleaning Instagram values to a permalink", () => {
  it("takes the permalink attribute of an embed code", () => {
    const embed =
      '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C1aBcDeFgHi/?utm_source=ig_embed&amp;utm_campaign=loading" data-instgrm-version="14"></blockquote>';
    expect(cleanInstagramUrl(embed)).toBe(`https://www.instagram.com/p/C1aBcDeFgHi/${QUERY}`);
  });

  it("replaces a direct link's query with the embed query, for posts and reels", () => {
    expect(cleanInstagramUrl("https://instagram.com/reel/C9xYzAbCdEf?igsh=xyz")).toBe(
      `https://www.instagram.com/reel/C9xYzAbCdEf/${QUERY}`,
    );
    expect(cleanInstagramUrl("www.instagram.com/p/B0dOnOkI123/")).toBe(
      `https://www.instagram.com/p/B0dOnOkI123/${QUERY}`,
    );
    expect(cleanInstagramUrl("https://www.instagram.com/bestiala/p/BeStIa12345/")).toBe(
      `https://www.instagram.com/p/BeStIa12345/${QUERY}`,
    );
  });

  it("ignores 'None', 'null' and empty values", () => {
    for (const value of ["None", "null", "NULL", "", "   ", null, undefined])
      expect(cleanInstagramUrl(value)).toBeNull();
  });

  it("refuses anything that is not an instagram.com post or reel", () => {
    for (const value of [
      "javascript:alert(document.cookie)",
      "https://evil.example.com/p/C1aBcDeFgHi/",
      "https://instagram.com.evil.example/p/C1aBcDeFgHi/",
      "https://evilinstagram.com/p/C1aBcDeFgHi/",
      "https://www.instagram.com/bestiala/",
      "https://user:pw@www.instagram.com/p/C1aBcDeFgHi/",
      "data:text/html,<script>alert(1)</script>",
      '<blockquote data-instgrm-permalink="javascript:alert(1)"></blockquote>',
    ]) {
      expect(cleanInstagramUrl(value), value).toBeNull();
    }
  });
});
