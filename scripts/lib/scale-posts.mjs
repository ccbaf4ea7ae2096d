// Posts for the scale benchmarks (bench:scale, and search at 20,000 posts in bench): titles
// that name a board, a part and a project, so queries can aim at any post, about 4 KB of
// pageData each, written straight into a Firestore emulator as an import would.
import { paths } from "../../worker/firestore/paths.ts";
import { toFields } from "../../worker/firestore/values.ts";

const BATCH = 500;

/** @type {Array<[string, string]>} */
export const BOARDS = [
  ["ESP32", "esp32"],
  ["Arduino Uno", "arduino-uno"],
  ["ESP8266", "esp8266"],
  ["Arduino Nano", "arduino-nano"],
  ["Raspberry Pi Pico", "raspberry-pi-pico"],
  ["STM32", "stm32"],
];
const PARTS = [
  "BME280",
  "DHT22",
  "HC-SR04",
  "MPU6050",
  "SSD1306 OLED",
  "DS18B20",
  "relay module",
  "servo motor",
  "L298N",
  "PIR sensor",
];
const PROJECTS = [
  "weather station",
  "distance meter",
  "tilt monitor",
  "plant watering",
  "door alarm",
  "data logger",
  "robot car",
  "smart light",
];

/** The item at `index`, wrapping around. @template T @param {T[]} items @param {number} index @returns {T} */
export const pick = (items, index) => /** @type {T} */ (items[index % items.length]);

/** Title of post `index`: board, part, project and a number, so queries can aim at any post. @param {number} index */
export function titleOf(index) {
  return `${pick(BOARDS, index)[0]} ${pick(PARTS, Math.floor(index / 6))} ${pick(PROJECTS, Math.floor(index / 60))} ${index}`;
}

/** About 4 KB of pageData, as a long tutorial's first sections would be. @param {number} index */
function pageData(index) {
  const paragraph = `Step ${index}: wire the sensor to the board, check the supply, and read the value over I2C. `.repeat(6);
  return [
    { section: "intro", content: [{ h2: `Part ${index}` }, { p: paragraph }, { p: paragraph }] },
    {
      section: "code",
      content: [{ code: { text: `void setup() {\n  Serial.begin(115200); // post ${index}\n}\n`.repeat(8), lang: "cpp" } }],
    },
    { section: "notes", content: [{ ul: ["One", "Two", "Three"] }, { note: paragraph }] },
  ];
}

/** 200 varied queries: exact titles, words, prefixes, typos, split part numbers. @param {number} posts */
export function queries(posts, count = 200) {
  const kinds = [
    (/** @type {number} */ i) => titleOf((i * 7919) % posts),
    (/** @type {number} */ i) => pick(PARTS, i),
    (/** @type {number} */ i) => `${pick(BOARDS, i)[0]} ${pick(PROJECTS, i)}`,
    (/** @type {number} */ i) => pick(BOARDS, i)[0].slice(0, 4).toLowerCase(),
    (/** @type {number} */ i) => pick(["arduno", "temprature", "ultrasonik", "wether staton", "releay"], i),
    (/** @type {number} */ i) => pick(["bme 280", "dht 22", "mpu 6050", "ds18b20", "hc sr04"], i),
  ];
  return Array.from({ length: count }, (_, i) => pick(kinds, i)(i));
}

/**
 * Writes posts straight into an emulator's project, BATCH per commit, spread over the authors.
 * @param {{ host: string, projectId: string, authors: string[] }} target
 */
export function scaleSeeder({ host, projectId, authors }) {
  const documents = `projects/${projectId}/databases/(default)/documents`;
  const commit = async (/** @type {unknown[]} */ writes) => {
    const response = await fetch(`http://${host}/v1/${documents}:commit`, {
      method: "POST",
      headers: { authorization: "Bearer owner", "content-type": "application/json" },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`Commit failed: ${response.status} ${await response.text()}`);
  };
  const postName = (/** @type {number} */ index) =>
    `${documents}/${paths.post(/** @type {string} */ (authors[index % authors.length]), `scale-${index}`)}`;
  const postData = (/** @type {number} */ index, /** @type {string} */ title) => ({
    slug: `scale-post-${index}`,
    title,
    topic: pick(BOARDS, index)[1],
    meta: { description: `Post ${index} of the scale test.` },
    pageData: pageData(index),
  });
  return {
    commit,
    postName,
    postData,
    /** Writes posts 0 to `posts - 1`. @param {number} posts */
    async seed(posts) {
      for (let start = 0; start < posts; start += BATCH) {
        const writes = [];
        for (let index = start; index < Math.min(start + BATCH, posts); index += 1)
          writes.push({ update: { name: postName(index), fields: toFields(postData(index, titleOf(index))) } });
        await commit(writes);
      }
    },
  };
}
