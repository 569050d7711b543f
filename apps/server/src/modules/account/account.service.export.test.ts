import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { buildExportFileName, exportAccountData } from './account.service';
import { insertTestUser } from '../../test/insert-test-user';
import { IDEA_CORPUS } from '@alavanca/domain/validation/testing/idea-corpus';
import { countOwnedRows } from '../../test/read-owned-rows';
import { createUserWithEverything, PNG_BASE64, SECRETS } from '../../test/user-with-everything';

const OWNED_TABLES = [
  'user',
  'profiles',
  'avatars',
  'user_settings',
  'user_preferences',
  'session',
  'account',
  'notifications',
  'email_outbox',
  'subscriptions',
  'usage_counters',
  'checkouts',
  'invoices',
  'simulations',
  'simulation_months',
  'idea_validations',
  'idea_validation_versions',
  'validation_experiments',
  'mentor_conversations',
  'mentor_messages',
  'admins',
  'support_tickets',
  'support_messages',
  'support_attachments',
  'dashboard_layouts',
  'reports',
  'weekly_summaries',
  'class_members',
  'canvases',
  'canvas_versions',
  'pitches',
  'pitch_analyses',
  'competence_evidence',
  'user_achievements',
  'exam_attempts',
  'certificates',
  'community_reactions',
  'community_reads',
  'community_visits',
  'community_flags',
  'community_sanctions',
  'community_profiles',
  'community_follows',
  'community_blocks',
  'community_mutes',
  'community_messages',
  'community_message_reports',
];

