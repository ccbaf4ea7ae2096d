import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { FaultRule } from "../fixtures/faults";

/**
 * A fault-injecting HTTP proxy in front of the Firestore and Auth emulators, for tests that
 * prove what the site says and keeps when its upstream misbehaves. Requests pass through to
 * the emulator their path belongs to, unless a rule matches them:
 *
 * - `drop`: the connection closes with no answer, nothing forwarded;
 * - `reset`: the socket is reset (ECONNRESET), nothing forwarded;
 * - `delay`: forwarded after `ms`;
 * - `status`: answered with `status` (and `body`, default a JSON error), nothing forwarded;
 * - `lost`: forwarded (so a commit is applied), then the answer is lost: the socket is reset;
 * - `lost-status`: forwarded, then answered with `status`/`body` instead of the real answer
 *   (a 503 or 504 from a gateway, or a 502 HTML page).
 *
 * Tests set rules over HTTP: `PUT /__faults` with `[{ match, kind, times?, ms?, status?, body? }]`
 * (`match` is a regular expression tested on "METHOD path", `times` how many matching requests
 * it applies to, default all); `DELETE /__faults` clears them; `GET /__faults` answers the
 * requests seen since the last PUT, as "METHOD path" lines, for asserting what was asked.
 */
const AUTH_PATHS = /^\/(identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com|emulator)\//;

export interface FaultProxy {
  host: string;
  close: () => Promise<void>;
}

/** Starts the proxy on a free loopback port, in front of `firestoreHost` and `authHost` (host:port each). */
export async function startFaultProxy({
  firestoreHost,
  authHost,
}: {
  firestoreHost: string;
  authHost: string;
}): Promise<FaultProxy> {
  let rules: Array<FaultRule & { left: number }> = [];
  let seen: string[] = [];
  const sockets = new Set<Socket>();

  const readBody = (incoming: IncomingMessage) =>
    new Promise<Buffer>((done, fail) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => done(Buffer.concat(chunks)));
      incoming.on("error", fail);
    });

  const control = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (incoming.method === "PUT") {
      const parsed = JSON.parse((await readBody(incoming)).toString("utf8")) as FaultRule[];
      rules = parsed.map((rule) => ({ ...rule, left: rule.times ?? Number.POSITIVE_INFINITY }));
      seen = [];
    } else if (incoming.method === "DELETE") {
      rules = [];
      seen = [];
    }
    outgoing.writeHead(200, { "content-type": "application/json" });
    outgoing.end(JSON.stringify({ rules: rules.length, seen }));
  };

  /** Forwards the request upstream and resolves with the whole answer. */
  const pass = (incoming: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((done, fail) => {
      const upstream = AUTH_PATHS.test(incoming.url ?? "") ? authHost : firestoreHost;
      const [hostname, port] = upstream.split(":");
      const call = forward(
        {
          hostname,
          port: Number(port),
          path: incoming.url,
          method: incoming.method,
          headers: { ...incoming.headers, host: upstream },
        },
        (answer) => {
          readBody(answer).then((data) => done({ status: answer.statusCode ?? 502, headers: answer.headers, body: data }), fail);
        },
      );
      call.on("error", fail);
      call.end(body);
    });

  const server: Server = createServer((incoming, outgoing) => {
    void (async () => {
      const line = `${incoming.method} ${incoming.url}`;
      if ((incoming.url ?? "").startsWith("/__faults")) return control(incoming, outgoing);
      seen.push(line);
      const body = await readBody(incoming);
      const rule = rules.find((each) => each.left > 0 && new RegExp(each.match).test(line));
      if (rule) rule.left -= 1;
      const kill = () => incoming.socket.destroy();
      const reset = () => incoming.socket.resetAndDestroy();
      switch (rule?.kind) {
        case "drop":
          return kill();
        case "reset":
          return reset();
        case "status":
          outgoing.writeHead(rule.status ?? 503, { "content-type": "application/json" });
          return outgoing.end(
            rule.body ?? JSON.stringify({ error: { code: rule.status ?? 503, status: "UNAVAILABLE", message: "injected" } }),
          );
        case "delay":
          await new Promise((done) => setTimeout(done, rule.ms ?? 5_000));
          break;
      }
      let answer: Awaited<ReturnType<typeof pass>>;
      try {
        answer = await pass(incoming, body);
      } catch {
        return kill();
      }
      if (rule?.kind === "lost") return reset();
      if (rule?.kind === "lost-status") {
        const html = (rule.body ?? "").trimStart().startsWith("<");
        outgoing.writeHead(rule.status ?? 503, { "content-type": html ? "text/html" : "application/json" });
        return outgoing.end(
          rule.body ?? JSON.stringify({ error: { code: rule.status ?? 503, status: "UNAVAILABLE", message: "injected" } }),
        );
      }
      const headers = { ...answer.headers };
      delete headers["transfer-encoding"];
      outgoing.writeHead(answer.status, { ...headers, "content-length": String(answer.body.length) });
      outgoing.end(answer.body);
    })().catch(() => incoming.socket.destroy());
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
