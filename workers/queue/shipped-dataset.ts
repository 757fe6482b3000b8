import areas from "../../data/restaurants-areas.json";
import added from "../../data/restaurants-new.json";
import east from "../../data/restaurants-east.json";
import west from "../../data/restaurants-west.json";

/**
 * The curated places that ship with the app (scripts/lib/dataset.ts reads the same files for the
 * seed), bundled into the Worker so an admin's 'reset' works without the file system.
 */
export const shippedRestaurants: readonly unknown[] = [...areas, ...east, ...added, ...west];
