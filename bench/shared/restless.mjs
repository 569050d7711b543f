// The restless founder of the progress and certificate benchmarks: presses "advance" but moves
// price and marketing each month by up to 30% either way at random, without looking at anything.
// Changing decisions is not deciding: a rule or an exam it passes as often as the careful founder
// rewards activity.

/** The policy over `domain` (a bundle exporting pressAdvance, hash32 and fitDecisions). */
export function restlessFounder(domain) {
  return (state, last) => {
    const decisions = domain.pressAdvance(state, last);
    const draw = domain.hash32(state.setup.seed * 7919 + state.month);
    const nudge = (value, bits) => Math.round(value * (0.7 + (0.6 * ((draw >>> bits) & 0xff)) / 0xff));
    return domain.fitDecisions(state, {
      ...decisions,
      priceCents: nudge(decisions.priceCents, 0),
      marketingCents: nudge(decisions.marketingCents, 8),
    });
  };
}
