import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createServerSentEventParser, type ServerSentEvent } from './server-sent-events';

const STREAM =
  ': a comment\n\nevent: delta\ndata: {"text":"Olá"}\n\ndata: first\r\ndata: second\r\n\r\nevent: done\ndata: {}\n\n';
const EVENTS: ServerSentEvent[] = [
  { event: 'delta', data: '{"text":"Olá"}' },
  { event: 'message', data: 'first\nsecond' },
  { event: 'done', data: '{}' },
];

function readAll(chunks: string[]): ServerSentEvent[] {
  const parser = createServerSentEventParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

describe('Server-Sent Events', () => {
  it('reads events, comments, multi-line data and CRLF', () => {
    expect(readAll([STREAM])).toEqual(EVENTS);
  });

  it('reads the same events however the stream is cut into chunks', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: STREAM.length - 1 }), { maxLength: 12 }), (cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), STREAM.length];
        const chunks = points.slice(1).map((end, index) => STREAM.slice(points[index], end));
        expect(readAll(chunks)).toEqual(EVENTS);
      }),
    );
  });

  it('gives the last event when the stream ends without its blank line', () => {
    expect(readAll(['data: [DONE]'])).toEqual([{ event: 'message', data: '[DONE]' }]);
  });
});
