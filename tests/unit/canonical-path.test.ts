import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  canonicalRedirect,
  movedPageRedirect,
} from "../../server/canonical-path";

describe("canonicalRedirect", () => {
  it("leaves canonical paths alone", () => {
    for (const url of ["/", "/intro/installation", "/search?q=led", "/a/b#c"]) {
      assert.equal(canonicalRedirect(url), null, url);
    }
  });

  it("drops .html and /index.html", () => {
    assert.equal(
      canonicalRedirect("/intro/installation.html"),
      "/intro/installation",
    );
    assert.equal(
      canonicalRedirect("/intro/installation/index.html"),
      "/intro/installation",
    );
    assert.equal(canonicalRedirect("/index.html"), "/");
  });

  it("drops a trailing slash but keeps the root", () => {
    assert.equal(
      canonicalRedirect("/elements/resistor/"),
      "/elements/resistor",
    );
    assert.equal(canonicalRedirect("/"), null);
  });

  it("keeps the query string and hash", () => {
    assert.equal(
      canonicalRedirect("/intro/quickstart-cli.html?ref=x#install"),
      "/intro/quickstart-cli?ref=x#install",
    );
  });

  it("never redirects to another origin", () => {
    assert.equal(
      canonicalRedirect("//evil.example/index.html"),
      "/evil.example",
    );
    assert.equal(canonicalRedirect("//evil.example/"), "/evil.example");
  });
});

describe("movedPageRedirect", () => {
  const moved = new Map([
    ["/guides/manual-edits", "/guides/tscircuit-essentials/manual-edits"],
  ]);

  it("sends an old path to the new one, keeping query and hash", () => {
    assert.equal(
      movedPageRedirect("/guides/manual-edits?x=1#files", moved),
      "/guides/tscircuit-essentials/manual-edits?x=1#files",
    );
    assert.equal(
      movedPageRedirect("/guides/manual-edits.html", moved),
      "/guides/tscircuit-essentials/manual-edits",
    );
  });

  it("leaves other paths alone", () => {
    assert.equal(movedPageRedirect("/guides/manual-edits-2", moved), null);
    assert.equal(
      movedPageRedirect("/guides/tscircuit-essentials/manual-edits", moved),
      null,
    );
  });
});
