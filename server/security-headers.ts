import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

export type HeaderSet = Record<string, string>;

/**
 * The headers helmet would set for `options`, worked out once. Helmet's
 * middleware (and @fastify/helmet, which rebuilds it on every request)
 * parses the whole policy per response; the headers never change while the
 * server runs, so they are computed at start and copied onto each reply.
 */
export function securityHeaders(options: HelmetOptions): HeaderSet {
  const headers: HeaderSet = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}
