import { cuisineSlug } from "../slug";

/** A style gets its own page (/restaurants/cuisine/{style}) once this many open places have it. */
export const STYLE_PAGE_MIN_PLACES = 3;

/** A style and the words diners use for it; `family` when the style belongs to one cuisine only. */
type StyleDefinition = { name: string; family?: string; aliases: string[] };

const STYLES: StyleDefinition[] = [
  { name: "Sushi", family: "Japanese", aliases: ["sushi", "sushi bar", "omakase", "nigiri"] },
  { name: "Izakaya", family: "Japanese", aliases: ["izakaya"] },
  { name: "Ramen", family: "Japanese", aliases: ["ramen"] },
  { name: "Dim Sum", family: "Chinese", aliases: ["dim sum", "dimsum", "yum cha"] },
  { name: "Cantonese", family: "Chinese", aliases: ["cantonese"] },
  { name: "Sichuan", family: "Chinese", aliases: ["sichuan", "szechuan"] },
  { name: "Chinese American", family: "Chinese", aliases: ["chinese american"] },
  { name: "Pho", family: "Vietnamese", aliases: ["pho"] },
  { name: "Tacos", family: "Mexican", aliases: ["taco", "tacos", "taqueria"] },
  { name: "Mariscos", family: "Mexican", aliases: ["mariscos", "mexican seafood"] },
  { name: "Oaxacan", family: "Mexican", aliases: ["oaxacan"] },
  { name: "Tex-Mex", family: "Mexican", aliases: ["tex mex"] },
  { name: "Pizza", family: "Italian", aliases: ["pizza", "pizzeria"] },
  { name: "Bistro", family: "French", aliases: ["bistro"] },
  { name: "Barbecue", aliases: ["bbq", "barbecue", "barbeque"] },
  { name: "Steakhouse", aliases: ["steak", "steakhouse", "steakhouses"] },
  { name: "Deli", aliases: ["deli", "delicatessen"] },
  { name: "Brunch", aliases: ["brunch", "breakfast"] },
  { name: "Burgers", aliases: ["burger", "burgers"] },
  { name: "Sandwiches", aliases: ["sandwich", "sandwiches"] },
  { name: "Southern", aliases: ["southern"] },
  { name: "Soul Food", aliases: ["soul food"] },
  { name: "New American", aliases: ["new american"] },
  { name: "Wings", aliases: ["wings", "chicken wings"] },
];

/** Every stated cuisine label as [family, style]; a label not here is its own family: never guessed. */
const LABELS: Record<string, [family: string, style?: string]> = {
  sushi: ["Japanese", "Sushi"],
  "japanese izakaya": ["Japanese", "Izakaya"],
  "french japanese": ["Japanese"],
  "japanese californian": ["Japanese"],
  ramen: ["Japanese", "Ramen"],
  "korean barbecue": ["Korean", "Barbecue"],
  "korean bbq": ["Korean", "Barbecue"],
  cantonese: ["Chinese", "Cantonese"],
  sichuan: ["Chinese", "Sichuan"],
  shanghainese: ["Chinese"],
  shanxi: ["Chinese"],
  izakaya: ["Japanese", "Izakaya"],
  mariscos: ["Mexican", "Mariscos"],
  burgers: ["American", "Burgers"],
  cheesesteaks: ["American", "Sandwiches"],
  "italian sandwiches": ["Italian", "Sandwiches"],
  "persian sandwiches": ["Persian", "Sandwiches"],
  "chinese american": ["Chinese", "Chinese American"],
  "dim sum": ["Chinese", "Dim Sum"],
  pho: ["Vietnamese", "Pho"],
  taqueria: ["Mexican", "Tacos"],
  tacos: ["Mexican", "Tacos"],
  "mexican seafood": ["Mexican", "Mariscos"],
  oaxacan: ["Mexican", "Oaxacan"],
  "tex mex": ["Mexican", "Tex-Mex"],
  pizza: ["Italian", "Pizza"],
  "french bistro": ["French", "Bistro"],
  barbecue: ["American", "Barbecue"],
  bbq: ["American", "Barbecue"],
  steakhouse: ["American", "Steakhouse"],
  "argentine steakhouse": ["Argentinian", "Steakhouse"],
  argentine: ["Argentinian"],
  deli: ["American", "Deli"],
  "breakfast brunch": ["American", "Brunch"],
  "smash burgers": ["American", "Burgers"],
  "sandwich shop": ["American", "Sandwiches"],
  southern: ["American", "Southern"],
  "soul food": ["American", "Soul Food"],
  "new american": ["American", "New American"],
  "middle eastern cuisine": ["Middle Eastern"],
  iranian: ["Persian"],
  "cambodian inflected seafood": ["Cambodian"],
  "cambodian chicken wings": ["Cambodian", "Wings"],
  "filipino flavored vegan bakery": ["Filipino"],
};

