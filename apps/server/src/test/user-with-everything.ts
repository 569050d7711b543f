import { eq } from 'drizzle-orm';
import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import type { Orm } from '../db/client';
import { account, session } from '../db/schema/auth';
import { checkouts, invoices } from '../db/schema/billing';
import {
  classAnnouncements,
  classCompanies,
  classCompanyMonths,
  classes,
  classMembers,
  classRounds,
} from '../db/schema/classes';
import { classExams } from '../db/schema/certificate';
import { communityPosts } from '../db/schema/community';
import { dashboardLayouts } from '../db/schema/dashboard';
import { mentorConversations, mentorMessages } from '../db/schema/mentor';
import { reports, weeklySummaries } from '../db/schema/reports';
import { simulationMonths, simulations } from '../db/schema/simulations';
import { admins, supportAttachments, supportMessages, supportTickets } from '../db/schema/support';
import { emailOutbox, notifications } from '../db/schema/user-data';
import { ideaValidations, ideaValidationVersions, validationExperiments } from '../db/schema/validations';
import { insertCanvas } from '../modules/canvases/canvases.repo';
import {
  addReaction,
  editPost,
  flagPost,
  insertReply,
  insertTopic,
  recordRead,
} from '../modules/community/community.repo';
import { insertLog, setSanction } from '../modules/community/moderation.repo';
import { insertMessage, openPairConversation, reportMessage } from '../modules/community/messages.repo';
import { saveProfile, setRelation } from '../modules/community/network.repo';
import { addPitchAnalysis, insertPitch } from '../modules/pitches/pitches.repo';
import { insertAchievements, insertEvidence, markBackfilled } from '../modules/progress/progress.repo';
import { BACKFILL_READS } from '../modules/progress/progress-backfill';
import { insertAttempt, insertCertificate } from '../modules/certificate/certificate.repo';
import { drawCertificateId } from '../modules/certificate/certificate.service';
import { examSetup } from '@alavanca/domain/certificate/exam';
import { scorePitch } from '@alavanca/domain/pitch/rubric';
import { ensureUserData } from '../modules/user-setup/ensure-user-data';
import { completeOnboarding } from '../modules/preferences/preferences.service';
import { updateSettings } from '../modules/preferences/settings.service';
import { uploadAvatar } from '../modules/profile/profile.service';
import { insertTestUser } from './insert-test-user';
import { IDEA_CORPUS } from '@alavanca/domain/validation/testing/idea-corpus';
import { validateIdea } from '@alavanca/domain/validation/validate-idea';

/*
 * A user with a row in every table a user can own, and the secrets none of their exports may
 * hold: what the account's export and deletion tests start from.
 */

export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** Values no export may ever contain. */
export const SECRETS = {
  sessionToken: 'secret-session-token-0f3a',
  accessToken: 'secret-access-token-91bc',
  refreshToken: 'secret-refresh-token-77de',
  idToken: 'secret-id-token-5a5a',
  passwordHash: 'secret-scrypt-hash-c0ffee',
  resetLink: 'https://app.example/reset?token=secret-reset-token-beef',
};

