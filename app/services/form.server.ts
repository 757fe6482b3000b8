/** A body that is not a form (JSON, cut short, no boundary) is the client's mistake: a 400, never a 500. */
export async function readForm(request: Pick<Request, "formData">): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw Response.json({ error: "The request's body is not a form." }, { status: 400 });
  }
}

/** JSON `{ "slugs": [...] }` or form `slugs` fields (comma-joined too), as sent, for slug-list-schema.ts. */
export async function readSlugsBody(request: Request): Promise<unknown> {
  if (request.headers.get("Content-Type")?.includes("application/json")) {
    const body: unknown = await request.json().catch(() => null);
    return (body as { slugs?: unknown } | null)?.slugs;
  }
  const fields = (await readForm(request)).getAll("slugs");
  if (!fields.length) return undefined;
  return fields.flatMap((field): unknown[] => (typeof field === "string" ? field.split(",").filter(Boolean) : [field]));
}
