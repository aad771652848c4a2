export declare const AD_SCRIPT_HOSTS: readonly string[];
export declare const AD_CONNECT_HOSTS: readonly string[];
export declare const AD_FRAME_HOSTS: readonly string[];
export declare const AD_CONSENT_COOKIE: "ad_consent";
export declare function adsAllowedByCookies(cookieHeader: string | string[] | undefined | null): boolean;
export declare function pagePolicy(options: {
  isDev: boolean;
  inlineScripts: readonly string[];
  adsAllowed: boolean;
}): string;
export declare function publicPagePolicy(options: { adsAllowed: boolean }): string;
