/**
 * A stand-in for a PostHog host: records every event posted to /capture/ and
 * lists them at GET /events, so tests can check what the site sent.
 */
import { createServer } from "node:http";

const port = Number(process.env.PORT ?? 3210);
const events: unknown[] = [];

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (req.method === "OPTIONS") {
    res.writeHead(204, cors).end();
    return;
  }
  if (req.method === "POST" && url.pathname === "/capture/") {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      try {
        events.push(JSON.parse(body));
        res.writeHead(200, { ...cors, "Content-Type": "application/json" });
        res.end('{"status":1}');
      } catch {
        res.writeHead(400, { ...cors, "Content-Type": "application/json" });
        res.end('{"error":"invalid JSON"}');
      }
    });
    return;
  }
  if (req.method === "GET" && url.pathname === "/events") {
    res.writeHead(200, { ...cors, "Content-Type": "application/json" });
    res.end(JSON.stringify(events));
    return;
  }
  if (url.pathname === "/health") {
    res.writeHead(200).end("ok");
    return;
  }
  res.writeHead(404, cors).end();
}).listen(port, "127.0.0.1");
