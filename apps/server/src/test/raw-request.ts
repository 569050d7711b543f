import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, not decompressed. */
  body: Buffer;
  text: string;
}

/**
 * A request through node:http, not fetch: fetch adds its own Accept-Encoding, decompresses,
 * normalizes the path and always sends the address's own `Host`, which would hide what the
 * server does. Sends exactly the headers given (node:http adds `Host` only when they have none).
 */
export function request(
  baseUrl: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
