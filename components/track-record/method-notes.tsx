/** How every figure on the track record is computed: the page's own definitions, in words. */
export function MethodNotes() {
  return (
    <ul className="grid max-w-3xl list-disc gap-2 pl-5 text-sm leading-6 text-muted-foreground">
      <li>
        <strong className="text-foreground">Every prediction counts.</strong> Settled picks (won, lost, void) and
        pending ones are all shown; unpublishing a pick hides it from the lists, never from this record. Picks are
        grouped by the calendar month (UTC) of their match.
      </li>
      <li>
        <strong className="text-foreground">Accuracy</strong> is won ÷ (won + lost). A void pick — a push on the line,
        or a postponed or cancelled match — is neither right nor wrong.
      </li>
      <li>
        <strong className="text-foreground">ROI</strong> stakes 1 unit on every settled pick at the decimal odds we
        published: a win pays odds − 1, a loss costs 1, a void returns the stake (0); a quarter line settled half won or
        half lost pays or costs half. ROI is the total profit divided by the units staked.
      </li>
      <li>
        <strong className="text-foreground">Log loss and Brier score</strong> grade the probability we gave the pick
        against the bookmakers&apos; no-vig probability of the same pick, on the same rows: decided picks that carry
        both probabilities (manual picks have no model probability). Each is the binary score of the pick&apos;s outcome
        — log loss −ln p for a win and −ln(1 − p) for a loss, Brier (p − outcome)². Lower is better; beating the market
        here means the model saw something the prices did not.
      </li>
      <li>
        <strong className="text-foreground">Calibration</strong> groups decided picks by stated confidence in 5-point
        bands and compares the band&apos;s mean confidence with how often its picks won. A well-calibrated model sits on
        the diagonal; small bands wander, so each carries its count.
      </li>
      <li>
        <strong className="text-foreground">Closing-line value</strong> is the price we took × the closing probability −
        1, where the closing probability is the bookmakers&apos; last prices before kickoff with their margin removed.
        It is counted only for picks whose close is stored. A pick beats the close when its CLV is above 0. Edge bands
        group picks by the expected value we claimed at the price taken when they were published.
      </li>
      <li>
        <strong className="text-foreground">Intervals</strong> are 95 % normal intervals of a mean, mean ± 1.96 · sd/√n;
        a share is the mean of 0/1 values. An interval that spans 0 means the sample cannot tell the result from luck.
      </li>
      <li>
        <strong className="text-foreground">Backtests</strong> replay a model version walk-forward on past matches: each
        match is forecast only from the matches before it. They measure the method and are never mixed into the live
        record.
      </li>
    </ul>
  );
}
