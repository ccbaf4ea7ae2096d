import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlineText } from "../../client/components/InlineText";
import { isPublicAddress } from "../../client/data/safe-url";

// Issue 31: a placeholder in a step ("open http://that-address/") is something to type, not a
// link; a real address written bare keeps its link.

const html = (text: string) => renderToStaticMarkup(InlineText({ text, markdown: true }));

describe("bare addresses", () => {
  it("are public when they name a host under a real top-level domain", () => {
    for (const address of [
      "https://www.arduino.cc/en/software",
      "http://www.espressif.com",
      "https://docs.python.org/3/library/venv.html",
      "https://xn--bcher-kva.example.de/",
      "mailto:help@circuit-campus.org",
    ])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it("are placeholders or a reader's own devices otherwise", () => {
    for (const address of [
      "http://that-address/",
      "http://localhost:8080/",
      "http://192.168.1.42/",
      "http://192.168.x.x",
      "http://10.0.0.5:1883",
      "http://[::1]/",
      "http://weather.local/",
      "http://router.lan/",
      "http://printer.home.arpa/",
      "http://www.example.com",
      "https://example.org/board.png",
      "http://my-esp32.test/",
      "http://%3Cyour-esp32-ip%3E/",
      "http://esp32.{your-domain}.com/",
      "mailto:me@example.com",
      "javascript:alert(1)",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe("a bare address in a post's text", () => {
  it("is code, not a link, when it is a placeholder", () => {
    expect(html("Open http://that-address/ on a phone.")).toBe("Open <code>http://that-address/</code> on a phone.");
    expect(html("Try http://192.168.x.x, then http://192.168.1.42/ again.")).toBe(
      "Try <code>http://192.168.x.x</code>, then <code>http://192.168.1.42/</code> again.",
    );
    expect(html("Then open http://weather.local/ from a laptop.")).toBe(
      "Then open <code>http://weather.local/</code> from a laptop.",
    );
    expect(html("*see www.example.com*")).toBe("<em>see <code>www.example.com</code></em>");
  });

  it("stays text when brackets make it no address at all", () => {
    expect(html("Open http://<your-esp32-ip>/ in a browser.")).toBe("Open http://&lt;your-esp32-ip&gt;/ in a browser.");
    expect(html("Open http://<your-esp32-ip>/ in a browser.")).not.toContain("<a");
  });

  it("keeps its link when it is a real address", () => {
    expect(html("Install the IDE from https://www.arduino.cc/en/software today.")).toBe(
      'Install the IDE from <a href="https://www.arduino.cc/en/software" rel="noopener">https://www.arduino.cc/en/software</a> today.',
    );
    expect(html("See www.espressif.com.")).toBe('See <a href="http://www.espressif.com/" rel="noopener">www.espressif.com</a>.');
  });

  it("does not touch a link the author wrote as a link", () => {
    expect(html("[the local page](http://weather.local/)")).toBe(
      '<a href="http://weather.local/" rel="noopener">the local page</a>',
    );
    expect(html("<http://localhost:8080/>")).toBe('<a href="http://localhost:8080/" rel="noopener">http://localhost:8080/</a>');
    expect(html("[Ohm's law](/tools/ohms-law)")).toBe('<a href="/tools/ohms-law">Ohm&#x27;s law</a>');
  });

  it("is left alone in a plain (not Markdown) post", () => {
    expect(renderToStaticMarkup(InlineText({ text: "Open http://that-address/", markdown: false }))).toBe(
      "Open http://that-address/",
    );
  });
});
