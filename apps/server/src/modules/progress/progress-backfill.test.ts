import { CanvasResponse } from '@alavanca/contracts/canvases';
import { PitchResponse } from '@alavanca/contracts/pitches';
import { ValidationResponse } from '@alavanca/contracts/validations';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { notifications } from '../../db/schema/user-data';
import { competenceEvidence, progressBackfills, userAchievements } from '../../db/schema/progress';
import { describeEachDatabase } from '../../test/databases';
import { useOwnNotifications } from '../../test/notification-service';
import { PITCH_IDEA } from '../../test/pitches';
import { SETUP, useSimulationsApp } from '../../test/simulations';
import type { TestUser } from '../../test/users';
import { createCanvasService } from '../canvases/canvases.service';
import { createPitchService } from '../pitches/pitches.service';
import { createSimulationService } from '../simulations/simulations.service';
import type { QuotaService } from '../subscription/quota.service';
import { createValidationService } from '../validations/validations.service';
import { BACKFILL_READS, createProgressBackfill } from './progress-backfill';
import { createProgressService } from './progress.service';

const PITCH_SCRIPT = [
  'Marmitas do Cambuí entrega marmitas congeladas para quem trabalha em casa em Campinas.',
  'O problema: quem trabalha em casa perde 40 minutos por dia com o almoço.',
].join('\n\n');

/*
 * The back-fill of decision 033: a founder's simulations, validations, pitches and canvases stored
 * before progress was recorded earn, once and quietly, what they already showed. Here the progress the app wrote
 * live is wiped to stand for that time, and the job reads it back.
 */

