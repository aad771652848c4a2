import { Fragment } from "react";
import Link from "next/link";

import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@/components/ui/breadcrumb";
import { withHome, type BreadcrumbItem as Crumb } from "@/lib/seo/json-ld";
import { cn } from "@/lib/utils";

/**
 * The visible breadcrumb and its BreadcrumbList JSON-LD, from one trail. `items` lists the crumbs after
 * Home (Home is added): [{ name: "FAQ", path: "/faq" }]. The last crumb is the current page.
 */
export function PageBreadcrumb({ items, className }: { items: readonly Crumb[]; className?: string }) {
  const trail = withHome(items);
  return (
    <>
      <Breadcrumb className={cn(className)}>
        <BreadcrumbList>
          {trail.map((crumb, index) => {
            const isLast = index === trail.length - 1;
            return (
              <Fragment key={`${crumb.path}-${index}`}>
                <BreadcrumbItem>
                  {isLast ? (
                    <BreadcrumbPage>{crumb.name}</BreadcrumbPage>
                  ) : (
                    <BreadcrumbLink asChild>
                      <Link href={crumb.path}>{crumb.name}</Link>
                    </BreadcrumbLink>
                  )}
                </BreadcrumbItem>
                {isLast ? null : <BreadcrumbSeparator />}
              </Fragment>
            );
          })}
        </BreadcrumbList>
      </Breadcrumb>
      <BreadcrumbJsonLd items={trail} />
    </>
  );
}
