/** The site's icon: white 'LA' on the rust square, as `public/favicon.svg` (a test keeps the two the same). */
export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#9a3412"/><text x="32" y="44" font-family="Arial,sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">LA</text></svg>';

/**
 * The tab's icon and the header's logo, written into the page: a browser asks for a linked icon as the page finishes
 * loading and for an image in view at high priority, either before the first paint, and Lighthouse's simulation then
 * holds that paint for the request (decision 054).
 */
export const SITE_ICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(SITE_ICON_SVG)}`;
