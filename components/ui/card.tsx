import * as React from "react";

import { clsx } from "clsx";

// Base styles are `ui-card-*` component classes (app/globals.css): cards repeat in the HTML of every list
// page, and a caller's utilities still win over them, so classes are joined with clsx (nothing to merge):
// the browse cards are client code on public pages, where tailwind-merge would cost 8.5 kB.

function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card" className={clsx("ui-card", className)} {...props} />;
}

function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={clsx("ui-card-header", className)} {...props} />;
}

function CardTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-title" className={clsx("ui-card-title", className)} {...props} />;
}

function CardDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-description" className={clsx("ui-card-description", className)} {...props} />;
}

function CardAction({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-action" className={clsx("ui-card-action", className)} {...props} />;
}

function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={clsx("ui-card-content", className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={clsx("ui-card-footer", className)} {...props} />;
}

export { Card, CardHeader, CardFooter, CardTitle, CardAction, CardDescription, CardContent };
