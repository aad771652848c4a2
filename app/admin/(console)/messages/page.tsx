import { PageHeader } from "@/components/layout/page-header";
import { requirePageRole } from "@/lib/auth/page-guards";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";
import { contactMessageParamsSchema } from "@/lib/contact/contact.input";

import { MessagesConsole } from "./_components/messages-console";

const TITLE = "Contact Messages";
const DESCRIPTION = "Messages sent through the contact form: read them, answer by e-mail and mark them handled.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.messages,
  noIndex: true,
});

export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // The layout's gate is for comfort; each admin page checks again.
  await requirePageRole("ADMIN");
  // ?id= is the link in the notice e-mail; anything but a message id is ignored.
  const id = contactMessageParamsSchema.safeParse({ messageId: (await searchParams).id });
  return (
    <div className="container flex w-full flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        className="pb-0 sm:pb-0"
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: TITLE, path: routes.admin.messages }]}
      >
        <p className="text-xs text-muted-foreground">
          Each new message is also e-mailed to the support address (Global Settings, support_email) with Reply-To the sender.
        </p>
      </PageHeader>
      <MessagesConsole initialId={id.success ? id.data.messageId : null} />
    </div>
  );
}
