import { breadcrumbListJsonLd, type BreadcrumbItem } from "@/lib/seo/json-ld";

import { JsonLdScript } from "./json-ld-script";

/** BreadcrumbList JSON-LD for the full trail, Home first: [{ name: "Home", path: "/" }, { name: "FAQ", path: "/faq" }].
 */
export function BreadcrumbJsonLd({ items }: { items: readonly BreadcrumbItem[] }) {
  return <JsonLdScript data={breadcrumbListJsonLd(items)} />;
}
