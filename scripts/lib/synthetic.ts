import type { RestaurantInput } from "~/lib/restaurant-record";
import { SOURCE_NAMES } from "~/lib/sources";

/** Deterministic PRNG (mulberry32): the same seed always generates the same dataset. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NEIGHBORHOODS: [string, number, number][] = [
  ["Downtown", 34.0407, -118.2468],
  ["Little Tokyo", 34.0505, -118.2395],
  ["Chinatown", 34.0623, -118.2383],
  ["Arts District", 34.0403, -118.2335],
  ["Mid-City", 34.0493, -118.3487],
  ["Koreatown", 34.0618, -118.3004],
  ["Echo Park", 34.0782, -118.2606],
  ["Silver Lake", 34.0869, -118.2702],
  ["Los Feliz", 34.1067, -118.2837],
  ["East Hollywood", 34.0903, -118.2935],
  ["West Hollywood", 34.09, -118.3617],
  ["Hollywood", 34.0928, -118.3287],
  ["Santa Monica", 34.0195, -118.4912],
  ["Venice", 33.985, -118.4695],
  ["Brentwood", 34.0623, -118.4826],
  ["West Side", 34.0356, -118.4411],
  ["Beverly Hills", 34.0736, -118.4004],
  ["Century City", 34.0577, -118.4172],
  ["Pasadena", 34.1478, -118.1445],
  ["Glendale", 34.1425, -118.255],
  ["South LA", 33.9891, -118.2915],
  ["San Gabriel Valley", 34.0961, -118.1058],
  ["Sherman Oaks", 34.151, -118.4492],
  ["Northeast LA", 34.1184, -118.2003],
];

const CUISINES: [string, string[]][] = [
  ["American", ["Grill", "Diner", "Kitchen", "Tavern"]],
  ["Japanese", ["Sushi", "Izakaya", "Ramen", "Omakase"]],
  ["Mexican", ["Taqueria", "Cocina", "Mariscos", "Cantina"]],
  ["Italian", ["Trattoria", "Osteria", "Pizzeria", "Enoteca"]],
  ["Korean", ["BBQ", "Pocha", "Kitchen", "House"]],
  ["French", ["Bistro", "Brasserie", "Café", "Maison"]],
  ["Thai", ["Thai Kitchen", "Noodle Bar", "Street Food", "Isan"]],
  ["Chinese", ["Dumpling House", "Noodle Shop", "Kitchen", "Seafood"]],
  ["Vietnamese", ["Phở", "Bánh Mì", "Kitchen", "Noodle House"]],
  ["Middle Eastern", ["Grill", "Kitchen", "Mezze", "Bakery"]],
  ["Indian", ["Curry House", "Tandoor", "Kitchen", "Dhaba"]],
  ["Seafood", ["Oyster Bar", "Fish Market", "Crab Shack", "Raw Bar"]],
];

const WORDS = [
  "Golden",
  "Little",
  "Blue",
  "Silver",
  "Lucky",
  "Old",
  "Casa",
  "Sun",
  "Moon",
  "Red",
  "Salt",
  "Olive",
  "Cedar",
  "Jade",
  "Copper",
  "Saffron",
  "Lotus",
  "Harbor",
  "Maple",
  "Ember",
  "Wild",
  "Velvet",
  "Coral",
  "Juniper",
  "Fig",
  "Basil",
];
const NOUNS = [
  "Garden",
  "Table",
  "Lantern",
  "Spoon",
  "Fork",
  "Door",
  "Palm",
  "Star",
  "Rose",
  "Tiger",
  "Crane",
  "Bell",
  "Fox",
  "Stone",
  "River",
  "Pepper",
  "Orchard",
  "Hearth",
  "Anchor",
  "Swallow",
];
const OCCASIONS = ["Casual", "Casual", "Casual", "Date Night", "Special Occasion"];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

/** Source counts skew low like the real lists: most places are on one or two, a few on many. */
function sourceCount(random: () => number): number {
  const r = random();
  return r < 0.45 ? 1 : r < 0.75 ? 2 : r < 0.88 ? 3 : r < 0.95 ? 4 : 5 + Math.floor(random() * 6);
}

export function generateRestaurants(count: number, seed = 42): RestaurantInput[] {
  const random = createRandom(seed);
  const out: RestaurantInput[] = [];
  for (let i = 0; i < count; i++) {
    const [neighborhood, lat, lng] = pick(random, NEIGHBORHOODS);
    const [cuisine, kinds] = pick(random, CUISINES);
    const name = `${pick(random, WORDS)} ${pick(random, NOUNS)} ${pick(random, kinds)} ${i + 1}`;
    const sources = [...SOURCE_NAMES].sort(() => random() - 0.5).slice(0, sourceCount(random));
    const price = 1 + Math.floor(random() * 4);
    out.push({
      name,
      cuisine,
      neighborhood,
      price: random() < 0.08 ? null : price,
      sources,
      description: `A ${["neighborhood", "bustling", "cozy", "stylish"][i % 4]} ${cuisine.toLowerCase()} spot in ${neighborhood}.`,
      specialties: `house ${kinds[0].toLowerCase()}, seasonal plates`,
      address: `${100 + Math.floor(random() * 9800)} ${pick(random, WORDS)} ${pick(random, ["St", "Ave", "Blvd"])}, Los Angeles, CA`,
      website: `https://example.com/${i + 1}`,
      occasion: pick(random, OCCASIONS),
      lat: Math.round((lat + (random() - 0.5) * 0.04) * 1e5) / 1e5,
      lng: Math.round((lng + (random() - 0.5) * 0.04) * 1e5) / 1e5,
    });
  }
  return out;
}
