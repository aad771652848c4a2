import { isExternal, poweredByNow } from "@/components/layout/powered-by";

/** The technology and data sources behind the product (site-config's poweredBy list, demo-aware). */
export async function PoweredByStrip() {
  const items = await poweredByNow();
  return (
    <section aria-labelledby="powered-by" className="border-y bg-muted/30">
      <div className="container flex w-full flex-col gap-4 py-8 sm:flex-row sm:items-center">
        <h2 id="powered-by" className="shrink-0 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Powered by
        </h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {items.map((item) => (
            <li key={item.name}>
              <a
                href={item.href}
                {...(isExternal(item) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="text-sm font-medium hover:underline"
                title={item.role}
              >
                {item.name}
                <span className="sr-only">
                  {" "}
                  ({item.role}
                  {isExternal(item) ? ", opens in a new tab" : ""})
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
