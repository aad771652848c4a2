import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from "@/lib/api/client";

// Runs while the HTML is parsed, before first paint (Next guide "Preventing flash before hydration").
// It marks <html data-auth> when a token is stored so the signed-out buttons do not flash for a signed-in
// visitor, and data-auth="pending" when the token has no usable user record, which shows the splash
// (app/globals.css). Anonymous visitors get no attribute: nothing is hidden and no splash appears.
// The user check mirrors normaliseUser() in auth-provider.tsx: an object with an id and an email.
// Its text is hashed into the Content-Security-Policy (lib/content-security-policy.ts), so it must stay a constant.
export const AUTH_BOOT_SCRIPT =
  `(function(){try{var ` +
  `s=window.localStorage,t=s.getItem(${JSON.stringify(AUTH_TOKEN_KEY)});if(!t)return;var ` +
  `u=null;try{u=JSON.parse(s.getItem(${JSON.stringify(AUTH_USER_KEY)})||"null")}catch(e){}var ok=u&&typeof ` +
  `u==="object"&&u.id!=null&&typeof ` +
  `u.email==="string"&&u.email;document.documentElement.setAttribute("data-auth",ok?"token":"pending")}catch(e){}})();`;
