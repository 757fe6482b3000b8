/** 'Japanese · Sushi', or the family alone: how a card and a profile name a place's cuisine. */
export function cuisineWithStyle(family: string, style: string | null | undefined): string {
  return style && style !== family ? `${family} · ${style}` : family;
}
