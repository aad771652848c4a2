import Link from "next/link";

import { LegalPage, type LegalSection } from "@/components/layout/legal-document";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes, siteConfig, supportMailto } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: "Privacy Policy",
  description:
    `What personal data ${siteConfig.name} collects, how cookies and consent work, who processes ` +
    `payments, how long we keep data and how to exercise your rights.`,
  path: routes.privacy,
});

const { name, policy, contact, legal, responsibleGaming } = siteConfig;
const providers = siteConfig.paymentProviders;

const SECTIONS: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    // prettier-ignore
    content: (
      <p>
        {legal.operator} operates {name} and is responsible for the personal data described here. This policy explains
        what we collect when you use the website, the API and our emails, why, and the choices you have. Questions go
        to <a href={supportMailto("Privacy question")}>{contact.email}</a>.
      </p>
    ),
  },
  {
    id: "data-we-collect",
    title: "Data we collect",
    content: (
      <>
        <ul>
          <li>
            <strong>Account data:</strong> your name, email address, role and plan, and your password — stored only as a
            salted one-way hash, never in readable form.
          </li>
          <li>
            <strong>Subscription and payment records:</strong> plan, amount, currency, dates, status and the payment
            provider&apos;s reference. Card and wallet details are entered on the provider&apos;s page; we never see or
            store them.
          </li>
          <li>
            <strong>Activity in the Service:</strong> predictions you follow, favourite teams and leagues, and your
            settings.
          </li>
          <li>
            <strong>Messages:</strong> what you send through the contact form or by email, with your name and email
            address. For contact-form messages we keep a one-way hash of your IP address to stop abuse, not the address
            itself.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type and request logs, used for security, rate limiting
            and fixing faults.
          </li>
          <li>
            <strong>Age verification:</strong> if we ask you to verify your age, the result of the check and the
            information needed to perform it, such as an identity document and a liveness selfie.
          </li>
        </ul>
        <p>We do not ask for, and ask you not to send us, sensitive data such as health information.</p>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use your data",
    content: (
      <ul>
        <li>
          to create and secure your account and provide the Service you signed up for (performance of our contract);
        </li>
        <li>to process payments and keep the financial records the law requires (legal obligation);</li>
        <li>to answer your messages and send service emails, such as password resets and payment receipts;</li>
        <li>
          to protect the Service against fraud and abuse and to verify age where required (legitimate interests and
          legal obligation);
        </li>
        <li>to improve the Service using aggregated, de-identified statistics; and</li>
        <li>for advertising and analytics, only if you consent.</li>
      </ul>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and consent",
    content: (
      <>
        <p>
          <strong>Essential storage</strong> is always on because the Service does not work without it: the session
          cookie that keeps you signed in, a sign-in token kept in your browser&apos;s local storage, and your theme and
          consent choices.
        </p>
        <p>
          <strong>Optional storage</strong> is off until you choose otherwise in the cookie banner, which offers four
          separate switches: advertising storage, advertising user data, ad personalisation and analytics storage. You
          can accept all, reject all or save your own choice, and change it at any time from the cookie settings link in
          the footer. Until you consent, ad slots load nothing and no analytics identifiers are set.
        </p>
      </>
    ),
  },
  {
    id: "payments",
    title: "Payments",
    // prettier-ignore
    content: (
      <p>
        Payments are processed by {providers[0]} and {providers[1]} (cards and bank transfers) and
        by {providers[2]} (cryptocurrency). When you pay, you give your payment details directly to the provider,
        which processes them under its own privacy policy and sends us confirmation of the payment: the reference,
        amount, currency and status. We check each confirmation with the provider before activating a plan.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Who we share data with",
    content: (
      <>
        <p>We do not sell your personal data. We share it only with:</p>
        <ul>
          <li>
            service providers that host and run the Service, send email and process payments, under contract and only
            for our purposes;
          </li>
          <li>advertising and analytics partners, only with your consent and only the data your consent allows;</li>
          <li>
            authorities, when the law requires it or to protect the rights and safety of users and the public; and
          </li>
          <li>a buyer or successor, if the Service is sold or merged, under this policy.</li>
        </ul>
      </>
    ),
  },
  {
    id: "transfers",
    title: "International transfers",
    content: (
      <p>
        Our providers may process data in other countries. Where the law requires, we use safeguards such as standard
        contractual clauses so your data keeps an equivalent level of protection.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep data",
    content: (
      <ul>
        <li>Account and activity data: while your account is open.</li>
        <li>
          After you ask us to delete your account: deletion is completed within {policy.accountDeletionDays} days,
          including backups as they rotate.
        </li>
        <li>Payment records: as long as tax and accounting law requires, even after the account is deleted.</li>
        <li>Contact messages: as long as needed to resolve your request and follow up on it.</li>
        <li>Security logs: a short period, unless needed to investigate an incident.</li>
      </ul>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    content: (
      <>
        <p>Depending on where you live, you can ask us to:</p>
        <ul>
          <li>give you a copy of your personal data, in a portable format;</li>
          <li>correct inaccurate data (you can edit your name and email in your settings);</li>
          <li>delete your data, or restrict or object to how we use it; and</li>
          <li>withdraw consent at any time, without affecting what was done before.</li>
        </ul>
        <p>
          Email <a href={supportMailto("Privacy request")}>{contact.email}</a> from the address on your account. We
          reply within {policy.supportResponseHours} hours and may need to confirm your identity first. You can also
          complain to your local data protection authority.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    content: (
      <p>
        We protect data with encryption in transit, hashed passwords, access limited to staff who need it, rate limits
        on sign-in and other sensitive actions, and logs of administrative changes. No system is perfectly secure; if a
        breach affects you, we will tell you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    content: (
      <p>
        {name} is for adults only ({responsibleGaming.minimumAge}+, or {responsibleGaming.elevatedMinimumAge}+ where
        required). We do not knowingly collect data from anyone younger; if we learn that we have, we close the account
        and delete the data.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        We will update this policy when our practices change; the date at the top shows the current version. For
        significant changes we will tell registered users by email or in the Service.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    content: (
      <p>
        Email <a href={supportMailto("Privacy question")}>{contact.email}</a> or use the{" "}
        <Link href={routes.contact}>contact form</Link>. See also our <Link href={routes.terms}>Terms of Service</Link>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description={`How ${name} collects, uses and protects your personal data, and the choices you have.`}
      path={routes.privacy}
      updated={policy.privacyLastUpdated}
      sections={SECTIONS}
    />
  );
}
