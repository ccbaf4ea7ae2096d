import { describe, expect, it } from "vitest";
import { pathOrder, topicPath } from "../../client/data/learning-path";
import type { BoardId, Difficulty } from "../../client/data/post-schema";
import type { PostSummary } from "../../client/data/post-summary";
import { pinRowIds } from "../../client/data/topic-anchors";
import { topicPages } from "../../client/data/topics";
import { followsBoard, relatedPosts, titleTerms } from "../../worker/posts/related";

// Issue 31: related posts follow what is being built; the learning path reads Start here, then
// by level; every pin row has an anchor.

function summary(
  slug: string,
  fields: { topic?: string; boards?: BoardId[]; difficulty?: Difficulty; published?: string } = {},
): PostSummary {
  return {
    slug,
    title: slug,
    description: null,
    authorId: "a",
    author: null,
    topic: fields.topic ?? null,
    image: null,
    published: fields.published ?? "2026-01-01T00:00:00Z",
    updated: null,
    readingMinutes: 1,
    difficulty: fields.difficulty ?? null,
    minutes: null,
    boards: fields.boards ?? [],
  };
}

const slugs = (list: PostSummary[]) => list.map((each) => each.slug);

describe("related posts", () => {
  const weather = { slug: "weather", topic: "esp32", boards: ["esp32"] as BoardId[] };
  const start = summary("start", { topic: "esp32", boards: ["esp32"] });
  const espNow = summary("esp-now", { topic: "iot", boards: ["esp32"] });
  const divider = summary("divider", { topic: "basic-electronics", boards: ["arduino-uno", "esp32"] });
  const uno = summary("hc-sr04-uno", { topic: "ece", boards: ["arduino-uno"] });
  const pico = summary("pico-servo", { topic: "raspberry-pi-pico", boards: ["raspberry-pi-pico"] });
  const piLogger = summary("pi-bme280", { topic: "raspberry-pi-4", boards: ["raspberry-pi-4"] });
  const cam = summary("esp32-cam", { topic: "esp32-cam", boards: ["esp32-cam"] });
  const general = summary("ohms-law", { topic: "esp32" });

  it("puts the same board first, those also on the topic before the others", () => {
    const related = relatedPosts(
      weather,
      { sameBoard: [espNow, divider, start], sameTopic: [general, start], sameWords: [piLogger, cam] },
      new Set(),
      4,
    );
    expect(slugs(related)).toEqual(["start", "esp-now", "divider", "ohms-law"]);
  });

  it("never shows another board family while a post of the same board exists, even one shown as Previous or Next", () => {
    const related = relatedPosts(
      weather,
      { sameBoard: [start], sameTopic: [], sameWords: [uno, piLogger, pico, cam, general] },
      new Set(["start"]),
      4,
    );
    // The ESP32-CAM is of the same family; a post naming no board fits anything.
    expect(slugs(related)).toEqual(["esp32-cam", "ohms-law"]);
  });

  it("shows other families only when no other post uses the board, its own family first", () => {
    const related = relatedPosts(weather, { sameBoard: [], sameTopic: [], sameWords: [uno, general, cam] }, new Set(), 4);
    expect(slugs(related)).toEqual(["esp32-cam", "ohms-law", "hc-sr04-uno"]);
  });

  it("leaves out the post itself, what Previous and Next show, and repeats; keeps to the limit", () => {
    const related = relatedPosts(
      weather,
      {
        sameBoard: [summary("weather", { boards: ["esp32"] }), espNow, divider, start],
        sameTopic: [start, general],
        sameWords: [espNow],
      },
      new Set(["divider"]),
      2,
    );
    expect(slugs(related)).toEqual(["start", "esp-now"]);
  });

  it("ranks a post naming no board by topic, then title words, without preferring any board", () => {
    const related = relatedPosts(
      { slug: "led-basics", topic: "electronics", boards: [] },
      { sameBoard: [], sameTopic: [summary("divider-2", { topic: "electronics" })], sameWords: [uno, general] },
      new Set(),
      4,
    );
    expect(slugs(related)).toEqual(["divider-2", "hc-sr04-uno", "ohms-law"]);
  });

  it("sends a reader only to a post of the same board, or one naming none", () => {
    expect(followsBoard(["esp32"], ["esp32"])).toBe(true);
    expect(followsBoard(["esp32"], ["arduino-uno", "esp32"])).toBe(true);
    expect(followsBoard(["esp32"], [])).toBe(true);
    expect(followsBoard([], ["esp32-cam"])).toBe(true);
    expect(followsBoard(["esp32"], ["esp32-cam"])).toBe(false);
  });
});

