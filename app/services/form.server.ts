/**
 * The request's form. A body that is not one (JSON, plain text, multipart without its boundary, cut
 * short) is the client's mistake: a 400 with a reason, never a server error.
 */
export async function readForm(request: Pick<Request, "formData">): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw Response.json({ error: "The request's body is not a form." }, { status: 400 });
  }
}

/**
 * The restaurants a browser sent as a list: JSON `{ "slugs": [...] }`, or a form whose `slugs` fields
 * each hold one slug or several joined by commas (a plain HTML form's hidden field). Returned as sent,
 * for app/lib/slug-list-schema.ts to check.
 */
export async function readSlugsBody(request: Request): Promise<unknown> {
  if (request.headers.get("Content-Type")?.includes("application/json")) {
    const body: unknown = await request.json().catch(() => null);
    return (body as { slugs?: unknown } | null)?.slugs;
  }
  const fields = (await readForm(request)).getAll("slugs");
  if (!fields.length) return undefined;
  return fields.flatMap((field): unknown[] => (typeof field === "string" ? field.split(",").filter(Boolean) : [field]));
}
