import agri from "../content/topics/agri";
import arduinoMega from "../content/topics/arduino-mega";
import arduinoNano from "../content/topics/arduino-nano";
import arduinoUno from "../content/topics/arduino-uno";
import armMicrocontroller from "../content/topics/arm-microcontroller";
import avrMicrocontroller from "../content/topics/avr-microcontroller";
import basicElectronics from "../content/topics/basic-electronics";
import civil from "../content/topics/civil";
import communication from "../content/topics/communication";
import ece from "../content/topics/ece";
import eee from "../content/topics/eee";
import electronics from "../content/topics/electronics";
import electronicsProjects from "../content/topics/electronics-projects";
import embedded from "../content/topics/embedded";
import esp32 from "../content/topics/esp32";
import esp32Cam from "../content/topics/esp32-cam";
import esp8266 from "../content/topics/esp8266";
import iot from "../content/topics/iot";
import it from "../content/topics/it";
import mech from "../content/topics/mech";
import picMicrocontroller from "../content/topics/pic-microcontroller";
import raspberryPi4 from "../content/topics/raspberry-pi-4";
import raspberryPiPico from "../content/topics/raspberry-pi-pico";
import raspberryPiZero from "../content/topics/raspberry-pi-zero";
import robotics from "../content/topics/robotics";
import stm32 from "../content/topics/stm32";
import pinoutArduinoMega from "../content/pinouts/arduino-mega";
import pinoutArduinoNano from "../content/pinouts/arduino-nano";
import pinoutArduinoUno from "../content/pinouts/arduino-uno";
import pinoutEsp32 from "../content/pinouts/esp32";
import pinoutEsp32Cam from "../content/pinouts/esp32-cam";
import pinoutEsp8266 from "../content/pinouts/esp8266";
import pinoutRaspberryPi4 from "../content/pinouts/raspberry-pi-4";
import pinoutRaspberryPiPico from "../content/pinouts/raspberry-pi-pico";
import pinoutRaspberryPiZero from "../content/pinouts/raspberry-pi-zero";
import type { BoardPinout } from "../content/pinout-types";
import type { TopicContent } from "../content/topic-types";
import { listPagePath, topicPagePath } from "./addresses";
import type { PathPicks } from "./learning-path";
import { listCategory } from "./lists";

export interface TopicPage {
  content: TopicContent;
  explore: { href: string; label: string };
  /** Board pages: the pinout table. */
  pinout: BoardPinout | null;
}

const pinouts = new Map(
  [
    pinoutArduinoUno,
    pinoutArduinoNano,
    pinoutArduinoMega,
    pinoutEsp32,
    pinoutEsp8266,
    pinoutEsp32Cam,
    pinoutRaspberryPiPico,
    pinoutRaspberryPiZero,
    pinoutRaspberryPi4,
  ].map((pinout) => [pinout.board, pinout]),
);

/**
 * Where each page's "Explore" button goes: the spec's table for its 17 pages, and
 * `{page}-projects` for the 9 added ones (basic electronics points to electronics-components).
 * Every target but electronics-projects (which points at itself) is a project list.
 */
const exploreTargets: Record<string, string> = {
  "arduino-uno": "arduino-uno-projects",
  "arduino-nano": "arduino-nano-projects",
  "arduino-mega": "arduino-mega-projects",
  esp32: "esp32-projects",
  esp8266: "esp8266-projects",
  "pic-microcontroller": "pic-microcontroller-projects",
  electronics: "electronics-components",
  "electronics-projects": "electronics-projects",
  embedded: "embedded-projects",
  robotics: "robotics-projects",
  iot: "iot-projects",
  communication: "communication-projects",
  ece: "ece-projects",
  eee: "electrical-electronics-projects",
  civil: "civil-engineering-projects",
  mech: "mechanical-engineering-projects",
  agri: "agricultural-engineering-projects",
  "esp32-cam": "esp32-cam-projects",
  "raspberry-pi-pico": "raspberry-pi-pico-projects",
  "raspberry-pi-zero": "raspberry-pi-zero-projects",
  "raspberry-pi-4": "raspberry-pi-4-projects",
  "avr-microcontroller": "avr-microcontroller-projects",
  "arm-microcontroller": "arm-microcontroller-projects",
  stm32: "stm32-projects",
  it: "it-projects",
  "basic-electronics": "electronics-components",
};

const contents: TopicContent[] = [
  arduinoUno,
  arduinoNano,
  arduinoMega,
  esp32,
  esp8266,
  esp32Cam,
  raspberryPiPico,
  raspberryPiZero,
  raspberryPi4,
  picMicrocontroller,
  avrMicrocontroller,
  armMicrocontroller,
  stm32,
  electronics,
  basicElectronics,
  electronicsProjects,
  embedded,
  robotics,
  iot,
  communication,
  it,
  ece,
  eee,
  civil,
  mech,
  agri,
];

function explore(content: TopicContent): TopicPage["explore"] {
  const target = exploreTargets[content.slug];
  if (!target) throw new Error(`No explore target for topic ${content.slug}`);
  const list = listCategory(target);
  return { href: list ? listPagePath(target) : topicPagePath(target), label: `Explore ${list?.title ?? content.title}` };
}

/** The 26 topic pages by slug, built once when the module loads. */
export const topicPages: ReadonlyMap<string, TopicPage> = new Map(
  contents.map((content) => [content.slug, { content, explore: explore(content), pinout: pinouts.get(content.slug) ?? null }]),
);

/** The posts a topic page puts on its learning path itself, in its order: "Start here", then its step-by-step list. */
export function pathPicks(content: TopicContent): string[] {
  return [...(content.startHere ? [content.startHere] : []), ...content.tutorialSlugs];
}

/** What orders a topic's learning path (client/data/learning-path.ts): its "Start here" post and its picks. */
export function pathPicksOf(content: TopicContent): PathPicks {
  return { start: content.startHere ?? null, picked: pathPicks(content) };
}

/** Every post slug a topic page may link to: its step-by-step tutorials and the ideas they build. */

export function linkedSlugs(content: TopicContent): string[] {
  const items = [...Object.values(content.projectIdeas).flat(), ...content.topProjects];
  return [
    ...new Set([
      ...(content.startHere ? [content.startHere] : []),
      ...content.tutorialSlugs,
      ...items.flatMap((item) => (item.slug ? [item.slug] : [])),
    ]),
  ];
}