describe("title words", () => {
  it("are FTS5 terms, split as the title index splits them, without common words", () => {
    expect(titleTerms("ESP32 Weather Station: BME280 Readings on a Wi-Fi Web Page")).toEqual([
      '"esp32"',
      '"weather"',
      '"station"',
      '"bme280"',
      '"readings"',
      '"wi"',
      '"fi"',
      '"web"',
    ]);
    expect(titleTerms('HC-SR04 "distance" meter OR NEAR')).toEqual(['"hc"', '"sr04"', '"distance"', '"meter"', '"near"']);
    expect(titleTerms("Überblick: a to the")).toEqual(['"uberblick"']);
    expect(titleTerms("")).toEqual([]);
  });
});

describe("the learning path's order", () => {
  const picks = { start: "start", picked: ["start", "picked-advanced", "picked-beginner"] };
  const posts = [
    summary("old-beginner", { topic: "t", difficulty: "beginner", published: "2026-01-01" }),
    summary("picked-advanced", { topic: "t", difficulty: "advanced" }),
    summary("new-beginner", { topic: "t", difficulty: "beginner", published: "2026-02-01" }),
    summary("start", { topic: "t", difficulty: "intermediate" }),
    summary("none", { topic: "t" }),
    summary("picked-beginner", { topic: "elsewhere", difficulty: "beginner", published: "2026-03-01" }),
    summary("stranger", { topic: "elsewhere", difficulty: "beginner" }),
    summary("tie-a", { topic: "t", difficulty: "advanced", published: "2026-05-01" }),
    summary("tie-b", { topic: "t", difficulty: "advanced", published: "2026-05-01" }),
  ];

  it("is Start here, then by level with the page's picks first in each, oldest first, ties by slug descending", () => {
    expect(slugs(topicPath(posts, "t", picks))).toEqual([
      "start",
      "picked-beginner",
      "old-beginner",
      "new-beginner",
      "picked-advanced",
      "tie-b",
      "tie-a",
      "none",
    ]);
  });

  it("is a total order: the same whatever order the posts come in", () => {
    const sorted = slugs([...posts].sort(pathOrder(picks)));
    expect(slugs([...posts].reverse().sort(pathOrder(picks)))).toEqual(sorted);
  });
});

describe("pin anchors", () => {
  it("give every pinout row an id of its own, named after its pin", () => {
    for (const [slug, { pinout }] of topicPages) {
      if (!pinout) continue;
      const ids = pinRowIds(pinout);
      expect(ids, slug).toHaveLength(pinout.rows.length);
      expect(new Set(ids).size, slug).toBe(ids.length);
      for (const id of ids) expect(id, slug).toMatch(/^pin-[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    const esp32 = topicPages.get("esp32")!.pinout!;
    const ids = pinRowIds(esp32);
    const idOf = (label: string) => ids[esp32.rows.findIndex((row) => row.pin === label)];
    expect(idOf("GPIO34")).toBe("pin-gpio34");
    expect(idOf("GPIO36 (SENSOR_VP)")).toBe("pin-gpio36");
    expect(idOf("GND (J3, first pin)")).toBe("pin-gnd-2");
    const pi = topicPages.get("raspberry-pi-4")!.pinout!;
    expect(pinRowIds(pi)[pi.rows.findIndex((row) => row.pin === "Pin 3: GPIO2 (SDA1)")]).toBe("pin-gpio2");
  });
});