describeEachDatabase('the progress back-fill', (getDb) => {
  const { newUser, created, advance, api } = useSimulationsApp(getDb);
  const own = useOwnNotifications(getDb, { transport: 'outbox', send: async () => undefined });

  function job() {
    const orm = getDb().orm;
    const quota: Pick<QuotaService, 'withQuota'> = {
      withQuota: () => Promise.reject(new Error('The back-fill spends nothing.')),
    };
    const noQuota = { ...quota, subscriptionCheck: () => Promise.reject(new Error('The back-fill asks no board.')) };
    const log = pino({ level: 'silent' });
    const simulations = createSimulationService({ orm, bus: own.bus, quota });
    const validations = createValidationService({ orm, bus: own.bus, quota, log });
    const pitches = createPitchService({
      orm,
      bus: own.bus,
      validations,
      simulations,
      quota: noQuota,
      model: null,
      log,
    });
    const canvases = createCanvasService({ orm, bus: own.bus, validations, simulations });
    return createProgressBackfill({
      orm,
      progress: createProgressService({ orm, bus: own.bus, notifications: own.notifications }),
      sources: {
        simulationRecords: simulations.simulationRecords,
        validationRecords: validations.validationRecords,
        pitchRecords: pitches.pitchRecords,
        canvasRecords: canvases.canvasRecords,
      },
    });
  }

  /**
   * A founder with a run that rode out a shock, an idea with an experiment done, a pitch analysed
   * twice and a canvas saved once, their progress wiped.
   */
  async function founderFromBefore(): Promise<TestUser> {
    const ana = await newUser();
    let simulation = await created(ana, { ...SETUP, seed: 1 });
    for (let month = 1; month <= 5; month += 1) simulation = await advance(ana, simulation);
    const made = await api.call('POST', '/api/validations', { cookie: ana.cookie, body: PITCH_IDEA });
    const { validation } = ValidationResponse.parse(await made.json());
    await api.call('PATCH', `/api/validations/${validation.id}/experiments/interviews`, {
      cookie: ana.cookie,
      body: { done: true, result: 'Ouvi 12 pessoas' },
    });
    await api.call('PATCH', `/api/validations/${validation.id}`, { cookie: ana.cookie, body: PITCH_IDEA });
    const pitched = await api.call('POST', '/api/pitches', {
      cookie: ana.cookie,
      body: { start: 'script', title: 'Marmitas', kind: 'investor', language: 'pt-BR', script: PITCH_SCRIPT },
    });
    const { pitch } = PitchResponse.parse(await pitched.json());
    for (let analysis = 0; analysis < 2; analysis += 1)
      expect((await api.call('POST', `/api/pitches/${pitch.id}/analyses`, { cookie: ana.cookie })).status).toBe(201);
    const drawn = await api.call('POST', '/api/canvases', {
      cookie: ana.cookie,
      body: { from: 'blank', kind: 'lean', title: 'Marmitas', businessType: 'food', currency: 'BRL' },
    });
    const { canvas } = CanvasResponse.parse(await drawn.json());
    await api.call('PATCH', `/api/canvases/${canvas.id}`, {
      cookie: ana.cookie,
      body: { baseVersion: 1, title: 'Marmitas do Cambuí' },
    });
    const orm = getDb().orm;
    await orm.delete(competenceEvidence).where(eq(competenceEvidence.userId, ana.user.id));
    await orm.delete(userAchievements).where(eq(userAchievements.userId, ana.user.id));
    await orm.delete(notifications).where(eq(notifications.userId, ana.user.id));
    await orm.delete(progressBackfills).where(eq(progressBackfills.userId, ana.user.id));
    return ana;
  }

  const achievementsOf = (user: TestUser) =>
    getDb().orm.select().from(userAchievements).where(eq(userAchievements.userId, user.user.id));
  const evidenceOf = (user: TestUser) =>
    getDb().orm.select().from(competenceEvidence).where(eq(competenceEvidence.userId, user.user.id));

  it('earns what the stored works already show, once, without a notification, and skips a founder read', async () => {
    const ana = await founderFromBefore();
    const backfill = job();
    expect(await backfill.run()).toBeGreaterThanOrEqual(1);
    expect((await achievementsOf(ana)).map((row) => row.achievement)).toEqual(['steadyThroughShock']);
    expect((await evidenceOf(ana)).map((row) => row.competence).sort()).toEqual([
      'canvas',
      'cash',
      'pitching',
      'validation',
    ]);
    // The pitch's and the canvas's as their services read them when kept: the newest analysis, the saved version.
    const read = await evidenceOf(ana);
    expect(read.find((row) => row.competence === 'canvas')!.source).toMatchObject({ kind: 'canvas', version: 2 });
    expect(read.find((row) => row.competence === 'pitching')!.source).toMatchObject({ kind: 'pitch' });
    expect(await getDb().orm.select().from(notifications).where(eq(notifications.userId, ana.user.id))).toEqual([]);
    // Read: the next run has nobody left to read.
    expect(await backfill.run()).toBe(0);
    expect(await achievementsOf(ana)).toHaveLength(1);
  });

  it('reads again, once, a founder the earlier back-fill read: their pitches and canvases too', async () => {
    const ana = await founderFromBefore();
    // Read by the back-fill that read simulations and validations only.
    await getDb().orm.insert(progressBackfills).values({ userId: ana.user.id, reads: 1 });
    const backfill = job();
    expect(await backfill.run()).toBeGreaterThanOrEqual(1);
    expect((await evidenceOf(ana)).map((row) => row.competence)).toContain('pitching');
    const [mark] = await getDb().orm.select().from(progressBackfills).where(eq(progressBackfills.userId, ana.user.id));
    expect(mark!.reads).toBe(BACKFILL_READS);
    expect(await backfill.run()).toBe(0);
  });

  it('awards once when run twice over the same founder, even at the same moment', async () => {
    const ana = await founderFromBefore();
    await job().run();
    const evidence = (await evidenceOf(ana)).length;
    await getDb().orm.delete(progressBackfills).where(eq(progressBackfills.userId, ana.user.id));
    await Promise.all([job().run(), job().run()]);
    expect(await achievementsOf(ana)).toHaveLength(1);
    expect(await evidenceOf(ana)).toHaveLength(evidence);
  });
});
