// A pass-through HTTP proxy in front of the Firestore emulator that counts requests and the
// bytes of their answers, so a benchmark can prove how much reached Firestore.
import { createServer, request } from "node:http";
import { freePort } from "./processes.mjs";

/**
 * @param {string} target host:port of the emulator
 * Documents are the entries of query and batchGet answers ("document" and "found"), which is
 * what Firestore bills as reads; count queries are counted apart (`counts`).
 * @returns {Promise<{ host: string, count: () => number, bytes: () => number, documents: () => number, counts: () => number, close: () => Promise<void> }>}
 */
export async function startCountingProxy(target) {
  const [targetHost, targetPort] = target.split(":");
  let count = 0;
  let bytes = 0;
  let documents = 0;
  let counts = 0;
  const server = createServer((incoming, outgoing) => {
    count += 1;
    const forward = request(
      { host: targetHost, port: Number(targetPort), method: incoming.method, path: incoming.url, headers: incoming.headers },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        /** @type {Buffer[]} */
        const chunks = [];
        response.on("data", (chunk) => {
          bytes += chunk.length;
          chunks.push(chunk);
        });
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          if (incoming.url?.includes(":runAggregationQuery")) counts += 1;
          else documents += (text.match(/"(document|found)"\s*:/g) ?? []).length;
        });
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
    documents: () => documents,
    counts: () => counts,
    close: () => new Promise((done) => server.close(() => done(undefined))),
  };
}
