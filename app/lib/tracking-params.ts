/** Ad, analytics and mail parameters never change a page, so cache keys and canonical URLs leave them out. */
const TRACKING_PARAM = /^(utm_.*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|mc_.*|_ga|_gl|ref)$/;

export function isTrackingParam(key: string): boolean {
  return TRACKING_PARAM.test(key);
}
