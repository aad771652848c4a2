// The auth pages share one shell (AuthPage): it must render exactly the card each page wrote by hand
// before, footer lead-in, link and Suspense included, and their metadata must stay unindexed.
import { Suspense, type ReactNode } from "react";
import Link from "next/link";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { AuthCard } from "@/components/auth/auth-card";
import { AuthPage, authPageMetadata, BACK_TO_SIGN_IN } from "@/components/auth/auth-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

/** The card as the pages wrote it before the shared shell. */
function handWritten(footer: ReactNode, content: ReactNode) {
  return (
    <AuthCard title={PAGE.title} description={PAGE.description} footer={<p>{footer}</p>}>
      {content}
    </AuthCard>
  );
}

const PAGE = {
  title: "Reset Your Password",
  description: "Enter your email address.",
  path: routes.auth.forgotPassword,
};

describe("AuthPage", () => {
  it("renders the card with a lead-in before the footer link, as the hand-written pages did", () => {
    const shared = renderToString(
      <AuthPage page={PAGE} footer={{ lead: "Remembered it?", ...BACK_TO_SIGN_IN }}>
        <form aria-label="form" />
      </AuthPage>,
    );
    const byHand = renderToString(
      handWritten(
        <>
          Remembered it?{" "}
          <Link href={routes.auth.login} className="font-medium text-brand-strong hover:underline">
            Back to sign in
          </Link>
        </>,
        <form aria-label="form" />,
      ),
    );
    expect(shared).toBe(byHand);
    expect(shared).toContain("Remembered it?");
    expect(shared).toContain(`href="${routes.auth.login}"`);
  });

  it("renders a footer of just the link, the content inside Suspense with the fallback, as the token pages did", () => {
    function Reads() {
      return <p>content</p>;
    }
    const shared = renderToString(
      <AuthPage page={PAGE} footer={BACK_TO_SIGN_IN} fallback={<span>loading</span>}>
        <Reads />
      </AuthPage>,
    );
    const byHand = renderToString(
      handWritten(
        <Link href={routes.auth.login} className="font-medium text-brand-strong hover:underline">
          Back to sign in
        </Link>,
        <Suspense fallback={<span>loading</span>}>
          <Reads />
        </Suspense>,
      ),
    );
    expect(shared).toBe(byHand);
    expect(
      renderToStaticMarkup(
        <AuthPage page={PAGE} footer={BACK_TO_SIGN_IN}>
          x
        </AuthPage>,
      ),
    ).not.toContain("<!--$-->");
  });

  it("shows the card's own description when given, the page's otherwise", () => {
    const html = renderToStaticMarkup(
      <AuthPage page={PAGE} cardDescription="Welcome back." footer={BACK_TO_SIGN_IN}>
        x
      </AuthPage>,
    );
    expect(html).toContain("Welcome back.");
    expect(html).not.toContain(PAGE.description);
  });

  it("gives every auth page unindexed metadata of its own title, description and path", () => {
    expect(authPageMetadata(PAGE)).toEqual(pageMetadata({ ...PAGE, noIndex: true }));
    expect(authPageMetadata(PAGE).robots).toMatchObject({ index: false });
  });
});
