import { once } from 'node:events';
import { type IncomingMessage, request as httpRequest } from 'node:http';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POSTs up to `totalBytes` of JSON with chunked encoding and no Content-Length. After `pauseAt` bytes it
 * stops sending for `pauseMs`: a server that reads the body as it streams can answer in that pause, one
 * that waits for the whole body cannot. Says whether the answer came while the body was unfinished.
 */
export async function chunkedPost(
  url: string,
  {
    headers,
    totalBytes,
    pauseAt = 1024 * 1024,
    pauseMs = 5000,
  }: { headers: Record<string, string>; totalBytes: number; pauseAt?: number; pauseMs?: number },
): Promise<{ status: number; answeredBeforeEnd: boolean; sentBeforeAnswer: number; elapsedMs: number }> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const started = Date.now();
  const request = httpRequest(url, {
    method: 'POST',
    headers: { ...headers, 'Transfer-Encoding': 'chunked' },
  });
  let sent = 0;
  const state: { answer?: { response: IncomingMessage; sent: number; at: number } } = {};
  const answered = new Promise<NonNullable<typeof state.answer>>((resolve, reject) => {
    request.on('response', (response) => {
      state.answer = { response, sent, at: Date.now() };
      resolve(state.answer);
    });
    // The server may close the connection once it has answered: that is not a failure.
    request.on('error', (error) => (state.answer ? undefined : reject(error)));
  });

  request.write('{"event":"entry.publish","model":"demo","padding":"');
  let paused = false;
  while (!state.answer && sent < totalBytes) {
    if (sent >= pauseAt && !paused) {
      paused = true;
      await Promise.race([answered, sleep(pauseMs)]);
      continue;
    }
    sent += chunk.length;
    if (!request.write(chunk)) await Promise.race([answered, once(request, 'drain')]);
  }
  if (!state.answer) request.end('"}');
  const answer = await answered;
  answer.response.resume();
  request.destroy();
  return {
    status: answer.response.statusCode ?? 0,
    answeredBeforeEnd: answer.sent < totalBytes,
    sentBeforeAnswer: answer.sent,
    elapsedMs: answer.at - started,
  };
}
