import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageModelSettings } from '../../config';
import { startLanguageModelStandIn, type LanguageModelStandIn } from '../../test/language-model-stand-in';
import { createLanguageModel, LanguageModelError } from './language-model';

const REQUEST = { system: 'Você é a EVA.', turns: [{ role: 'user' as const, content: 'Quanto cobrar?' }] };

async function collect(stream: AsyncGenerator<string>): Promise<string> {
  let text = '';
  for await (const piece of stream) text += piece;
  return text;
}

describe.each(['openai', 'anthropic'] as const)('the %s adapter, against a stand-in', (provider) => {
  let standIn: LanguageModelStandIn;
  let settings: LanguageModelSettings;

  beforeAll(async () => {
    standIn = await startLanguageModelStandIn(provider);
    settings = {
      provider,
      baseUrl: standIn.url,
      apiKey: 'sk-test-key',
      model: 'test-model',
      timeoutMs: 10_000,
      maxTokens: 300,
    };
  });
  afterAll(() => standIn.close());

  it('streams the answer piece by piece, with the persona as system prompt, the key and the token budget', async () => {
    standIn.script({ pieces: ['Comece ', 'pelo ', 'custo.'] });
    const model = createLanguageModel(settings);
    const pieces: string[] = [];
    for await (const piece of model.stream(REQUEST, new AbortController().signal)) pieces.push(piece);
    expect(pieces).toEqual(['Comece ', 'pelo ', 'custo.']);
    const sent = standIn.requests.at(-1)!;
    expect(sent.body).toMatchObject({ model: 'test-model', stream: true, max_tokens: 300 });
    if (provider === 'openai') {
      expect(sent.path).toBe('/v1/chat/completions');
      expect(sent.headers.authorization).toBe('Bearer sk-test-key');
      expect(sent.body['messages']).toEqual([{ role: 'system', content: 'Você é a EVA.' }, REQUEST.turns[0]]);
    } else {
      expect(sent.path).toBe('/v1/messages');
      expect(sent.headers['x-api-key']).toBe('sk-test-key');
      expect(sent.headers['anthropic-version']).toBe('2023-06-01');
      expect(sent.body).toMatchObject({ system: 'Você é a EVA.', messages: REQUEST.turns });
    }
  });

  it('retries 429 and 5xx with back-off, then answers', async () => {
    standIn.script({ status: 429, retryAfterSeconds: 0 }, { status: 503 }, { pieces: ['Ok.'] });
    const before = standIn.requests.length;
    const started = Date.now();
    expect(await collect(createLanguageModel(settings).stream(REQUEST, new AbortController().signal))).toBe('Ok.');
    expect(standIn.requests.length - before).toBe(3);
    // The second wait is the back-off's own (1.5 s): the 503 named no Retry-After.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
  });

  it('gives up after its retries, and does not retry what a retry cannot fix', async () => {
    standIn.script({ status: 500 });
    const quick = { retryDelaysMs: [10, 20] };
    const before500 = standIn.requests.length;
    await expect(
      collect(createLanguageModel(settings, quick).stream(REQUEST, new AbortController().signal)),
    ).rejects.toThrow(LanguageModelError);
    expect(standIn.requests.length - before500).toBe(3);
    standIn.script({ status: 401 });
    const before = standIn.requests.length;
    await expect(collect(createLanguageModel(settings).stream(REQUEST, new AbortController().signal))).rejects.toThrow(
      /401/,
    );
    expect(standIn.requests.length - before).toBe(1);
  });

  it('fails when the provider errs mid-answer, after what it wrote', async () => {
    standIn.script({ pieces: ['Primeiro ', 'segundo ', 'terceiro'], failAfter: 2 });
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const piece of createLanguageModel(settings).stream(REQUEST, new AbortController().signal)) {
          pieces.push(piece);
        }
      })(),
    ).rejects.toThrow(LanguageModelError);
    expect(pieces).toEqual(['Primeiro ', 'segundo ']);
  });

  it('times out a provider that stops writing', async () => {
    standIn.script({ pieces: ['Um ', 'dois'], stallAfter: 1 });
    const model = createLanguageModel({ ...settings, timeoutMs: 1_000 });
    const started = Date.now();
    await expect(collect(model.stream(REQUEST, new AbortController().signal))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
