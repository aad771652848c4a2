import Link from "next/link";

import { LegalPage, type LegalSection } from "@/components/layout/legal-document";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes, siteConfig, supportMailto } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: "Terms of Service",
  description:
    `The terms for using ${siteConfig.name}: eligibility, accounts, subscriptions and payments, ` +
    `acceptable use, and the limits of our predictions.`,
  path: routes.terms,
});

const { name, policy, responsibleGaming, contact, legal } = siteConfig;
const [paystack, flutterwave, nowPayments] = siteConfig.paymentProviders;

const SECTIONS: LegalSection[] = [
  {
    id: "agreement",
    title: "Agreement to these terms",
    content: (
      <>
        {/* prettier-ignore */}
        <p>
          These Terms of Service (&ldquo;Terms&rdquo;) govern your use of the {name} website, applications and API
          (together, the &ldquo;Service&rdquo;), operated by {legal.operator} (&ldquo;we&rdquo;, &ldquo;us&rdquo;). By
          creating an account, buying a subscription or otherwise using the Service you agree to these Terms and to
          our <Link href={routes.privacy}>Privacy Policy</Link>. If you do not agree, do not use the Service.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Who may use the Service",
    content: (
      <>
        <p>
          You must be at least {responsibleGaming.minimumAge} years old, or {responsibleGaming.elevatedMinimumAge} where
          the law of the place you live sets a higher age for betting-related services. You are responsible for making
          sure that using the Service, and any betting you do, is lawful where you are.
        </p>
        <p>
          We may ask you to verify your age, including with an identity document and a liveness check, and may suspend
          an account until verification is complete. See our{" "}
          <Link href={routes.ageVerification}>age verification policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: "service",
    title: "What the Service is — and is not",
    content: (
      <>
        <p>
          {name} publishes sports predictions: a fair probability (&ldquo;confidence&rdquo;) made from bookmakers&apos;
          prices with their margin removed and, where they have earned it, statistical models; the best bookmaker price
          captured at publication; and the expected value at that price. We also publish a track record of settled
          predictions, tips derived from predictions, and related tools.
        </p>
        <ul>
          <li>
            <strong>We are not a gambling operator.</strong> We do not accept bets, hold funds or pay winnings, and we
            are not affiliated with any bookmaker unless we say so clearly.
          </li>
          <li>
            <strong>Predictions are information, not advice.</strong> They are not financial, investment or betting
            advice and take no account of your circumstances.
          </li>
          <li>
            <strong>No outcome is guaranteed.</strong> A probability describes uncertainty; picks with high confidence
            still lose. Past results on the track record do not guarantee future results.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    content: (
      <>
        <p>
          Give accurate information when you register and keep it up to date. Keep your password secret and tell us at
          once if you think someone else has used your account. One person may hold one account; accounts may not be
          shared, sold or transferred.
        </p>
        <p>
          You are responsible for activity under your account. We may refuse registration or close an account that
          breaks these Terms.
        </p>
      </>
    ),
  },
  {
    id: "subscriptions",
    title: "Subscriptions and payments",
    content: (
      <>
        <p>
          The Free plan costs nothing. Paid plans (Basic, Premium, Enterprise and VIP) give access to the features
          described on the <Link href={routes.user.subscription}>Subscription page</Link> at the prices shown there when
          you buy. Prices are quoted in US dollars; where a payment provider charges in another currency, the amount is
          shown to you before you pay.
        </p>
        <ul>
          <li>
            Payments are processed by {paystack}, {flutterwave} or {nowPayments}. We do not receive or store your full
            card details.
          </li>
          <li>
            A plan is activated only after the provider confirms your payment to us. Each payment buys{" "}
            {policy.subscriptionPeriodDays} days of access; we do not charge you again automatically. Renewing early
            adds a new period after the current one.
          </li>
          <li>Taxes, bank charges and exchange-rate costs imposed by your bank or provider are yours to bear.</li>
        </ul>
      </>
    ),
  },
  {
    id: "cancellation",
    title: "Cancellation and refunds",
    content: (
      <>
        <p>
          You can cancel a paid plan at any time from your Subscription page. Cancellation takes effect at the end of
          the current paid period, and you keep access until then.
        </p>
        <p>
          If you were charged in error, charged twice, or could not use the Service because of a fault on our side,
          contact us and we will refund the affected amount through the original payment method. Other refund requests
          are considered case by case. Nothing in these Terms limits refund rights that the consumer law of your country
          gives you.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    content: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>copy, resell, republish or redistribute paid predictions or other paid content outside your own use;</li>
          <li>scrape, crawl or bulk-download the Service other than through an API access we have granted you;</li>
          <li>probe, overload or try to bypass the security, rate limits or access controls of the Service;</li>
          <li>
            use the web scraper tool on sites you are not permitted to access, to collect personal data unlawfully, or
            to reach private networks;
          </li>
          <li>use the Service if you are under age or where doing so is unlawful; or</li>
          <li>harass our staff or other users, or use the contact form to send spam.</li>
        </ul>
      </>
    ),
  },
  {
    id: "api-access",
    title: "API access",
    content: (
      <p>
        Enterprise subscribers may receive API keys. Keys are confidential and tied to your account; usage limits are
        shown with your keys. We may rotate or revoke a key that is leaked or misused, and API access ends with the paid
        period.
      </p>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    content: (
      <p>
        The Service, its models, predictions, text, design and software belong to us or our licensors. We grant you a
        personal, non-exclusive, non-transferable licence to use the Service for your own purposes while your account is
        in good standing. Team names, league names and logos belong to their owners and are used only to identify
        fixtures. Feedback you send us may be used to improve the Service without obligation to you.
      </p>
    ),
  },
  {
    id: "third-parties",
    title: "Advertising and third-party services",
    content: (
      <p>
        The Service shows advertising and links to third-party sites, including bookmakers and data providers. We are
        not responsible for their content, offers or practices, and your dealings with them are between you and them.
        Advertising and analytics cookies are used only with your consent, as the{" "}
        <Link href={routes.privacy}>Privacy Policy</Link> explains.
      </p>
    ),
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    content: (
      <p>
        The Service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. Sports data and odds come from third
        parties and may be delayed, incomplete or wrong; fixtures may move or be cancelled. To the extent the law
        allows, we disclaim all warranties, express or implied, including fitness for a particular purpose and accuracy
        of any prediction.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    content: (
      <>
        <p>
          To the extent the law allows, we are not liable for any betting losses, lost profits or indirect or
          consequential loss arising from your use of the Service or reliance on any prediction. Our total liability for
          any claim relating to the Service is limited to the amount you paid us in the {policy.liabilityCapMonths}{" "}
          months before the claim arose.
        </p>
        <p>
          Nothing in these Terms excludes liability that cannot be excluded by law, such as liability for fraud or for
          death or personal injury caused by negligence.
        </p>
      </>
    ),
  },
  {
    id: "termination",
    title: "Suspension and termination",
    content: (
      <p>
        You may stop using the Service and ask us to delete your account at any time; deletion is completed within{" "}
        {policy.accountDeletionDays} days. We may suspend or close an account that breaks these Terms, that we
        reasonably believe belongs to someone under age, or where the law requires it. If we close a paid account
        without cause on your side, we refund the unused part of the current period.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to the Service and these Terms",
    content: (
      <p>
        We improve the Service continually and may change or withdraw features. We may update these Terms; the date at
        the top of this page shows the latest version. For material changes we will tell registered users by email or in
        the Service before they take effect. Continuing to use the Service after that means you accept the new Terms.
      </p>
    ),
  },
  {
    id: "law",
    title: "Governing law and disputes",
    content: (
      <p>
        These Terms are governed by the laws of {legal.governingLaw}, without regard to conflict-of-law rules. Please
        contact us first so we can try to resolve any dispute informally. If you are a consumer, you also keep the
        protection of the mandatory laws of the country where you live and may bring proceedings there.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    // prettier-ignore
    content: (
      <p>
        Questions about these Terms: email <a href={supportMailto("Terms of Service")}>{contact.email}</a> or use
        the <Link href={routes.contact}>contact form</Link>. We reply within {policy.supportResponseHours} hours.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description={
        `The rules for using ${name}. Please read them, along with our Privacy Policy, before you ` + `subscribe.`
      }
      path={routes.terms}
      updated={policy.termsLastUpdated}
      sections={SECTIONS}
    />
  );
}
