import { DemoNotice } from "@/components/layout/demo-notice";

// Sign-in pages are public too: the "Demo data" notice above them while the demo world exists.
export default function AuthLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      <DemoNotice />
      {children}
    </>
  );
}
