export type Reply = { ok: true; message: string } | { ok: false; error: string };

export const messageOf = (reply?: Reply) => (reply?.ok ? reply.message : null);
export const errorOf = (reply?: Reply) => (reply && !reply.ok ? reply.error : null);
