import { DemoNotice } from "@/components/layout/demo-notice";
import { PerRequestBoundary } from "@/components/security/per-request-boundary";

// Sign-in pages are public too: the "Demo data" notice above them while the demo world exists. They get the
// nonce-based Content-Security-Policy (passwords are typed here), so part of them renders per request.
export default function AuthLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      <DemoNotice />
      {children}
      <PerRequestBoundary />
    </>
  );
}
