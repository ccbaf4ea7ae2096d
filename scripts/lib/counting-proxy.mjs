// A pass-through HTTP proxy in front of the Firestore emulator that counts requests and the
// bytes of their answers, so a benchmark can prove how much reached Firestore.
import { createServer, request } from "node:http";
import { freePort } from "./processes.mjs";

/**
 * @param {string} target host:port of the emulator
 * @returns {Promise<{ host: string, count: () => number, bytes: () => number, close: () => Promise<void> }>}
 */
export async function startCountingProxy(target) {
  const [targetHost, targetPort] = target.split(":");
  let count = 0;
  let bytes = 0;
  const server = createServer((incoming, outgoing) => {
    count += 1;
    const forward = request(
      { host: targetHost, port: Number(targetPort), method: incoming.method, path: incoming.url, headers: incoming.headers },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.on("data", (chunk) => (bytes += chunk.length));
        response.pipe(outgoing);
      },
    );
    forward.on("error", () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, "127.0.0.1", () => done(undefined)));
  return {
    host: `127.0.0.1:${port}`,
    count: () => count,
    bytes: () => bytes,
    close: () => new Promise((done) => server.close(() => done(undefined))),
  };
}
