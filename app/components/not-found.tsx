import type { ReactNode } from "react";

export function NotFound({ children }: { children?: ReactNode }) {
  return (
    <main className="mx-auto max-w-xl flex-1 px-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-stone-600">The page you're looking for doesn't exist.</p>
      {children}
      <a
        href="/"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Go Home
      </a>
    </main>
  );
}
