/**
 * Parameters that ad, analytics and mail platforms add to links. They never change what a page
 * shows, so the edge cache leaves them out of its keys and canonical URLs leave them out too.
 */
const TRACKING_PARAM = /^(utm_.*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|mc_.*|_ga|_gl|ref)$/;

export function isTrackingParam(key: string): boolean {
  return TRACKING_PARAM.test(key);
}
