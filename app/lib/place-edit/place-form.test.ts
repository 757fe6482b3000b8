import { describe, expect, it } from "vitest";
import { FIELD_LIMITS } from "~/lib/restaurant-record";
import { placeCorrections, placeFormValuesOf, placeRowFrom, type PlaceFacts } from "./place-facts";
import { readPlaceForm, type PlaceFormValues } from "./place-form";

const bestia: PlaceFacts = {
  name: "Bestia",
  address: "2121 E 7th Pl, Los Angeles, CA 90021",
  neighborhood: "Arts District",
  latitude: 34.0336,
  longitude: -118.2291,
  cuisine: "Italian",
  cuisineLabel: "Italian",
  price: 3,
  websiteUrl: null,
  reservationUrl: null,
  phone: null,
  instagramHandle: null,
  instagramEmbedLink: null,
  description: "Roman-leaning Italian in a warehouse.",
  status: "open",
  closedMonth: null,
  openedMonth: null,
};
const values = (changes: Partial<PlaceFormValues> = {}) => ({ ...placeFormValuesOf(bestia), ...changes });
const check = (form: PlaceFormValues) => readPlaceForm(form, "2026-11");

describe("the place edit form", () => {
  it("starts from the place's facts and, saved unchanged, corrects nothing", () => {
    const { form, errors } = check(values());
    expect(errors).toBeNull();
    const row = placeRowFrom(form!, null);
    expect(placeCorrections(bestia, { ...bestia, ...row })).toEqual([]);
  });

  it("stores values as an import would and records each changed field before and after", () => {
    const parsed = check(
      values({ website: "bestiala.com", instagramHandle: "@bestiala", price: "$$", name: " Bestia  LA " }),
    );
    const row = placeRowFrom(parsed.form!, null);
    expect(row).toMatchObject({
      name: "Bestia LA",
      sortName: "bestia la",
      websiteUrl: "https://bestiala.com/",
      instagramHandle: "bestiala",
      price: 2,
    });
    expect(placeCorrections(bestia, { ...bestia, ...row })).toEqual([
      { field: "Name", before: "Bestia", after: "Bestia LA" },
      { field: "Price", before: "$$$", after: "$$" },
      { field: "Website", before: null, after: "https://bestiala.com/" },
      { field: "Instagram handle", before: null, after: "bestiala" },
    ]);
  });

  it("refuses what an import row would refuse, each field with a message that names it", () => {
    const parsed = check(
      values({
        name: "",
        latitude: "91",
        price: "$$$$$",
        website: "javascript:alert(1)",
        instagramEmbedLink: "https://evil.example/p/abc",
        openedMonth: "2027-01",
      }),
    );
    expect(parsed.form).toBeNull();
    expect(parsed.errors).toEqual({
      name: "Name is required",
      latitude: "Latitude must be a number from -90 to 90",
      price: "Price must be $, $$, $$$, $$$$ or empty",
      website: "Website must be an http(s) link",
      instagramEmbedLink: "Instagram post link must be an instagram.com post or reel link",
      openedMonth: "Opened month must be YYYY-MM, no later than 2026-11",
    });
  });

  it("holds each text field to the importers' limit, and refuses a link carrying a user name or password", () => {
    const parsed = check(
      values({
        description: "d".repeat(FIELD_LIMITS.description + 1),
        reservationUrl: "https://user:secret@book.example.com/",
      }),
    );
    expect(parsed.errors).toEqual({
      description: `Description must be at most ${FIELD_LIMITS.description} characters`,
      reservationUrl: "Booking link must be an http(s) link",
    });
    expect(check(values({ description: "d".repeat(FIELD_LIMITS.description) })).errors).toBeNull();
  });

  it("wants both coordinates or neither, a month for a place not open, and no control characters", () => {
    const parsed = check(values({ longitude: "", status: "closed", closedMonth: "", phone: "555\u0000" }));
    expect(parsed.errors).toEqual({
      longitude: "Longitude is needed with the other coordinate",
      closedMonth: "Status month is needed unless the place is open",
      phone: "Phone must not contain control characters",
    });
    expect(check(values({ status: "reopened" })).errors).toEqual({
      status: "Status must be open, temporarily closed, closed or moved",
    });
  });

  it("an open place keeps no status month", () => {
    const row = placeRowFrom(check(values({ closedMonth: "2026-01" })).form!, null);
    expect(row.closedMonth).toBeNull();
  });
});
