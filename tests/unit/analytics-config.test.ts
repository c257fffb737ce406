import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { analyticsFromEnv } from "../../src/config/analytics";

describe("analyticsFromEnv", () => {
  it("is off unless both key and host are set", () => {
    assert.equal(analyticsFromEnv({}), null);
    assert.equal(analyticsFromEnv({ POSTHOG_KEY: "phc_x" }), null);
    assert.equal(analyticsFromEnv({ POSTHOG_HOST: "https://h.example" }), null);
    assert.equal(
      analyticsFromEnv({ POSTHOG_KEY: " ", POSTHOG_HOST: "https://h.example" }),
      null,
    );
  });

  it("normalises the host", () => {
    assert.deepEqual(
      analyticsFromEnv({
        POSTHOG_KEY: "phc_x",
        POSTHOG_HOST: "https://h.example/ingest/",
      }),
      { key: "phc_x", host: "https://h.example/ingest" },
    );
  });

  it("names the variable when the host is not a URL", () => {
    assert.throws(
      () =>
        analyticsFromEnv({ POSTHOG_KEY: "phc_x", POSTHOG_HOST: "h.example" }),
      /POSTHOG_HOST/,
    );
    assert.throws(
      () =>
        analyticsFromEnv({
          POSTHOG_KEY: "phc_x",
          POSTHOG_HOST: "ftp://h.example",
        }),
      /http or https/,
    );
  });
});
