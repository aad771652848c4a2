import * as React from "react";
import { useSearchParams } from "next/navigation";

import { RESET_TOKEN_MAX, RESET_TOKEN_MIN } from "@/lib/accounts/auth.input";

/**
 * The single-use token of an e-mailed link (?token=…), read once; then removed from the address bar so it
 * does not linger in history or screenshots. `looksValid`: its length is one a token can have (the server
 * still decides).
 */
export function useLinkToken(): { token: string; looksValid: boolean } {
  const searchParams = useSearchParams();
  const [token] = React.useState(() => searchParams.get("token") ?? "");

  React.useEffect(() => {
    if (!new URLSearchParams(window.location.search).has("token")) return;
    const url = new URL(window.location.href);
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);

  return { token, looksValid: token.length >= RESET_TOKEN_MIN && token.length <= RESET_TOKEN_MAX };
}
