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
