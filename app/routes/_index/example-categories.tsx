import { Link } from "@remix-run/react";

/** A few category pages to start from (the loader sends only those with restaurants), and every category. */
export function ExampleCategories({ examples }: { examples: { name: string; href: string }[] }) {
  if (!examples.length) return null;
  const chip = "inline-block rounded-full px-3 py-1.5 text-sm font-semibold transition-colors";
  return (
    <nav aria-labelledby="examples-heading" className="mt-6">
      <h2 id="examples-heading" className="text-sm font-semibold text-brand-100">
        Start with
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {examples.map((example) => (
          <li key={example.href}>
            <Link
              to={example.href}
              prefetch="intent"
              className={`${chip} bg-white text-brand-800 hover:bg-brand-50`}
              data-testid="example-category"
            >
              {example.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/restaurants" prefetch="intent" className={`${chip} text-white underline underline-offset-4`}>
            Every category <span aria-hidden="true">→</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
