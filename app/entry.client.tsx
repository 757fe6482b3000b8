import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// Hydrate once the server's HTML has been painted: with the scripts cached (or a fast line) they can
// arrive before the first frame, and hydrating then would hold the first paint back behind it.
requestAnimationFrame(() => setTimeout(hydrate, 0));
