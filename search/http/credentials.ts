import { timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

/** What credentials are read from: a Fastify request, or a raw one's parts. */
export interface CredentialSource {
  headers: IncomingHttpHeaders;
  /** The parsed query string; repeated names as arrays. */
  query?: unknown;
}

const appIdName = "x-algolia-application-id";
const apiKeyName = "x-algolia-api-key";

/**
 * Algolia clients send the pair as headers (Node) or as query parameters
 * (browsers, to avoid a CORS preflight); either is accepted.
 */
export function hasValidCredentials(
  request: CredentialSource,
  appId: string,
  apiKey: string,
): boolean {
  return (
    sameSecret(credential(request, appIdName), appId) &&
    sameSecret(credential(request, apiKeyName), apiKey)
  );
}

/** Query parameters of the transport (credentials, agent, request id). */
export function isTransportParameter(name: string): boolean {
  return name.toLowerCase().startsWith("x-algolia-");
}

function credential(
  request: CredentialSource,
  name: string,
): string | undefined {
  const header = request.headers[name];
  if (typeof header === "string") return header;
  const query = request.query as Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(query ?? {})) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") return first;
  }
  return undefined;
}

/**
 * Compares in constant time for a given length. Only the length can leak,
 * and keys of one kind all have the same length.
 */
function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
