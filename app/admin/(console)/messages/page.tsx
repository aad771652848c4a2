import { Suspense } from "react";

import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { MessagesInbox, MessagesSkeleton } from "./_components/messages-console";

const TITLE = "Contact Messages";
const DESCRIPTION = "Messages sent through the contact form: read them, answer by e-mail and mark them handled.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.messages,
  noIndex: true,
});

export default function AdminMessagesPage() {
  // A static shell: the proxy sends other visitors away; the messages come from the admin API, which authorises
  // every call. ?id= (the link in the notice e-mail) is read in the browser.
  return (
    <div className="container flex w-full flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        className="pb-0 sm:pb-0"
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: TITLE, path: routes.admin.messages },
        ]}
      >
        <p className="text-xs text-muted-foreground">
          Each new message is also e-mailed to the support address (Global Settings, support_email) with Reply-To the
          sender.
        </p>
      </PageHeader>
      <Suspense fallback={<MessagesSkeleton />}>
        <MessagesInbox />
      </Suspense>
    </div>
  );
}
