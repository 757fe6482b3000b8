import { HtmlValidate, type Message } from "html-validate";

/**
 * The markup check: html-validate's recommended rules, less those that flag how React writes HTML or
 * ARIA the app adds on purpose. Each one turned off says why.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements self-closed (<meta />): valid HTML, one style among two.
    "void-style": "off",
    // React writes props as spelled (charSet, maxLength); HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React writes true boolean and empty attributes as ="" (async="", download=""), which HTML allows.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React's useId ids (":R1:") are valid HTML ids; only the stricter CSS-friendly form is refused.
    "valid-id": ["error", { relaxed: true }],
    // role="list" on unstyled lists and table roles on tables that stack on phones keep their meaning in
    // browsers that drop it with the styling (see choice-links.tsx, source-lists-table.tsx).
    "no-redundant-role": "off",
    // Radix's accordion panels are role="region" divs; the markup is the library's.
    "prefer-native-element": ["error", { exclude: ["region"] }],
    // Radix sets inline styles (outline, animation), and a map thumbnail's tiles are the place's own backgrounds.
    "no-inline-style": "off",
    // The home page draws its explainer twice, one copy per width; CSS hides one, which only axe can see.
    "unique-landmark": "off",
  },
});

/** Every error in a page's HTML, one line each ('12:4 no-dup-id: …'), so a failure reads as a list. */
export async function markupErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages
      .filter((m: Message) => m.severity === 2)
      .map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? "document"})`),
  );
}
