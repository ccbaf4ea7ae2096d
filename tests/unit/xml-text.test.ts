import { describe, expect, it } from "vitest";
import { escapeXml } from "../../worker/http/escape-xml";
import { parseXml } from "../fixtures/xml";

describe("text in the feed and the sitemaps", () => {
  it("drops the characters XML cannot carry and escapes markup", () => {
    expect(escapeXml("a\u0000b\u0007c\u000Bd\u000Ce\u001Ff\uFFFEg\uFFFFh")).toBe("abcdefgh");
    expect(escapeXml("lone \uD800 and \uDFFF surrogates")).toBe("lone  and  surrogates");
    expect(escapeXml("tab\tnewline\ncarriage\r, \u00E9, \uFFFD and \u{1F50C}")).toBe(
      "tab\tnewline\ncarriage\r, \u00E9, \uFFFD and \u{1F50C}",
    );
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
    expect(() => parseXml(`<t a="${escapeXml('\u0001\uDC00"')}">${escapeXml("\u0007<\uFFFF&")}</t>`)).not.toThrow();
  });

  it("the strict parser refuses what escaping used to let through", () => {
    expect(() => parseXml("<t>bell\u0007</t>")).toThrow();
    expect(() => parseXml("<t>\uFFFE</t>")).toThrow();
  });
});
