// The founders the progress and certificate benchmarks play: the calibration's careful, typical
// and hasty (pressing "advance") ones, and a restless one that presses "advance" but moves price and
// marketing each month by up to 30% either way at random, without looking at anything. Changing
// decisions is not deciding: a rule or an exam it passes as often as the careful founder rewards
// activity.

/** The four founders over `domain` (a bundle exporting the founder policies, hash32 and fitDecisions). */
export function benchFounders(domain) {
  const restless = (state, last) => {
    const decisions = domain.pressAdvance(state, last);
    const draw = domain.hash32(state.setup.seed * 7919 + state.month);
    const nudge = (value, bits) => Math.round(value * (0.7 + (0.6 * ((draw >>> bits) & 0xff)) / 0xff));
    return domain.fitDecisions(state, {
      ...decisions,
      priceCents: nudge(decisions.priceCents, 0),
      marketingCents: nudge(decisions.marketingCents, 8),
    });
  };
  return { careful: domain.carefulFounder, typical: domain.typicalFounder, restless, hasty: domain.pressAdvance };
}
