import { Fragment } from "react";
import type { LegalDocument as Document } from "~/content/terms-of-use";
import { slugify } from "~/lib/slug";
import { Breadcrumb } from "./category/breadcrumb";

const EMAIL = /([\w.+-]+@[\w-]+\.[\w.]+\w)/;

/** Paragraph text with its email addresses as mailto links. */
function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(EMAIL).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={`mailto:${part}`} className="font-medium text-brand-700 underline">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** A legal text: title, effective date, intro, a table of contents and its numbered sections. */
export function LegalDocument({ document }: { document: Document }) {
  const sections = document.sections.map((s) => ({ ...s, id: slugify(s.heading.replace(/^\d+\.\s*/, "")) }));
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: document.title }]} />
      <article className="mt-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-8">
        <header className="border-b border-stone-200 pb-5">
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{document.title}</h1>
          <p className="mt-2 text-sm font-semibold text-stone-600">{`Effective ${document.effective}`}</p>
          <p className="mt-4 leading-relaxed text-stone-700">
            <Linked text={document.intro} />
          </p>
        </header>
        <nav aria-labelledby="toc" className="mt-5 rounded-xl bg-stone-50 p-4">
          <h2 id="toc" className="text-sm font-bold uppercase tracking-wide text-stone-600">
            Contents
          </h2>
          <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand-700 hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-8 scroll-mt-4">
            <h2 id={`${s.id}-heading`} className="text-xl font-bold">
              {s.heading}
            </h2>
            {s.paragraphs.map((p, i) => (
              // A fixed text: paragraphs never reorder, so their position is a stable key.
              <p key={i} className="mt-3 leading-relaxed text-stone-700">
                <Linked text={p} />
              </p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}
