import type { Language } from '@alavanca/domain/constants';
import { CANVAS_CORPUS, SALON_SAAS } from '@alavanca/domain/canvas/testing/canvas-corpus';
import { expect, it } from 'vitest';
import { sharedText } from '../../i18n/shared-catalogs';
import { describeEachDatabase } from '../../test/databases';
import { useLanguageModelApp } from '../../test/model-app';
import { useTestApp } from '../../test/test-app';
import { signUpTestUser } from '../../test/users';
import { mentorCalls } from './testing/mentor-calls';

/*
 * The user's newest canvas in the mentor's grounding (decision 031): a question on the canvas or
 * the business model is answered with its weakest point and its untested assumptions, in the
 * question's language, from the asker's own canvas only; a language model is handed the same.
 */

function canvasText(language: Language, key: string, values: Record<string, string> = {}): string {
  const found = sharedText('canvas', key, language, values);
  if (found === undefined) throw new Error(`The canvas catalog has no text at ${key}`);
  return found;
}

describeEachDatabase('the mentor and the user’s canvases', (getDb) => {
  const api = useTestApp(getDb);
  const { conversation, ask, storeCanvas } = mentorCalls(api);
  const newUser = () => signUpTestUser(api.baseUrl);

  it('grounds a question on the business model in the asker’s newest canvas, and never in another user’s', async () => {
    const alice = await newUser();
    const unlinked = CANVAS_CORPUS.find((entry) => entry.name.startsWith('nine blocks'))!.canvas;
    const older = await storeCanvas(alice, unlinked, 'Jardins de Lyon');
    const salon = await storeCanvas(alice, SALON_SAAS);
    const { id } = await conversation(alice, { persona: 'eva' });

    const portuguese = (await ask(alice, id, 'Qual é o ponto mais fraco do meu canvas?')).done.content;
    // The weakest finding by name, the card it names, its numbers, then the untested assumptions.
    expect(portuguese).toContain(canvasText('pt-BR', 'findings.slowPayback.short'));
    expect(portuguese).toContain(canvasText('pt-BR', 'quoted', { text: 'Assinatura mensal' }));
    expect(portuguese).toMatch(/R\$\s?1\.200,00/);
    expect(portuguese).toContain(
      canvasText('pt-BR', 'quoted', { text: 'Salões de beleza de bairro em Recife com 2 a 6 cadeiras' }),
    );
    expect(portuguese).toContain(`([Agenda de salão](/canvas/${salon}))`);
    // Only the newest canvas is told.
    expect(portuguese).not.toContain(older);
    expect(portuguese).not.toContain('Jardins de Lyon');

    const english = (await ask(alice, id, 'What is the weakest point of my canvas?')).done.content;
    expect(english).toContain(canvasText('en-US', 'findings.slowPayback.short'));
    expect(english).toContain(canvasText('en-US', 'quoted', { text: 'Assinatura mensal' }));
    expect(english).toContain(`([Agenda de salão](/canvas/${salon}))`);

    // Bob's own canvas answers him; Alice's never does.
    const bob = await newUser();
    const bobs = await storeCanvas(bob, unlinked, 'Jardins du Bob');
    const bobConversation = await conversation(bob);
    const bobAnswer = (await ask(bob, bobConversation.id, 'Qual é o ponto mais fraco do meu canvas?')).done.content;
    expect(bobAnswer).toContain(canvasText('pt-BR', 'findings.noRevenueNumbers.short'));
    expect(bobAnswer).toContain(`([Jardins du Bob](/canvas/${bobs}))`);
    for (const text of [salon, older, 'Agenda de salão', 'Assinatura mensal', 'Salões de beleza']) {
      expect(bobAnswer).not.toContain(text);
    }
  });
});

describeEachDatabase('the mentor’s canvas through a language model', (getDb) => {
  const model = useLanguageModelApp(getDb);

  it('hands the model the asker’s canvas, told as the built-in mentor tells it', async () => {
    const { conversation, ask, storeCanvas } = mentorCalls(model.app);
    const alice = await signUpTestUser(model.app.baseUrl);
    const salon = await storeCanvas(alice, SALON_SAAS);
    const { id } = await conversation(alice);
    model.standIn.script({ pieces: ['Teste ', 'o canal.'] });
    await ask(alice, id, 'Qual é o ponto mais fraco do meu canvas?');
    const sent = model.standIn.requests.at(-1)!;
    const system = (sent.body['messages'] as { role: string; content: string }[])[0]!.content;
    expect(system).toContain(canvasText('pt-BR', 'findings.slowPayback.short'));
    expect(system).toContain(canvasText('pt-BR', 'quoted', { text: 'Assinatura mensal' }));
    expect(system).toContain(`([Agenda de salão](/canvas/${salon}))`);
  });
});
