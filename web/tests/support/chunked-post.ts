import { request as httpRequest } from 'node:http';

/**
 * POSTs `totalBytes` of JSON-ish padding with chunked encoding and no Content-Length, a chunk every
 * few milliseconds, and notes how much had been sent when the server answered (it stops sending then).
 */
export function chunkedPost(
  url: string,
  { headers, totalBytes }: { headers: Record<string, string>; totalBytes: number },
): Promise<{ status: number; sentBeforeAnswer: number; elapsedMs: number }> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(url, {
      method: 'POST',
      headers: { ...headers, 'Transfer-Encoding': 'chunked' },
    });
    request.on('response', (response) => {
      answered = true;
      const result = {
        status: response.statusCode ?? 0,
        sentBeforeAnswer: sent,
        elapsedMs: Date.now() - started,
      };
      response.resume();
      request.destroy();
      resolve(result);
    });
    // The server may close the connection on us once it has answered: that is not a failure.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    request.write('{"event":"entry.publish","model":"demo","padding":"');
    const pump = () => {
      if (answered) return;
      if (sent >= totalBytes) {
        request.end('"}');
        return;
      }
      sent += chunk.length;
      request.write(chunk);
      setTimeout(pump, 2);
    };
    pump();
  });
}
