import { serializeJsonLd } from "@/lib/seo/json-ld";

/** One <script type="application/ld+json">, serialised so no value can close the tag. */
export function JsonLdScript({ data }: { data: unknown }) {
  // Safe: serializeJsonLd escapes <, > and &; the data is built from our own config, never user input as HTML.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
