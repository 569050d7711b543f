import { DashboardSummary } from '@alavanca/contracts/dashboard';
import { NotificationListResponse } from '@alavanca/contracts/notifications';
import { ProgressResponse } from '@alavanca/contracts/progress';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { SimulationResponse, type Simulation } from '@alavanca/contracts/simulations';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { ACHIEVEMENTS } from '@alavanca/domain/progress/achievements';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { competenceEvidence, userAchievements } from '../../db/schema/progress';
import { describeEachDatabase } from '../../test/databases';
import { recordPublished, sleep } from '../../test/notifications';
import { setPlan, SETUP, useSimulationsApp } from '../../test/simulations';
import type { TestUser } from '../../test/users';

/*
 * Achievements earned by the server as a month is stored (decision 033). The service business of
 * STEADY, played with the engine's suggestions, rides out a shock that arrives in month 3 with three
 * months of runway and more cash than its opening decisions kept unchanged would have had: the
 * month that closes the shock's window (5) earns "steadyThroughShock".
 */
const STEADY = { ...SETUP, seed: 1 };

describeEachDatabase('progress', (getDb) => {
  const { newUser, created, advance, api } = useSimulationsApp(getDb);

  const achievementsOf = (user: TestUser) =>
    getDb().orm.select().from(userAchievements).where(eq(userAchievements.userId, user.user.id));
  const evidenceOf = (user: TestUser) =>
    getDb().orm.select().from(competenceEvidence).where(eq(competenceEvidence.userId, user.user.id));
  async function played(user: TestUser, simulation: Simulation, months: number): Promise<Simulation> {
    let current = simulation;
    for (let month = 0; month < months; month += 1) current = await advance(user, current);
    return current;
  }

  it('earns an achievement once, as the month that shows it is stored', async () => {
    const ana = await newUser();
    const simulation = await played(ana, await created(ana, STEADY), 4);
    expect(await achievementsOf(ana)).toEqual([]);
    const events = await recordPublished(getDb());
    let fifth: Simulation;
    try {
      fifth = await played(ana, simulation, 1);
      // The user's open tabs are told once the month's transaction commits.
      const told = () => events.received.filter((entry) => entry.event.type === 'progress.changed');
      for (let wait = 0; wait < 100 && told().length === 0; wait += 1) await sleep(20);
      expect(told()).toEqual([expect.objectContaining({ userId: ana.user.id })]);
    } finally {
      await events.stop();
    }
    expect(await achievementsOf(ana)).toEqual([
      expect.objectContaining({
        achievement: 'steadyThroughShock',
        source: { kind: 'simulation', id: simulation.id, month: 5 },
      }),
    ]);
    expect((await evidenceOf(ana)).map((row) => [row.competence, row.success])).toEqual([['cash', true]]);
    // A notification tells of it and opens the progress page at it.
    const achievementNotes = async () =>
      NotificationListResponse.parse(
        await (await api.call('GET', '/api/notifications?filter=all', { cookie: ana.cookie })).json(),
      ).notifications.filter((note) => note.title === SYSTEM_NOTIFICATIONS.achievementEarned.title);
    expect(await achievementNotes()).toEqual([
      expect.objectContaining({ route: '/conquistas#steadyThroughShock', type: 'info', read: false }),
    ]);
    // The dashboard's widget counts it and names it as the latest.
    const dashboard = DashboardSummary.parse(
      await (await api.call('GET', '/api/dashboard', { cookie: ana.cookie })).json(),
    );
    expect(dashboard.progress).toMatchObject({
      earned: 1,
      total: ACHIEVEMENTS.length,
      latest: { id: 'steadyThroughShock' },
    });
    expect(dashboard.progress.levels.find((level) => level.id === 'cash')).toEqual({ id: 'cash', level: 'familiar' });
    // A month later the same shock still shows in the run: nothing new, and nothing told.
    await played(ana, fifth, 1);
    expect(await achievementsOf(ana)).toHaveLength(1);
    expect(await achievementNotes()).toHaveLength(1);
  });

  it('gives nothing new for the same setup played again with the same decisions, nor to another user', async () => {
    const ana = await newUser('pro');
    await played(ana, await created(ana, STEADY), 5);
    const evidence = (await evidenceOf(ana)).length;
    const again = await played(ana, await created(ana, STEADY), 5);
    expect(again.month).toBe(5);
    expect(await evidenceOf(ana)).toHaveLength(evidence);
    expect(await achievementsOf(ana)).toHaveLength(1);

    const bia = await newUser();
    expect(await achievementsOf(bia)).toEqual([]);
    await played(bia, await created(bia, STEADY), 5);
    expect((await achievementsOf(bia)).map((row) => row.achievement)).toEqual(['steadyThroughShock']);
    expect(await achievementsOf(ana)).toHaveLength(1);
  });

  it('is read by its owner only: competences with their evidence, every achievement earned or not', async () => {
    const ana = await newUser();
    const bia = await newUser();
    const simulation = await played(ana, await created(ana, STEADY), 5);
    const response = await api.call('GET', '/api/progress', { cookie: ana.cookie });
    expect(response.status).toBe(200);
    const { progress } = ProgressResponse.parse(await response.json());
    expect(progress.competences.find((competence) => competence.id === 'cash')).toMatchObject({
      level: 'familiar',
      tries: 1,
      successes: 1,
      evidence: [
        expect.objectContaining({ source: { kind: 'simulation', id: simulation.id, month: 3 }, success: true }),
      ],
    });
    expect(progress.competences.find((competence) => competence.id === 'pricing')).toMatchObject({ level: 'none' });
    expect(progress.achievements).toHaveLength(ACHIEVEMENTS.length);
    // Months played with the suggestion's changing decisions, and evidence stored: this week counts.
    expect(progress.streak).toMatchObject({ current: 1, best: 1, thisWeek: true, frozen: [], freezeLeft: true });
    // The evidence names the simulation it links to; the nearest achievements are read on it.
    expect(progress.sources).toEqual([{ kind: 'simulation', id: simulation.id, title: STEADY.name, ended: false }]);
    expect(progress.withinReach.length).toBeGreaterThan(0);
    for (const near of progress.withinReach) {
      expect(near.id).not.toBe('steadyThroughShock');
      expect(near.conditions.some((condition) => condition.met)).toBe(true);
      expect(near.conditions.every((condition) => condition.met)).toBe(false);
    }
    expect(progress.achievements.filter((achievement) => achievement.earnedAt !== null)).toEqual([
      expect.objectContaining({
        id: 'steadyThroughShock',
        source: { kind: 'simulation', id: simulation.id, month: 5 },
      }),
    ]);

    const theirs = ProgressResponse.parse(
      await (await api.call('GET', '/api/progress', { cookie: bia.cookie })).json(),
    ).progress;
    expect(theirs.competences.every((competence) => competence.level === 'none')).toBe(true);
    expect(theirs.achievements.every((achievement) => achievement.earnedAt === null)).toBe(true);
    expect(theirs.sources).toEqual([]);
    expect(theirs.streak).toMatchObject({ current: 0, thisWeek: false });
    expect(theirs.withinReach).toEqual([]);
    expect((await api.call('GET', '/api/progress')).status).toBe(401);
  });

  it('counts a week for the streak when a month changes a decision, not when it repeats the last', async () => {
    const ana = await newUser();
    const simulation = await created(ana);
    const plain = {
      priceCents: simulation.state.lastFactors.priceCents,
      marketingCents: 0,
      headcountDelta: 0,
      purchaseUnits: 0,
      capacityInvestmentCents: 0,
      qualityInvestmentCents: 0,
      loanCents: 0,
      eventChoice: null,
    };
    const streak = async () =>
      ProgressResponse.parse(await (await api.call('GET', '/api/progress', { cookie: ana.cookie })).json()).progress
        .streak;
    // Two months with the same decisions (an event met is answered as the engine suggests).
    let current = simulation;
    const play = async (decisions: typeof plain) => {
      const response = await api.call('POST', `/api/simulations/${current.id}/months`, {
        cookie: ana.cookie,
        body: {
          month: current.month + 1,
          decisions: { ...decisions, eventChoice: suggestDecisions(current.state).eventChoice },
        },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      current = SimulationResponse.parse(await response.json()).simulation;
    };
    await play(plain);
    await play(plain);
    expect(current.months.every((month) => month.decisions.eventChoice === null)).toBe(true);
    expect(await streak()).toMatchObject({ current: 0, thisWeek: false });
    await play({ ...plain, marketingCents: 500_00 });
    expect(await streak()).toMatchObject({ current: 1, thisWeek: true });
  });

  it('is earned exactly once when two runs reach it at the same moment', async () => {
    const ana = await newUser('pro');
    await setPlan(getDb(), ana.user.id, 'pro');
    const runs = await Promise.all([created(ana, STEADY), created(ana, { ...STEADY, name: 'Estúdio Ana 2' })]);
    const ready = await Promise.all(runs.map((run) => played(ana, run, 4)));
    await Promise.all(ready.map((run) => advance(ana, run)));
    expect(await achievementsOf(ana)).toHaveLength(1);
  });
});
