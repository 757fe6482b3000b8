import { Link } from "@remix-run/react";

/** A few category pages to start from (the loader sends only those with restaurants), and every category. */
export function ExampleCategories({ examples }: { examples: { name: string; href: string }[] }) {
  if (!examples.length) return null;
  return (
    <nav aria-labelledby="examples-heading" className="hero-row">
      <h2 id="examples-heading">Start with</h2>
      <ul className="hero-chips hero-examples">
        {examples.map((example) => (
          <li key={example.href}>
            <Link to={example.href} prefetch="intent" data-testid="example-category">
              {example.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/restaurants" prefetch="intent" className="hero-more">
            Every category <span aria-hidden="true">→</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
