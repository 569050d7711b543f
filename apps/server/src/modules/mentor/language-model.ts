import { createServerSentEventParser, type ServerSentEvent } from '@alavanca/domain/text/server-sent-events';
import type { LanguageModelSettings } from '../../config';

/**
 * The language models the mentor can go through, behind one interface: OpenAI-compatible chat
 * completions (OpenAI, Ollama, vLLM, LM Studio, llama.cpp's server) and Anthropic's messages.
 * Both stream; a call is bounded by a timeout, retried with back-off on 429 and 5xx answers (and
 * on a failed connection) until its first byte, and capped at a number of tokens. The key goes to
 * the provider and nowhere else.
 */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ModelRequest {
  /** The persona, the rules and the grounded material. */
  system: string;
  /** The conversation so far, ending with the question. */
  turns: ChatTurn[];
}

export interface LanguageModel {
  readonly engine: 'openai' | 'anthropic';
  readonly model: string;
  /** The answer's text as the provider writes it; throws when the call fails, at any point. */
  stream(request: ModelRequest, signal: AbortSignal): AsyncGenerator<string>;
}

export class LanguageModelError extends Error {
  override name = 'LanguageModelError';
}

/** Waits before the retries: half a second, then one and a half (or what Retry-After asks, up to five). */
const RETRY_DELAYS_MS: readonly number[] = [500, 1_500];

export interface LanguageModelOptions {
  fetch?: typeof fetch;
  /** The waits before each retry; their count is the number of retries. */
  retryDelaysMs?: readonly number[];
}
const MAX_RETRY_AFTER_MS = 5_000;

const retryable = (status: number) => status === 429 || status >= 500;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

function retryAfterMs(response: Response, fallback: number): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1_000, MAX_RETRY_AFTER_MS) : fallback;
}

/** POSTs `body`, retrying what a retry can fix; the response once it answers 2xx. */
async function postWithRetries(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
  options: Required<LanguageModelOptions>,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const delay = options.retryDelaysMs[attempt];
    let response: Response;
    try {
      response = await options.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal.aborted || delay === undefined) throw error;
      await sleep(delay, signal);
      continue;
    }
    if (response.ok && response.body) return response;
    if (!retryable(response.status) || delay === undefined) {
      // The provider's message can quote the request: only its status is kept.
      await response.body?.cancel();
      throw new LanguageModelError(`The language model answered ${response.status}.`);
    }
    await response.body?.cancel();
    await sleep(retryAfterMs(response, delay), signal);
  }
}

/** The Server-Sent Events of a response body, as they arrive. */
async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const parser = createServerSentEventParser();
  const decoder = new TextDecoder();
  for await (const chunk of body) yield* parser.push(decoder.decode(chunk, { stream: true }));
  yield* parser.push(decoder.decode());
  yield* parser.end();
}

function readJson(data: string): Record<string, unknown> {
  try {
    return JSON.parse(data) as Record<string, unknown>;
  } catch {
    throw new LanguageModelError('The language model sent an event that is not JSON.');
  }
}

function openAiCompatible(settings: LanguageModelSettings, options: Required<LanguageModelOptions>): LanguageModel {
  return {
    engine: 'openai',
    model: settings.model,
    async *stream(request, signal) {
      const response = await postWithRetries(
        `${settings.baseUrl}/chat/completions`,
        settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
        {
          model: settings.model,
          stream: true,
          max_tokens: settings.maxTokens,
          messages: [{ role: 'system', content: request.system }, ...request.turns],
        },
        AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]),
        options,
      );
      let finished = false;
      for await (const event of serverSentEvents(response.body as ReadableStream<Uint8Array>)) {
        if (event.data === '[DONE]') {
          finished = true;
          break;
        }
        const chunk = readJson(event.data) as {
          error?: unknown;
          choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
        };
        if (chunk.error) throw new LanguageModelError('The language model failed mid-answer.');
        const choice = chunk.choices?.[0];
        if (choice?.delta?.content) yield choice.delta.content;
        if (choice?.finish_reason) finished = true;
      }
      if (!finished) throw new LanguageModelError('The language model stopped before the end of its answer.');
    },
  };
}

function anthropic(settings: LanguageModelSettings, options: Required<LanguageModelOptions>): LanguageModel {
  return {
    engine: 'anthropic',
    model: settings.model,
    async *stream(request, signal) {
      const response = await postWithRetries(
        `${settings.baseUrl}/v1/messages`,
        { 'x-api-key': settings.apiKey ?? '', 'anthropic-version': '2023-06-01' },
        {
          model: settings.model,
          stream: true,
          max_tokens: settings.maxTokens,
          system: request.system,
          messages: request.turns,
        },
        AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]),
        options,
      );
      for await (const event of serverSentEvents(response.body as ReadableStream<Uint8Array>)) {
        if (event.event === 'error') throw new LanguageModelError('The language model failed mid-answer.');
        if (event.event === 'message_stop') return;
        if (event.event !== 'content_block_delta') continue;
        const delta = (readJson(event.data) as { delta?: { type?: string; text?: string } }).delta;
        if (delta?.type === 'text_delta' && delta.text) yield delta.text;
      }
      throw new LanguageModelError('The language model stopped before the end of its answer.');
    },
  };
}

/** The adapter for the configured provider; the timeout covers the whole call, retries included. */
export function createLanguageModel(
  settings: LanguageModelSettings,
  options: LanguageModelOptions = {},
): LanguageModel {
  const resolved = { fetch: options.fetch ?? fetch, retryDelaysMs: options.retryDelaysMs ?? RETRY_DELAYS_MS };
  return settings.provider === 'anthropic' ? anthropic(settings, resolved) : openAiCompatible(settings, resolved);
}