/** A user with a row in every table a user can own. */
export async function createUserWithEverything(orm: Orm, name = 'Ana Souza') {
  const user = await insertTestUser(orm, { name });
  await ensureUserData(orm, { userId: user.id, email: user.email, name });
  const owner = { id: user.id, email: user.email, name };
  await uploadAvatar(orm, owner, { contentType: 'image/png', data: PNG_BASE64 });
  await updateSettings(orm, user.id, { aiContext: 'Uma cafeteria' });
  await completeOnboarding(orm, user.id, {
    language: 'pt-BR',
    currency: 'BRL',
    region: 'Brasil',
    businessType: 'food',
    role: 'entrepreneur',
    experienceLevel: 'beginner',
    primaryObjective: 'other',
    customObjective: 'Abrir uma cafeteria',
  });
  await orm.insert(session).values({
    userId: user.id,
    token: `${SECRETS.sessionToken}-${user.id}`,
    expiresAt: new Date(Date.now() + 86_400_000),
    ipAddress: '203.0.113.7',
    userAgent: 'Test Browser',
  });
  await orm.insert(account).values([
    {
      userId: user.id,
      accountId: user.id,
      providerId: 'credential',
      password: SECRETS.passwordHash,
    },
    {
      userId: user.id,
      accountId: `github-${user.id}`,
      providerId: 'github',
      accessToken: SECRETS.accessToken,
      refreshToken: SECRETS.refreshToken,
      idToken: SECRETS.idToken,
      scope: 'read:user',
    },
  ]);
  const paidAt = new Date('2025-03-01T10:00:00.000Z');
  await orm.insert(checkouts).values({
    userId: user.id,
    plan: 'basic',
    status: 'paid',
    amountCents: 2900,
    currency: 'BRL',
    provider: 'sandbox',
    paidAt,
  });
  await orm.insert(invoices).values({
    userId: user.id,
    plan: 'basic',
    status: 'paid',
    amountCents: 2900,
    currency: 'BRL',
    periodStart: paidAt,
    periodEnd: new Date('2025-03-31T10:00:00.000Z'),
    provider: 'sandbox',
  });
  // A simulation with its first month, played by the engine with its suggested decisions.
  const setup = {
    businessType: 'food',
    name: 'Café da Ana',
    country: 'BR',
    currency: 'BRL',
    startingCapitalCents: 80_000_00,
    horizonMonths: 12,
    difficulty: 'normal',
    seed: 20_250_301,
    firstCalendarMonth: 3,
  } as const;
  const start = createSimulation(setup);
  const { eventChoice, ...levers } = suggestDecisions(start);
  const first = stepMonth(start, { ...levers, eventChoice });
  const [simulation] = await orm
    .insert(simulations)
    .values({
      userId: user.id,
      name: setup.name,
      businessType: setup.businessType,
      setup,
      state: first.state,
      month: 1,
    })
    .returning({ id: simulations.id });
  await orm.insert(simulationMonths).values({
    simulationId: simulation!.id,
    userId: user.id,
    month: 1,
    decisions: levers,
    eventChoice,
    result: first.result,
  });
  // An idea validated, with an experiment marked done.
  const idea = IDEA_CORPUS[0]!.idea;
  const result = validateIdea(idea);
  const [validation] = await orm
    .insert(ideaValidations)
    .values({
      userId: user.id,
      title: idea.title,
      businessType: idea.businessType,
      overall: result.overall,
      verdict: result.verdict,
    })
    .returning({ id: ideaValidations.id });
  await orm
    .insert(ideaValidationVersions)
    .values({ validationId: validation!.id, userId: user.id, version: 1, input: idea, result });
  await orm.insert(validationExperiments).values({
    validationId: validation!.id,
    userId: user.id,
    key: 'interviews',
    done: true,
    result: '7 de 10 confirmaram',
    doneAt: new Date(),
  });
  // A canvas filled in from it: one segment.
  await insertCanvas(orm, user.id, {
    kind: 'businessModel',
    title: 'Canvas do café',
    businessType: 'food',
    currency: 'BRL',
    validationId: validation!.id,
    cards: [
      {
        id: '5a0c3f1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b',
        block: 'customerSegments',
        text: 'Vizinhos do café',
        evidence: null,
        links: [],
      },
    ],
  });
  // A pitch held to it, analysed once.
  const pitch = await insertPitch(orm, user.id, {
    title: 'Pitch do café',
    kind: 'elevator',
    language: 'pt-BR',
    validationId: validation!.id,
    simulationId: null,
    parts: { oneLiner: 'Café de bairro para quem trabalha em casa.' },
    drafted: [],
  });
  const pitchResult = scorePitch({ kind: 'elevator', language: 'pt-BR', parts: pitch.parts, evidence: [] });
  await addPitchAnalysis(orm, pitch, {
    kind: 'elevator',
    language: 'pt-BR',
    parts: pitch.parts,
    score: pitchResult.score,
    result: pitchResult,
    drill: [],
    evidence: [],
  });
  // A competence shown and an achievement earned from it.
  const source = { kind: 'pitch' as const, id: pitch.id, version: 1 };
  await insertEvidence(orm, user.id, [
    { competence: 'pitching', source, fingerprint: 'pitch-1', success: true, strong: false, values: { score: 74 } },
  ]);
  await insertAchievements(
    orm,
    user.id,
    [{ achievement: 'everyFigureHolds', source }],
    new Date('2025-03-01T10:00:00.000Z'),
  );
  // Its stored works read by the progress back-fill.
  await markBackfilled(orm, user.id, BACKFILL_READS);
  // A certificate exam attempt, started, and a certificate from an earlier pass.
  const attempt = await insertAttempt(orm, {
    userId: user.id,
    level: 'foundation',
    setup: examSetup('foundation', { country: 'BR', currency: 'BRL' }, 7, 'foundation'),
    questions: ['pricing-markup-margin'],
    startedAt: new Date('2025-03-01T10:00:00.000Z'),
    deadlineAt: new Date('2025-03-01T11:00:00.000Z'),
  });
  await insertCertificate(orm, {
    id: drawCertificateId(),
    attemptId: attempt.id,
    userId: user.id,
    holderName: 'Ana Souza',
    level: 'foundation',
    issuedAt: new Date('2025-03-01T11:00:00.000Z'),
  });
  // A conversation with the mentor: a question and its answer.
  const [conversation] = await orm
    .insert(mentorConversations)
    .values({ userId: user.id, title: 'Preço do café', persona: 'leo' })
    .returning({ id: mentorConversations.id });
  await orm.insert(mentorMessages).values([
    { conversationId: conversation!.id, userId: user.id, role: 'user', content: 'Quanto cobrar pelo café?' },
    {
      conversationId: conversation!.id,
      userId: user.id,
      role: 'assistant',
      persona: 'leo',
      content: 'Comece pelo custo.',
      engine: 'builtIn',
    },
  ]);
  // A support ticket with a screenshot, and the operators' role.
  const [ticket] = await orm
    .insert(supportTickets)
    .values({ userId: user.id, subject: 'Não consigo avançar o mês', category: 'simulations' })
    .returning({ id: supportTickets.id });
  const [supportMessage] = await orm
    .insert(supportMessages)
    .values({ ticketId: ticket!.id, userId: user.id, author: 'user', authorId: user.id, body: 'O botão não responde.' })
    .returning({ id: supportMessages.id });
  await orm.insert(supportAttachments).values({
    messageId: supportMessage!.id,
    userId: user.id,
    fileName: 'tela.png',
    contentType: 'image/png',
    size: 68,
    data: Buffer.from(PNG_BASE64, 'base64'),
  });
  await orm.insert(admins).values({ userId: user.id });
  await orm.insert(dashboardLayouts).values({
    userId: user.id,
    widgets: [
      { id: 'mentor', visible: true },
      { id: 'usage', visible: false },
      { id: 'simulations', visible: true },
      { id: 'validations', visible: true },
      { id: 'notifications', visible: true },
    ],
  });
  await orm.insert(reports).values({
    userId: user.id,
    kind: 'simulation',
    itemId: simulation!.id,
    title: 'Café da Ana',
    language: 'pt-BR',
    pdf: Buffer.from('%PDF-1.3 relatório'),
    csv: Buffer.from('\uFEFFMês;Receita\r\n1;100,00\r\n'),
  });
  await orm.insert(weeklySummaries).values({
    userId: user.id,
    weekStart: '2026-11-16',
    summary: {
      activity: { simulationMonths: 2, validations: 1, questions: 3, reports: 1 },
      simulations: [],
    },
    deliveredAt: new Date('2026-11-23T01:00:00Z'),
  });
  await orm.insert(notifications).values({
    userId: user.id,
    title: 'Nova Sessão Iniciada',
    description: 'Um novo acesso à sua conta.',
    type: 'warning',
  });
  // A class taught, with a round and an announcement; a place in another teacher's class, with its company's month.
  const classValues = {
    setup: { ...setup, name: 'Turma de Empreendedorismo' },
    marketMode: 'shared',
    grouping: 'individual',
    schedule: 'manual',
  };
  const [taught] = await orm
    .insert(classes)
    .values({
      ...classValues,
      ownerId: user.id,
      name: 'Turma de Empreendedorismo',
      joinCode: `T${user.id.slice(0, 7)}`,
    })
    .returning({ id: classes.id });
  await orm.insert(classRounds).values({
    classId: taught!.id,
    month: 1,
    closedBy: 'teacher',
    report: { month: 1, revenueCents: 0, unitsSold: 0, averagePriceCents: null, companies: [] },
  });
  await orm.insert(classAnnouncements).values({ classId: taught!.id, body: 'A rodada 2 fecha na sexta.' });
  await orm.insert(classExams).values({ classId: taught!.id, level: 'advanced', seed: 4_000_000_000 });
  const teacher = await insertTestUser(orm, { name: 'Helena Professora' });
  // In the community: a question asked and edited once, Helena's answer reacted to, the topic read today.
  const asked = await insertTopic(orm, {
    space: 'pt-BR/feedback',
    classId: null,
    authorId: user.id,
    kind: 'question',
    title: 'Meu preço está certo?',
    body: 'Cobro R$ 12 por marmita.',
    at: new Date('2025-03-02T10:00:00.000Z'),
    search: { config: 'portuguese', text: 'Cobro R$ 12 por marmita.' },
  });
  const [opening] = await orm.select().from(communityPosts).where(eq(communityPosts.topicId, asked.id));
  await editPost(orm, opening!, 'Cobro R$ 14 por marmita.', new Date('2025-03-02T11:00:00.000Z'), {
    config: 'portuguese',
    text: 'Cobro R$ 14 por marmita.',
  });
  const answer = await insertReply(orm, asked, {
    authorId: teacher.id,
    body: 'Veja a margem primeiro.',
    at: new Date('2025-03-02T12:00:00.000Z'),
    search: { config: 'portuguese', text: 'Veja a margem primeiro.' },
  });
  await addReaction(orm, answer.id, user.id, 'thanks');
  await flagPost(
    orm,
    { postId: answer.id, userId: user.id, reason: 'offTopic' },
    3,
    new Date('2025-03-02T13:00:00.000Z'),
  );
  await recordRead(orm, user.id, asked.id, 2, '2025-03-02');
  // Silenced once by an operator (Helena here), for a day: the sanction and its line in the log.
  await setSanction(orm, { userId: user.id, kind: 'silence', until: new Date('2025-03-03T13:00:00.000Z') });
  await insertLog(orm, {
    moderatorId: teacher.id,
    memberId: user.id,
    postId: opening!.id,
    space: 'pt-BR/feedback',
    action: 'silence',
    reason: 'Mensagens repetidas.',
    until: new Date('2025-03-03T13:00:00.000Z'),
  });
  // In the network: a profile on, Helena followed, blocked and muted, a conversation with her in
  // which Ana wrote, and Helena's message Ana reported.
  await saveProfile(
    orm,
    user.id,
    {
      visible: true,
      name: 'Ana do Café',
      city: 'Belo Horizonte',
      businessType: 'food',
      stage: 'launched',
      seeks: 'Fornecedor de grãos',
      offers: 'Dicas de cardápio',
      links: ['https://cafe-da-ana.example'],
    },
    new Date('2025-03-02T09:00:00.000Z'),
  );
  for (const kind of ['follow', 'block', 'mute'] as const) await setRelation(orm, kind, user.id, teacher.id, true);
  const privately = await openPairConversation(orm, user.id, teacher.id, new Date('2025-03-02T14:00:00.000Z'));
  await insertMessage(orm, {
    conversationId: privately.id,
    userId: user.id,
    body: 'Oi, Helena! Você vende grãos?',
    at: new Date('2025-03-02T14:00:00.000Z'),
  });
  const received = await insertMessage(orm, {
    conversationId: privately.id,
    userId: teacher.id,
    body: 'Compre meu curso antes.',
    at: new Date('2025-03-02T14:05:00.000Z'),
  });
  await reportMessage(orm, { messageId: received.id, userId: user.id, reason: 'spam' });
  const [studied] = await orm
    .insert(classes)
    .values({ ...classValues, ownerId: teacher.id, name: 'Turma da Helena', joinCode: `S${user.id.slice(0, 7)}` })
    .returning({ id: classes.id });
  const companyStart = createSimulation({ ...setup, name: 'Café da Ana' });
  const [company] = await orm
    .insert(classCompanies)
    .values({ classId: studied!.id, name: 'Café da Ana', alias: 1, state: companyStart })
    .returning({ id: classCompanies.id });
  await orm.insert(classMembers).values({ classId: studied!.id, userId: user.id, companyId: company!.id });
  const played = stepMonth(companyStart, suggestDecisions(companyStart));
  await orm.insert(classCompanyMonths).values({
    companyId: company!.id,
    month: 1,
    decisions: played.result.decisions,
    held: false,
    slice: 1,
    result: played.result,
  });
  await orm.insert(emailOutbox).values({
    userId: user.id,
    toAddress: user.email,
    kind: 'password-reset',
    subject: 'Redefina sua senha',
    textBody: `Abra ${SECRETS.resetLink}`,
    htmlBody: `<a href="${SECRETS.resetLink}">Redefinir</a>`,
  });
  return user;
}
