/**
 * Server-Sent Events read from text as it arrives (the format of the HTML standard's
 * EventSource): the server reads language models' streams with it, the web app the mentor's.
 * Chunks may cut an event, a line or a CRLF anywhere; an event is given once its blank line came.
 */
export interface ServerSentEvent {
  /** `message` when the event names none. */
  event: string;
  /** The data lines, joined by line feeds. */
  data: string;
}

const BLANK_LINE = /\r?\n\r?\n/;

function parseBlock(block: string): ServerSentEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

export interface ServerSentEventParser {
  /** The events this chunk completes. */
  push(chunk: string): ServerSentEvent[];
  /** The last event, when the stream ended without its blank line. */
  end(): ServerSentEvent[];
}

export function createServerSentEventParser(): ServerSentEventParser {
  let buffer = '';
  return {
    push(chunk) {
      buffer += chunk;
      const events: ServerSentEvent[] = [];
      for (let end = BLANK_LINE.exec(buffer); end; end = BLANK_LINE.exec(buffer)) {
        const parsed = parseBlock(buffer.slice(0, end.index));
        buffer = buffer.slice(end.index + end[0].length);
        if (parsed) events.push(parsed);
      }
      return events;
    },
    end() {
      const parsed = parseBlock(buffer);
      buffer = '';
      return parsed ? [parsed] : [];
    },
  };
}
