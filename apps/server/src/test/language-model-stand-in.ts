import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Test helper: a local HTTP stand-in for a language model's API, speaking OpenAI's chat
 * completions or Anthropic's messages stream protocol. Each request takes the next scripted
 * reply; the requests are recorded (headers and body) for the tests to read.
 */

export type StandInReply =
  /** An error status with a JSON body. */
  | { status: number; retryAfterSeconds?: number }
  /** A 200 stream of these text pieces; `failAfter` pieces, it sends the protocol's error; `stallAfter`, it stops writing. */
  | { pieces: string[]; failAfter?: number; stallAfter?: number; pauseMs?: number };

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface LanguageModelStandIn {
  url: string;
  requests: RecordedRequest[];
  /** Scripts the next replies, in order; when none is left, the last repeats. */
  script(...replies: StandInReply[]): void;
  close(): Promise<void>;
}

function openAiFrames(piece: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content: piece }, finish_reason: null }] })}\n\n`;
}
const OPENAI_END = `data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`;
const OPENAI_ERROR = `data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`;

function anthropicFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
const anthropicPiece = (piece: string) =>
  anthropicFrame('content_block_delta', {
    type: 'content_block_delta',
    index: 0,
    delta: { type: 'text_delta', text: piece },
  });
const ANTHROPIC_START =
  anthropicFrame('message_start', { type: 'message_start', message: { id: 'msg_1', role: 'assistant' } }) +
  anthropicFrame('content_block_start', {
    type: 'content_block_start',
    index: 0,
    content_block: { type: 'text', text: '' },
  });
const ANTHROPIC_END =
  anthropicFrame('content_block_stop', { type: 'content_block_stop', index: 0 }) +
  anthropicFrame('message_stop', { type: 'message_stop' });
const ANTHROPIC_ERROR = anthropicFrame('error', {
  type: 'error',
  error: { type: 'overloaded_error', message: 'Overloaded' },
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startLanguageModelStandIn(protocol: 'openai' | 'anthropic'): Promise<LanguageModelStandIn> {
  let replies: StandInReply[] = [{ pieces: ['Olá.'] }];
  const requests: RecordedRequest[] = [];
  const open = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(raw || '{}') as Record<string, unknown>,
      });
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      void answer(reply, response);
    });
  });

  async function answer(reply: StandInReply, response: http.ServerResponse) {
    if ('status' in reply) {
      response.writeHead(reply.status, {
        'content-type': 'application/json',
        ...(reply.retryAfterSeconds !== undefined && { 'retry-after': String(reply.retryAfterSeconds) }),
      });
      response.end(JSON.stringify({ error: { message: 'scripted failure' } }));
      return;
    }
    open.add(response);
    response.on('close', () => open.delete(response));
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    if (protocol === 'anthropic') response.write(ANTHROPIC_START);
    for (const [index, piece] of reply.pieces.entries()) {
      if (reply.stallAfter === index) return;
      if (reply.failAfter === index) {
        response.end(protocol === 'openai' ? OPENAI_ERROR : ANTHROPIC_ERROR);
        return;
      }
      response.write(protocol === 'openai' ? openAiFrames(piece) : anthropicPiece(piece));
      if (reply.pauseMs) await pause(reply.pauseMs);
      if (response.destroyed) return;
    }
    response.end(protocol === 'openai' ? OPENAI_END : ANTHROPIC_END);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${protocol === 'openai' ? '/v1' : ''}`,
    requests,
    script(...next) {
      replies = next;
    },
    async close() {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
