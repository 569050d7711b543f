import { DashboardLayout, DashboardSummary, DEFAULT_DASHBOARD_LAYOUT } from '@alavanca/contracts/dashboard';
import { ErrorResponse } from '@alavanca/contracts/errors';
import { SimulationResponse } from '@alavanca/contracts/simulations';
import { PERSONA_IDS, personaById } from '@alavanca/domain/mentor/personas';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { IDEA_CORPUS } from '@alavanca/domain/validation/testing/idea-corpus';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { SETUP } from '../../test/simulations';
import { useTestApp } from '../../test/test-app';
import { signUpTestUser, type TestUser } from '../../test/users';

const REORDERED: DashboardLayout = {
  widgets: [
    { id: 'mentor', visible: true },
    { id: 'simulations', visible: true },
    { id: 'usage', visible: false },
    { id: 'notifications', visible: true },
    { id: 'validations', visible: false },
    { id: 'quickActions', visible: false },
    { id: 'progress', visible: true },
  ],
};

describeEachDatabase('the dashboard', (getDb) => {
  const api = useTestApp(getDb);
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie: user.cookie, body });
  const layoutOf = async (user: TestUser) =>
    DashboardLayout.parse(await (await call(user, 'GET', '/api/dashboard/layout')).json());

  it('keeps each user’s widgets in their order, shown or hidden, and refuses a layout that loses one', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const bob = await signUpTestUser(api.baseUrl);
    expect(await layoutOf(alice)).toEqual(DEFAULT_DASHBOARD_LAYOUT);
    const saved = await call(alice, 'PUT', '/api/dashboard/layout', REORDERED);
    expect(saved.status).toBe(200);
    expect(await layoutOf(alice)).toEqual(REORDERED);
    expect(await layoutOf(bob)).toEqual(DEFAULT_DASHBOARD_LAYOUT);

    const [first, ...others] = REORDERED.widgets;
    for (const widgets of [
      others,
      [first, first, ...others.slice(1)],
      [{ id: 'weather', visible: true }, ...others],
      [{ ...first, visible: 'yes' }, ...others],
    ]) {
      const refused = await call(alice, 'PUT', '/api/dashboard/layout', { widgets });
      expect(refused.status, JSON.stringify(widgets)).toBe(400);
      expect(ErrorResponse.parse(await refused.json()).error.code).toBe('VALIDATION_FAILED');
    }
    expect(await layoutOf(alice)).toEqual(REORDERED);
  });

  it('keeps a layout saved before the quick actions and the progress existed, with them shown in their place', async () => {
    const carol = await signUpTestUser(api.baseUrl);
    // As stored before: the five widgets of then, in the user's order.
    const before = REORDERED.widgets.filter((widget) => widget.id !== 'quickActions' && widget.id !== 'progress');
    await getDb().query('insert into dashboard_layouts (user_id, widgets) values ($1, $2)', [
      carol.user.id,
      JSON.stringify(before),
    ]);
    // Each new widget at its default place (DASHBOARD_WIDGETS), or as near as the stored list allows.
    expect((await layoutOf(carol)).widgets).toEqual([
      { id: 'quickActions', visible: true },
      ...before.slice(0, 3),
      { id: 'progress', visible: true },
      ...before.slice(3),
    ]);
  });

  it('gathers the user’s active simulations with their months, validations, the mentor’s tip and unread notifications', async () => {
    const alice = await signUpTestUser(api.baseUrl, { name: 'Alice Alves' });
    const created = await call(alice, 'POST', '/api/simulations', { ...SETUP, name: 'Estúdio da Alice' });
    let simulation = SimulationResponse.parse(await created.json()).simulation;
    for (let month = 1; month <= 2; month += 1) {
      const advanced = await call(alice, 'POST', `/api/simulations/${simulation.id}/months`, {
        month,
        decisions: suggestDecisions(simulation.state),
      });
      simulation = SimulationResponse.parse(await advanced.json()).simulation;
    }
    await call(alice, 'POST', '/api/validations', IDEA_CORPUS[0]!.idea);

    const summary = DashboardSummary.parse(await (await call(alice, 'GET', '/api/dashboard')).json());
    expect(summary.simulations).toHaveLength(1);
    const [card] = summary.simulations;
    const last = simulation.months.at(-1)!.result.kpis;
    expect(card).toMatchObject({
      id: simulation.id,
      name: 'Estúdio da Alice',
      month: 2,
      cashCents: simulation.state.cashCents,
      revenueCents: last.revenueCents,
      netProfitCents: last.netProfitCents,
    });
    expect(card!.revenueSeries).toEqual(simulation.months.map((month) => month.result.kpis.revenueCents));
    expect(card!.cashRisk).toBeGreaterThanOrEqual(0);
    expect(summary.validations).toEqual([expect.objectContaining({ title: IDEA_CORPUS[0]!.idea.title })]);

    const persona = PERSONA_IDS[Math.floor(Date.now() / 86_400_000) % PERSONA_IDS.length]!;
    expect(summary.mentorTip.persona).toBe(persona);
    expect(summary.mentorTip.answer).toContain(`**${personaById(persona).name}:**`);
    expect(summary.notifications.unreadCount).toBe(summary.notifications.latest.length);

    const bob = await signUpTestUser(api.baseUrl);
    const bobs = DashboardSummary.parse(await (await call(bob, 'GET', '/api/dashboard')).json());
    expect(bobs.simulations).toEqual([]);
    expect(bobs.validations).toEqual([]);
    expect(JSON.stringify(bobs)).not.toContain('Alice');
  });

  it('shows what changed since its last answer: a month played, a validation made, the language chosen', async () => {
    const carla = await signUpTestUser(api.baseUrl);
    const summaryOf = async () => DashboardSummary.parse(await (await call(carla, 'GET', '/api/dashboard')).json());
    const created = await call(carla, 'POST', '/api/simulations', SETUP);
    const { simulation } = SimulationResponse.parse(await created.json());
    const first = await summaryOf();
    expect(first.simulations.map((card) => card.month)).toEqual([0]);
    expect(await summaryOf()).toEqual(first);

    const played = await call(carla, 'POST', `/api/simulations/${simulation.id}/months`, {
      month: 1,
      decisions: suggestDecisions(simulation.state),
    });
    expect(played.status).toBe(200);
    // The change reaches the server's answer through the same event that reaches the tabs.
    await expect.poll(async () => (await summaryOf()).simulations[0]?.month, { timeout: 5_000 }).toBe(1);

    const idea = IDEA_CORPUS.find((entry) => entry.language === 'pt-BR' && entry.specificity === 'specific')!.idea;
    expect((await call(carla, 'POST', '/api/validations', idea)).status).toBe(201);
    await expect.poll(async () => (await summaryOf()).validations.length, { timeout: 5_000 }).toBe(1);

    const portuguese = (await summaryOf()).mentorTip;
    expect((await call(carla, 'PATCH', '/api/preferences', { language: 'de-DE' })).status).toBe(200);
    await expect.poll(async () => (await summaryOf()).mentorTip, { timeout: 5_000 }).not.toEqual(portuguese);
  });
});
