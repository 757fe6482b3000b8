import { createContext, useContext } from "react";

/** The request's CSP nonce, for the few inline scripts the app renders itself (JSON-LD). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