/** Families search reads by name, beyond those the labels above name. */
const FAMILIES = [
  "Japanese",
  "Korean",
  "Chinese",
  "Mexican",
  "Thai",
  "Italian",
  "French",
  "American",
  "Californian",
  "Vietnamese",
  "Taiwanese",
  "Indian",
  "Armenian",
  "Middle Eastern",
  "Mediterranean",
  "Peruvian",
  "Filipino",
  "Persian",
  "Spanish",
  "Turkish",
  "Ethiopian",
  "Salvadoran",
  "Malaysian",
  "Cambodian",
  "Argentinian",
  "Caribbean",
  "Dominican",
  "Nicaraguan",
  "Panamanian",
  "Syrian",
  "Uyghur",
  "West African",
  "Vegan",
];

/** Other words diners type for a family. */
const FAMILY_ALIASES: Record<string, string[]> = {
  Vietnamese: ["viet"],
  Mexican: ["mex"],
  Persian: ["iranian"],
  Argentinian: ["argentine"],
};

/** 'Japanese-Californian!' → 'japanese californian': how labels and typed words are compared. */
export const phraseKey = (text: string) => cuisineSlug(text).replace(/-/g, " ");

const tidy = (label: string) => label.replace(/\s+/g, " ").trim();

type CuisineClass = { family: string; familySlug: string; style: string | null; styleSlug: string | null };

/** A stated cuisine label's family and style ('Sushi' → Japanese · Sushi; 'Burmese' → Burmese). */
export function classifyCuisine(label: string): CuisineClass {
  const [family, style] = LABELS[phraseKey(label)] ?? [tidy(label)];
  return {
    family,
    familySlug: cuisineSlug(family),
    style: style ?? null,
    styleSlug: style ? cuisineSlug(style) : null,
  };
}

/** The style a slug names ('dim-sum'), with its family's slug where it has one. */
export function styleBySlug(slug: string): { name: string; slug: string; familySlug: string | null } | null {
  const style = STYLES.find((s) => cuisineSlug(s.name) === slug);
  return style ? { name: style.name, slug, familySlug: style.family ? cuisineSlug(style.family) : null } : null;
}

/** Where an old cuisine address ('japanese-izakaya') now points: its family, and its style if it has one. */
export function cuisineForSlug(slug: string): CuisineClass | null {
  const key = slug.replace(/-/g, " ");
  return LABELS[key] ? classifyCuisine(key) : null;
}

/** A cuisine phrase a search can read: a family's name or alias, or a style's. */
type CuisineTerm = { words: string; familySlug: string | null; styleSlug: string | null; label: string };

function familyTerms(): CuisineTerm[] {
  const families = new Set([...FAMILIES, ...Object.values(LABELS).map(([family]) => family)]);
  return [...families].flatMap((family) =>
    [family, ...(FAMILY_ALIASES[family] ?? [])].map((words) => ({
      words: phraseKey(words),
      familySlug: cuisineSlug(family),
      styleSlug: null,
      label: family,
    })),
  );
}

/** Every cuisine phrase search understands, from the taxonomy alone. */
export const CUISINE_TERMS: CuisineTerm[] = [
  ...STYLES.flatMap((style) =>
    style.aliases.map((alias) => ({
      words: phraseKey(alias),
      familySlug: style.family ? cuisineSlug(style.family) : null,
      styleSlug: cuisineSlug(style.name),
      label: style.name,
    })),
  ),
  ...familyTerms(),
];
