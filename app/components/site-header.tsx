import { Link, NavLink } from "@remix-run/react";
import { SITE_ICON_DATA_URL } from "~/lib/site-icon";
import { OfflineSupport } from "./offline/offline-support";
import { SavedCount } from "./saved/saved-count";

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-2 py-2 text-sm font-semibold sm:px-2.5 ${isActive ? "text-brand-700" : "text-stone-700 hover:text-ink"}`;

export function SiteHeader() {
  return (
    <header className="border-b border-stone-200 bg-white">
      <OfflineSupport />
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2.5">
        <Link to="/" className="flex items-center gap-2 whitespace-nowrap font-black tracking-tight">
          {/* Written in: a file here, seen in view, becomes a request Lighthouse holds the first paint for. */}
          <img src={SITE_ICON_DATA_URL} alt="" width="28" height="28" />
          <span>
            LA Eats<span className="hidden sm:inline"> Ranked</span>
          </span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-0.5 sm:gap-1">
          <NavLink to="/restaurants" className={navLink}>
            Browse
          </NavLink>
          <NavLink to="/newest" className={navLink}>
            New<span className="hidden sm:inline"> &amp; Rising</span>
          </NavLink>
          <NavLink to="/saved" className={(s) => `${navLink(s)} inline-flex items-center gap-1.5`}>
            Saved <SavedCount />
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
