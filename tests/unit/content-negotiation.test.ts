import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { pickEncoding } from "../../search/http/answer-cache";

describe("the search API's answer encoding", () => {
  it("honours q-values, including a refused encoding", () => {
    assert.equal(pickEncoding("br;q=0, gzip"), "gzip");
    assert.equal(pickEncoding("gzip;q=0.5, br;q=0.4"), "gzip");
    assert.equal(pickEncoding("br;q=0, gzip;q=0"), "identity");
  });

  it("prefers brotli when the client weighs them equally, as browsers send", () => {
    assert.equal(pickEncoding("gzip, deflate, br, zstd"), "br");
    assert.equal(pickEncoding("*"), "br");
  });

  it("sends plain bytes without a header or for encodings it lacks", () => {
    assert.equal(pickEncoding(undefined), "identity");
    assert.equal(pickEncoding(""), "identity");
    assert.equal(pickEncoding("deflate"), "identity");
  });
});
