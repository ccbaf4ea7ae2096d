import "./read-model";
import { describe, expect, it } from "vitest";
import { page } from "./helpers";

describe("project list cards say where they lead", () => {
  it("shows each card's kind on the list page, as a label and as data-kind", async () => {
    const { doc } = await page("/learn/esp32-projects");
    const cards = doc.querySelectorAll("main .card");
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const kind = card.getAttribute("data-kind");
      expect(["tutorial", "project-idea"]).toContain(kind);
      expect(card.querySelector(".card-kind")?.text).toBe(kind === "tutorial" ? "Tutorial" : "Project idea");
    }
  });

  it("gives every project on a topic page an id of its own", async () => {
    const { doc } = await page("/learn/arduino-uno");
    const ids = doc.querySelectorAll("#project-ideas .topic-item, #top-projects .topic-item").map((item) => item.id);
    expect(ids.length).toBeGreaterThan(5);
    expect(ids.every((id) => /^(idea|top)-[a-z0-9-]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("idea-thermistor-thermometer");
  });
});
