import type { ReactNode } from "react";

import { LogoMark } from "@/components/layout/logo";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

export interface AuthCardProps {
  /** The page's h1. */
  title: string;
  description?: ReactNode;
  /** Links under the form ('Create a free account', 'Back to sign in'). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card that holds the sign-in, sign-up and password-reset forms. */
export function AuthCard({ title, description, footer, children }: AuthCardProps) {
  return (
    <div className="container flex w-full flex-1 justify-center py-10 sm:py-16">
      <Card className="w-full max-w-md self-start">
        <CardHeader className="flex flex-col items-center gap-3 text-center">
          <LogoMark className="size-10" />
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <CardDescription className="text-pretty">{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? (
          <CardFooter className="flex-col gap-2 border-t text-center text-sm text-muted-foreground">
            {footer}
          </CardFooter>
        ) : null}
      </Card>
    </div>
  );
}
