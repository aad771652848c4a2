import { DemoNotice } from "@/components/layout/demo-notice";

// The public pages' slot above their content: the "Demo data" notice while the demo world exists.
export default function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      <DemoNotice />
      {children}
    </>
  );
}