describeEachDatabase('account service', (getDb) => {
  describe('export', () => {
    it('holds every row the user owns', async () => {
      const { orm } = getDb();
      const user = await createUserWithEverything(orm);
      const now = new Date('2025-03-04T05:06:07.000Z');

      const data = await exportAccountData(orm, user.id, now);

      expect(data.version).toBe(17);
      expect(data.exportedAt).toBe('2025-03-04T05:06:07.000Z');
      expect(data.user).toMatchObject({ id: user.id, email: user.email, name: 'Ana Souza', emailVerified: false });
      expect(data.profile).toMatchObject({ id: user.id, firstName: 'Ana', lastName: 'Souza' });
      expect(data.avatar).toMatchObject({ contentType: 'image/png', data: PNG_BASE64 });
      expect(data.settings).toMatchObject({ aiContext: 'Uma cafeteria', aiVerbosity: 70 });
      expect(data.preferences).toMatchObject({
        onboardingCompleted: true,
        customObjective: 'Abrir uma cafeteria',
      });
      expect(data.sessions).toEqual([expect.objectContaining({ ipAddress: '203.0.113.7', userAgent: 'Test Browser' })]);
      expect(data.linkedAccounts.map((linked) => linked.providerId).sort()).toEqual(['credential', 'github']);
      expect(data.notifications).toEqual([expect.objectContaining({ title: 'Nova Sessão Iniciada' })]);
      expect(data.emails).toEqual([expect.objectContaining({ kind: 'password-reset', subject: 'Redefina sua senha' })]);
      expect(data.subscription).toMatchObject({ plan: 'free', status: 'active', trialEndsAt: null });
      expect(data.usage).toEqual([
        expect.objectContaining({ simulations: 0, validations: 0, aiConsultations: 0, reports: 0 }),
      ]);
      expect(data.checkouts).toEqual([
        expect.objectContaining({
          plan: 'basic',
          status: 'paid',
          amountCents: 2900,
          currency: 'BRL',
          paidAt: '2025-03-01T10:00:00.000Z',
        }),
      ]);
      expect(data.invoices).toEqual([
        expect.objectContaining({ plan: 'basic', amountCents: 2900, periodEnd: '2025-03-31T10:00:00.000Z' }),
      ]);

      expect(data.simulations).toEqual([
        expect.objectContaining({
          name: 'Café da Ana',
          businessType: 'food',
          status: 'active',
          month: 1,
          setup: expect.objectContaining({ seed: 20_250_301 }),
          months: [expect.objectContaining({ month: 1, result: expect.objectContaining({ month: 1 }) })],
        }),
      ]);

      expect(data.validations).toEqual([
        expect.objectContaining({
          title: IDEA_CORPUS[0]!.idea.title,
          version: 1,
          versions: [expect.objectContaining({ version: 1, input: IDEA_CORPUS[0]!.idea })],
          experiments: [expect.objectContaining({ key: 'interviews', done: true, result: '7 de 10 confirmaram' })],
        }),
      ]);

      expect(data.mentorConversations).toEqual([
        expect.objectContaining({
          title: 'Preço do café',
          persona: 'leo',
          messages: [
            expect.objectContaining({ role: 'user', content: 'Quanto cobrar pelo café?' }),
            expect.objectContaining({
              role: 'assistant',
              persona: 'leo',
              content: 'Comece pelo custo.',
              engine: 'builtIn',
            }),
          ],
        }),
      ]);

      expect(data.supportTickets).toEqual([
        expect.objectContaining({
          subject: 'Não consigo avançar o mês',
          status: 'open',
          messages: [
            expect.objectContaining({
              author: 'user',
              body: 'O botão não responde.',
              attachments: [expect.objectContaining({ fileName: 'tela.png', contentType: 'image/png', size: 68 })],
            }),
          ],
        }),
      ]);
      expect(data.admin).toEqual({ grantedAt: expect.any(String) });
      expect(data.dashboardLayout?.[0]).toEqual({ id: 'mentor', visible: true });
      expect(data.reports).toEqual([
        expect.objectContaining({
          kind: 'simulation',
          title: 'Café da Ana',
          pdf: Buffer.from('%PDF-1.3 relatório').toString('base64'),
        }),
      ]);
      expect(data.weeklySummaries).toEqual([
        expect.objectContaining({ weekStart: '2026-11-16', activity: expect.objectContaining({ questions: 3 }) }),
      ]);

      expect(data.classes.teaching).toEqual([
        expect.objectContaining({
          name: 'Turma de Empreendedorismo',
          rounds: [expect.objectContaining({ month: 1, closedBy: 'teacher' })],
          announcements: [expect.objectContaining({ body: 'A rodada 2 fecha na sexta.' })],
        }),
      ]);
      expect(data.classes.studying).toEqual([
        expect.objectContaining({
          className: 'Turma da Helena',
          company: expect.objectContaining({
            name: 'Café da Ana',
            months: [expect.objectContaining({ month: 1, held: false })],
          }),
        }),
      ]);

      expect(data.canvases).toEqual([
        expect.objectContaining({
          title: 'Canvas do café',
          kind: 'businessModel',
          versions: [
            expect.objectContaining({ version: 1, cards: [expect.objectContaining({ text: 'Vizinhos do café' })] }),
          ],
        }),
      ]);

      expect(data.pitches).toEqual([
        expect.objectContaining({
          title: 'Pitch do café',
          parts: { oneLiner: 'Café de bairro para quem trabalha em casa.' },
          versions: [expect.objectContaining({ number: 1, kind: 'elevator' })],
        }),
      ]);

      expect(data.progress).toEqual({
        evidence: [expect.objectContaining({ competence: 'pitching', success: true, fingerprint: 'pitch-1' })],
        achievements: [
          {
            achievement: 'everyFigureHolds',
            source: expect.objectContaining({ kind: 'pitch' }),
            earnedAt: '2025-03-01T10:00:00.000Z',
          },
        ],
      });

      expect(data.examAttempts).toEqual([
        expect.objectContaining({
          level: 'foundation',
          status: 'open',
          decisions: [],
          setup: expect.objectContaining({ seed: 7 }),
          startedAt: '2025-03-01T10:00:00.000Z',
        }),
      ]);

      // The exam run for the class taught, its seed past an integer column's range as drawn.
      expect(data.classExams).toEqual([
        expect.objectContaining({ level: 'advanced', seed: 4_000_000_000, closedAt: null }),
      ]);

      // The question asked with its earlier body, the reaction given, the read and the day.
      expect(data.community.topics).toEqual([
        expect.objectContaining({ title: 'Meu preço está certo?', kind: 'question' }),
      ]);
      expect(data.community.posts).toEqual([
        expect.objectContaining({
          number: 1,
          body: 'Cobro R$ 14 por marmita.',
          versions: [{ version: 1, body: 'Cobro R$ 12 por marmita.', writtenAt: '2025-03-02T10:00:00.000Z' }],
        }),
      ]);
      expect(data.community.reactions).toEqual([expect.objectContaining({ kind: 'thanks' })]);
      expect(data.community.reads).toEqual([expect.objectContaining({ lastNumber: 2 })]);
      expect(data.community.visits).toEqual(['2025-03-02']);
      expect(data.community.flags).toEqual([expect.objectContaining({ reason: 'offTopic' })]);
      expect(data.community.sanctions).toEqual([
        { kind: 'silence', until: '2025-03-03T13:00:00.000Z', createdAt: expect.any(String) },
      ]);
      expect(data.community.moderation).toEqual([
        expect.objectContaining({ action: 'silence', memberId: user.id, reason: 'Mensagens repetidas.' }),
      ]);

      // The profile, Helena followed, blocked and muted, the conversation with both sides, the report.
      expect(data.communityNetwork.profile).toMatchObject({
        visible: true,
        name: 'Ana do Café',
        stage: 'launched',
        links: ['https://cafe-da-ana.example'],
      });
      for (const made of [data.communityNetwork.follows, data.communityNetwork.blocks, data.communityNetwork.mutes])
        expect(made).toEqual([{ memberId: expect.any(String), createdAt: expect.any(String) }]);
      expect(data.communityNetwork.conversations).toEqual([
        expect.objectContaining({
          messages: [
            expect.objectContaining({ mine: true, body: 'Oi, Helena! Você vende grãos?' }),
            expect.objectContaining({ mine: false, body: 'Compre meu curso antes.', deletedAt: null }),
          ],
        }),
      ]);
      expect(data.communityNetwork.messageReports).toEqual([
        expect.objectContaining({ reason: 'spam', reviewedAt: null }),
      ]);

      expect(data.certificates).toEqual([
        expect.objectContaining({
          id: expect.stringMatching(/^[A-HJ-NP-Z2-9]{20}$/),
          holderName: 'Ana Souza',
          revokedAt: null,
        }),
      ]);

      // Every owned table is represented, so a new table cannot be forgotten silently.
      const owned = await countOwnedRows(getDb(), user.id);
      expect(Object.keys(owned)).toEqual(expect.arrayContaining(OWNED_TABLES));
      expect(Object.values(owned).every((count) => count > 0)).toBe(true);
    });

    it('contains no secret, by value or by field name', async () => {
      const { orm } = getDb();
      const user = await createUserWithEverything(orm);
      const json = JSON.stringify(await exportAccountData(orm, user.id));
      for (const secret of Object.values(SECRETS)) expect(json).not.toContain(secret);
      expect(json).not.toMatch(/"[^"]*(token|password|secret|hash)[^"]*"\s*:/i);
    });

    it("holds nothing of another user's", async () => {
      const { orm } = getDb();
      const alice = await createUserWithEverything(orm, 'Alice Alves');
      const bob = await insertTestUser(orm, { name: 'Bob Brito' });
      const json = JSON.stringify(await exportAccountData(orm, bob.id));
      expect(json).not.toContain(alice.id);
      expect(json).not.toContain(alice.email);
      expect(json).not.toContain('Alice');
    });

    it('names the file after the UTC export date', () => {
      expect(buildExportFileName('2025-12-31T23:59:59.000Z')).toBe('alavanca-export-2025-12-31.json');
    });
  });
});
