import { DEFAULT_ODDS_FORMAT, formatOdds, ODDS_FORMAT_LABELS } from "@/lib/format/odds.rules";
import { DEFINITIONS, PICK_KIND_LABELS } from "@/lib/format/prediction-display.rules";
import { HELP_LINKS } from "@/lib/play/help-links.rules";
import { EARNINGS_RULES, siteConfig, TRIAL_DAYS } from "@/lib/site-config";

// FAQ copy, grouped as the original product grouped it. Answers are plain text so the same strings feed the
// visible accordion and the FAQPage JSON-LD. No figure here that is not defined in site-config; what a figure
// on a pick means is said in the words of lib/format/prediction-display.rules.ts, as the legend says it.

interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: FaqEntry[];
}

const { name } = siteConfig;
const { minimumAge, elevatedMinimumAge } = siteConfig.responsibleGaming;
const { supportResponseHours, accountDeletionDays } = siteConfig.policy;
const providers = siteConfig.paymentProviders;

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: "general",
    title: "General Questions",
    entries: [
      {
        question: `What is ${name}?`,
        answer:
          `${name} is a sports analytics service. It turns bookmakers' prices, with their margin removed, ` +
          `into fair probabilities, pooled with its models only where a model's backtest beat the market; it shows ` +
          `value where the best price beats that fair line, and locks every pick before the match starts. Every ` +
          `pick is graded at the close and counted on our public track record.`,
      },
      {
        question: `Can I place bets on ${name}?`,
        answer:
          `No. ${name} is not a gambling operator: we do not take bets, hold deposits or pay winnings. We ` +
          `publish predictions and analysis; what you do with them, and where, is your decision.`,
      },
      {
        question: "Which sports and leagues do you cover?",
        answer:
          "Those with published picks: the Leagues page lists every league that has one, searchable by name or " +
          "country, with how many picks it has had and how they settled. Leagues of our catalogue that have no " +
          "pick yet are listed too, and say so. Picks are published where the pipeline has the fixtures and " +
          "bookmaker prices.",
      },
      {
        question: "Do I need an account to see predictions?",
        answer:
          "No. Visitors can browse the prediction list, tips, leagues and categories, with the day's free picks in " +
          "full. A free account shows the same free picks and adds following picks, favourites and a personal " +
          "dashboard; Basic shows more full picks each day, and Premium and above every pick, premium picks " +
          "included.",
      },
    ],
  },
  {
    id: "account",
    title: "Account & Subscription",
    entries: [
      {
        question: "How do I create an account?",
        answer:
          `Choose Get Started, enter your name, email address and a password, and accept the Terms of Service ` +
          `and Privacy Policy. You must be ${minimumAge} or older (${elevatedMinimumAge} where local law requires).`,
      },
      {
        question: "Which plans are available?",
        answer:
          `There are five plans: ` +
          `${siteConfig.plans.map((plan) => plan.charAt(0) + plan.slice(1).toLowerCase()).join(", ")}. Current ` +
          `prices and what each includes are shown on the Subscription page, and the price you see there is the ` +
          `price you pay.`,
      },
      {
        question: "Is there a free trial?",
        answer:
          `Yes: ${TRIAL_DAYS} days of Premium, with no card. Confirm your email address, then start it from your ` +
          `Subscription page; Premium picks unlock at once. There is one trial per person (per address, account ` +
          `and device), and none for a disposable address. We email you two days before it ends and on its last ` +
          `day, and afterwards you return to the Free plan unless you buy a plan, which then starts when the trial ` +
          `ends, so no trial day is lost. The Free plan itself costs nothing and has no time limit.`,
      },
      {
        question: "Can I earn free Premium days?",
        answer:
          `By inviting friends: share your personal link from the Earnings Center. When a friend signs up through ` +
          `it and confirms their address, you get ${EARNINGS_RULES.premiumDaysPerReferral} Premium days and your ` +
          `friend gets ${EARNINGS_RULES.welcomeBonusDays}. At most ${EARNINGS_RULES.maxPremiumDaysPerDay} days are ` +
          `credited to you in one day, and a monthly ceiling applies. Earned days start after any period you have ` +
          `already paid for. An invitation does not count when it comes from your own browser or network, or when ` +
          `the friend uses a disposable address. Earning days by watching ads is not offered: it needs an ad ` +
          `network that verifies each view, and none is in place.`,
      },
      {
        question: "How do I pay?",
        answer:
          `By card or bank transfer through ${providers[0]} (Nigerian naira) or ${providers[1]} (US dollars ` +
          `or naira), or in cryptocurrency through ${providers[2]}. Your card details go to the payment provider, ` +
          `never to us. Your plan is activated once the provider confirms the payment.`,
      },
      {
        question: "How do I cancel or change my plan?",
        answer:
          "From your Subscription page. Cancelling takes effect at the end of the period you have already paid for, " +
          "and you keep your paid access until then. You can upgrade at any time.",
      },
      {
        question: "How do I delete my account?",
        answer:
          `Email support from the address on your account and ask for deletion. We confirm the request and ` +
          `complete it within ${accountDeletionDays} days; records we must keep by law, such as payment records, ` +
          `are retained only as long as required.`,
      },
    ],
  },
  {
    id: "predictions",
    title: "Predictions & Analytics",
    entries: [
      {
        question: "What does the probability (confidence) mean?",
        answer:
          `${DEFINITIONS.probability} Each pick says what its probability is made of. A 70% pick is expected ` +
          `to win about seven times in ten over many similar picks — and to lose the other three. The track record ` +
          `shows how well each band has matched reality.`,
      },
      {
        question: "How do I read the odds?",
        answer:
          `${DEFINITIONS.price} Prices are in ${ODDS_FORMAT_LABELS[DEFAULT_ODDS_FORMAT].toLowerCase()} odds ` +
          `unless you choose American or fractional with the odds format switch; your browser remembers the choice, ` +
          `and a member's account keeps it. Decimal ${formatOdds(2.5, "decimal")} returns ` +
          `${formatOdds(2.5, "decimal")} for each unit staked, stake included; American ` +
          `${formatOdds(2.5, "american")} is the profit on a 100 stake and ${formatOdds(1.5, "american")} the stake ` +
          `needed to win 100; fractional ${formatOdds(2.5, "fractional")} is the profit per unit staked.`,
      },
      {
        question: "What are EV and the edge?",
        answer:
          `Bookmaker odds include a margin. We remove it from every bookmaker's prices and combine them into ` +
          `the market's own (no-vig) consensus, which is the fair probability unless a model's backtest earned it a ` +
          `place in the pool. ${DEFINITIONS.ev} EV and edge are one number, so the pages call it EV. A ` +
          `${PICK_KIND_LABELS.value.toLowerCase()}: ${DEFINITIONS.value} A ` +
          `${PICK_KIND_LABELS.forecast.toLowerCase()}: ${DEFINITIONS.forecast} The track record shows whether the ` +
          `prices beat the closing line.`,
      },
      {
        question: "How accurate are the predictions?",
        answer:
          "We do not quote a single headline figure. The Track Record page counts every settled prediction and " +
          "shows accuracy, return at the published odds and calibration by sport, market and month, each with its " +
          "sample size, so you can judge for yourself.",
      },
      {
        question: "Can a prediction change after it is published?",
        answer:
          "No. Predictions are locked before kickoff with their probability, odds and timestamp. After the match " +
          "they are settled as WIN, LOSS or VOID (for example a postponed match) and stay on the record.",
      },
      {
        question: "What are premium predictions?",
        answer:
          "Premium picks are predictions reserved for Premium, Enterprise and VIP members. They are settled and " +
          "counted on the track record exactly like every other pick.",
      },
    ],
  },
  {
    id: "security",
    title: "Security & Privacy",
    entries: [
      {
        question: "How do you protect my account?",
        answer:
          "Passwords are stored only as salted Argon2id hashes, all traffic is encrypted over HTTPS, sign-in " +
          "attempts are rate-limited, and changing your password signs out your other sessions.",
      },
      {
        question: "Do you sell my data?",
        answer:
          `No. We use your data to run your account and the service, as our Privacy Policy describes, and ` +
          `share it only with the providers that help us do that, such as ${providers.join(", ")} for payments.`,
      },
      {
        question: "Which cookies do you use?",
        answer:
          "Essential cookies keep you signed in and remember your settings. Advertising and analytics storage are " +
          "off until you allow them in the cookie banner, and you can change your choice at any time from the " +
          "footer.",
      },
      {
        question: "I forgot my password. What now?",
        answer:
          "Use the Forgot password link on the sign-in page. We email you a single-use link that expires after a " +
          "short time; if the email does not arrive, check your spam folder or contact support.",
      },
    ],
  },
  {
    id: "responsible-gaming",
    title: "Responsible Gaming",
    entries: [
      {
        question: `How old do I need to be to use ${name}?`,
        answer:
          `You must be at least ${minimumAge}, or ${elevatedMinimumAge} where local law sets a higher age for ` +
          `betting-related services. We may ask you to verify your age with an ID document and a liveness check.`,
      },
      {
        question: "Are the predictions guaranteed?",
        answer:
          "No. Every prediction is a probability, and even well-calibrated picks lose regularly. Never stake money " +
          "you cannot afford to lose, and never chase losses.",
      },
      {
        question: "Can I take a break or close my account?",
        answer:
          `Yes. In Settings → Safer play you can set a weekly stake budget and a reality check, take a time-out of ` +
          `24 hours, 7 days, 30 days or 6 weeks, or exclude yourself for 6 months or more: while it runs you get no ` +
          `alerts, no e-mail other than account e-mail and no stake suggestions, and a self-exclusion cannot be ` +
          `lifted early. To close your account, ask support and we will do it without questions. For betting ` +
          `itself, use the self-exclusion tools of your bookmaker and your country's national scheme (GamStop in ` +
          `the UK).`,
      },
      {
        question: "Where can I get help with gambling?",
        answer:
          `Free, confidential help is available from ` +
          `${HELP_LINKS.filter((link) => link.kind === "helpline")
            .map((link) => (link.phone ? `${link.name} (${link.phone})` : link.name))
            .join(", ")} ` +
          `and the other services listed on our Safer play page. If you are in immediate danger, contact your ` +
          `local emergency services.`,
      },
    ],
  },
];

/** The support reply promise used under the FAQ. */
export const SUPPORT_REPLY_TEXT = `We reply within ${supportResponseHours} hours.`;
