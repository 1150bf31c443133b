import { connect } from 'node:net';

export interface StreamedUpload {
  /** Status line, headers and body as the server sent them (latin1). */
  response: string;
  /** Body bytes handed to the socket before the upload stopped (an upper bound of what was sent). */
  bodyBytesWritten: number;
  /** The server closed the connection (else it answered and kept it, and we hung up). */
  closedByServer: boolean;
}

const CHUNK = Buffer.alloc(64 * 1024, 0x5a);

/**
 * POSTs an octet-stream body of `bodyBytes` over a raw socket, writing only as fast as the
 * server takes it, until the whole body is out or the server closes the connection. A server
 * that answers without reading the body stops taking it, so what gets written is then bounded
 * by the kernel's socket buffers, not by the body's size; one that answers early but drains
 * the body to keep the connection takes it all.
 */
export async function streamUpload(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  bodyBytes: number,
  options: { answerBeforeBodyMs?: number } = {},
): Promise<StreamedUpload> {
  const url = new URL(baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  let response = '';
  let hungUp = false;
  let closedByServer = false;
  let answered = (): void => undefined;
  let firstByte = (): void => undefined;
  const anyAnswer = new Promise<void>((resolve) => (firstByte = resolve));
  const respondedKeepingConnection = new Promise<void>((resolve) => (answered = resolve));
  socket.on('data', (chunk: Buffer) => {
    response += chunk.toString('latin1');
    firstByte();
    // An answer that says it keeps the connection: stop, nothing more will happen.
    if (hasCompleteResponse(response) && !/\r\nconnection: *close\r\n/i.test(headOf(response))) answered();
  });
  // EPIPE/ECONNRESET when the server closes mid-body: expected, the close says it.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closedByServer = !hungUp;
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });

  const head = [`POST ${path} HTTP/1.1`, `Host: ${url.host}`, 'Content-Type: application/octet-stream', `Content-Length: ${bodyBytes}`];
  for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
  socket.write(`${head.join('\r\n')}\r\n\r\n`);
  // A server that answers from the head alone does so before any body byte is in flight, so the
  // reset its close causes cannot discard the answer on our side.
  if (options.answerBeforeBodyMs !== undefined) await Promise.race([anyAnswer, closed, new Promise((resolve) => setTimeout(resolve, options.answerBeforeBodyMs))]);

  let written = 0;
  let stop = false;
  void Promise.race([closed, respondedKeepingConnection]).then(() => (stop = true));
  while (written < bodyBytes && !stop) {
    const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, bodyBytes - written));
    written += chunk.length;
    if (!socket.write(chunk)) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed, respondedKeepingConnection]);
  }
  await Promise.race([closed, respondedKeepingConnection]);
  hungUp = true;
  socket.destroy();
  await closed;
  return { response, bodyBytesWritten: written, closedByServer };
}

function headOf(response: string): string {
  const end = response.indexOf('\r\n\r\n');
  return end < 0 ? response : response.slice(0, end + 2);
}

function hasCompleteResponse(response: string): boolean {
  const end = response.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(headOf(response));
  return length !== null && response.length - end - 4 >= Number(length[1]);
}

/** The JSON body of a raw HTTP/1.1 response with a Content-Length. */
export function jsonBodyOf(response: string): unknown {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
}
