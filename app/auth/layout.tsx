import { DemoNotice } from "@/components/layout/demo-notice";

// Sign-in pages are public too: the "Demo data" notice above them while the demo world exists. Static like
// every page: their policy's hashes are the response's own (server.mjs), so nothing renders per request.
export default function AuthLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      <DemoNotice />
      {children}
    </>
  );
}
