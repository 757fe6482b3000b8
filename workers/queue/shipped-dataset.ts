import areas from "../../data/restaurants-areas.json";
import added from "../../data/restaurants-new.json";
import east from "../../data/restaurants-east.json";
import west from "../../data/restaurants-west.json";

/** Bundled (scripts/lib/dataset.ts seeds from the same files) so an admin's 'reset' works without the file system. */
export const shippedRestaurants: readonly unknown[] = [...areas, ...east, ...added, ...west];
