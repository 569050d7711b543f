import type { PitchDetail } from '@alavanca/contracts/pitches';
import { ReportResponse, type ReportSummary } from '@alavanca/contracts/reports';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { LANGUAGES } from '@alavanca/domain/constants';
import { PITCH_PARTS } from '@alavanca/domain/pitch/pitch';
import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { sharedText } from '../../i18n/shared-catalogs';
import { describeEachDatabase } from '../../test/databases';
import { folded, pdfPages } from '../../test/pdf-text';
import { SETUP, setPlan } from '../../test/simulations';
import { useTestApp } from '../../test/test-app';
import { PITCH_IDEA, pitchCalls } from '../../test/pitches';
import { signUpTestUser, type TestUser } from '../../test/users';

/*
 * A pitch's exports (decision 032): the one-page summary and the ten-slide deck outline with the
 * founder's own charts, each one `reports` unit, in the user's language, of the owner's pitch only.
 */

const IDEA = PITCH_IDEA;

const pitchText = (key: string, language = 'pt-BR' as (typeof LANGUAGES)[number], values = {}) =>
  folded(sharedText('pitch', key, language, values)!);

describeEachDatabase('pitch reports', (getDb) => {
  const api = useTestApp(getDb);
  const { call, pitchOf, validationOf, simulationOf, draft } = pitchCalls(api);

  async function newUser(plan = 'basic'): Promise<TestUser> {
    const user = await signUpTestUser(api.baseUrl, { name: 'Ana Souza' });
    await setPlan(getDb(), user.user.id, plan);
    return user;
  }

  /** A pitch drafted from a validation and a simulation of three months, its market then inflated. */
  async function draftedPitch(user: TestUser): Promise<PitchDetail> {
    const [validation, simulation] = [await validationOf(user), await simulationOf(user)];
    const drafted = await draft(user, { validationId: validation.id, simulationId: simulation.id });
    const response = await call(user, 'PATCH', `/api/pitches/${drafted.id}`, {
      parts: { market: `${drafted.parts.market} Nosso SAM é de R$ 9 bilhões.` },
    });
    return pitchOf(response);
  }

  async function generated(user: TestUser, kind: 'pitch' | 'pitchDeck', itemId: string): Promise<ReportSummary> {
    const response = await call(user, 'POST', '/api/reports', { kind, itemId });
    expect(response.status, await response.clone().text()).toBe(201);
    return ReportResponse.parse(await response.json()).report;
  }
  const usage = async (user: TestUser) =>
    SubscriptionState.parse(await (await call(user, 'GET', '/api/subscription')).json()).usage.reports;
  const file = async (user: TestUser, report: ReportSummary, format: 'pdf' | 'csv') =>
    (await call(user, 'GET', `/api/reports/${report.id}/${format}`)).arrayBuffer();

  it('sums a pitch up on one page: its parts, its scores and the figure beyond the evidence, with both figures', async () => {
    const ana = await newUser();
    const pitch = await draftedPitch(ana);
    const report = await generated(ana, 'pitch', pitch.id);
    expect(report).toMatchObject({ kind: 'pitch', itemId: pitch.id, title: pitch.title, language: 'pt-BR' });
    expect(await usage(ana)).toBe(1);

    const pages = await pdfPages(await file(ana, report, 'pdf'));
    expect(pages).toHaveLength(1);
    const [page = ''] = pages;
    for (const expected of [
      pitch.title,
      'Preparado para Ana Souza',
      pitchText('export.overall'),
      pitchText('criteria.evidence'),
      pitchText('parts.problem.name'),
      folded(IDEA.problem),
      pitchText('export.claimsTitle'),
      'Você diz R$ 9 bi',
      pitchText('export.findingsTitle'),
    ]) {
      expect(page, expected).toContain(expected);
    }

    const rows = parse(
      Buffer.from(await file(ana, report, 'csv'))
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
      {
        delimiter: ';',
      },
    ) as string[][];
    expect(rows[0]).toEqual(
      ['part', 'score', 'metric', 'claimed', 'evidence', 'verdict', 'source'].map((column) =>
        pitchText(`export.columns.${column}`),
      ),
    );
    expect(rows).toContainEqual([
      pitchText('parts.market.name'),
      '',
      pitchText('metrics.marketSize'),
      '9000000000,00',
      expect.any(String),
      pitchText('export.verdicts.beyond'),
      IDEA.title,
    ]);
  });

  it('outlines ten slides with the validation’s funnel and the simulation’s revenue and cash', async () => {
    const ana = await newUser();
    const pitch = await draftedPitch(ana);
    const report = await generated(ana, 'pitchDeck', pitch.id);
    expect(report.kind).toBe('pitchDeck');
    const pages = await pdfPages(await file(ana, report, 'pdf'));
    expect(pages).toHaveLength(PITCH_PARTS.length);
    const slide = (index: number) => pages[index] ?? '';
    expect(slide(0)).toContain(`Slide 1 de 10 · ${pitch.title}`);
    const market = PITCH_PARTS.indexOf('market');
    expect(slide(market)).toContain(pitchText('export.funnelTitle', 'pt-BR', { name: IDEA.title }));
    for (const scope of ['TAM', 'SAM', 'SOM']) expect(slide(market)).toContain(`${scope} · R$`);
    const traction = PITCH_PARTS.indexOf('traction');
    expect(slide(traction)).toContain(pitchText('export.chartTitle', 'pt-BR', { name: SETUP.name }));
    expect(slide(traction)).toContain(pitchText('export.projection'));
    // The draft writes no traction: the slide says what it still asks for.
    expect(slide(traction)).toContain(pitchText('export.toWrite'));
    expect(slide(PITCH_PARTS.indexOf('team'))).toContain(pitchText('parts.team.hint'));
    expect(await usage(ana)).toBe(1);
  });

  it('writes the summary in each of the five languages', async () => {
    const ana = await newUser('pro');
    const pitch = await draftedPitch(ana);
    for (const language of LANGUAGES) {
      expect((await call(ana, 'PATCH', '/api/preferences', { language })).status).toBe(200);
      const report = await generated(ana, 'pitch', pitch.id);
      expect(report.language).toBe(language);
      const [page = ''] = await pdfPages(await file(ana, report, 'pdf'));
      for (const key of ['export.overall', 'export.claimsTitle', 'parts.problem.name', 'criteria.clarity']) {
        expect(page, `${language} ${key}`).toContain(pitchText(key, language));
      }
    }
  });

  it('exports only the owner’s pitch, and spends nothing on another’s', async () => {
    const ana = await newUser();
    const bob = await newUser();
    const pitch = await draftedPitch(ana);
    for (const kind of ['pitch', 'pitchDeck']) {
      const response = await call(bob, 'POST', '/api/reports', { kind, itemId: pitch.id });
      expect(response.status).toBe(404);
    }
    expect(await usage(bob)).toBe(0);
  });
});
