/** A project-list page: /learn/{address}, reading the document list-{address}. */
export interface ListCategory {
  address: string;
  /** Heading and title, in the spec's pattern ("ESP32 Projects"). */
  title: string;
  /** The topic page the list belongs to, linked from its empty state. */
  topic: string;
  topicTitle: string;
}

const list = (address: string, title: string, topic: string, topicTitle: string): ListCategory => ({
  address,
  title,
  topic,
  topicTitle,
});

/** All 24 project lists, in the order the menu and the studio show them. */
export const listCategories: ListCategory[] = [
  list("arduino-uno-projects", "Arduino Uno Projects", "arduino-uno", "Arduino Uno"),
  list("arduino-nano-projects", "Arduino Nano Projects", "arduino-nano", "Arduino Nano"),
  list("arduino-mega-projects", "Arduino Mega Projects", "arduino-mega", "Arduino Mega"),
  list("esp32-projects", "ESP32 Projects", "esp32", "ESP32"),
  list("esp8266-projects", "ESP8266 Projects", "esp8266", "ESP8266"),
  list("embedded-projects", "Embedded Projects", "embedded", "Embedded Systems"),
  list("pic-microcontroller-projects", "PIC Microcontroller Projects", "pic-microcontroller", "PIC Microcontroller"),
  list("electronics-components", "Electronics Components", "electronics", "Electronics"),
  list("robotics-projects", "Robotics Projects", "robotics", "Robotics"),
  list("iot-projects", "IoT Projects", "iot", "IoT"),
  list("communication-projects", "Communication Projects", "communication", "Communication"),
  list("ece-projects", "ECE Projects", "ece", "ECE"),
  list("electrical-electronics-projects", "Electrical and Electronics Projects", "eee", "EEE"),
  list("civil-engineering-projects", "Civil Engineering Projects", "civil", "Civil Engineering"),
  list("mechanical-engineering-projects", "Mechanical Engineering Projects", "mech", "Mechanical Engineering"),
  list("agricultural-engineering-projects", "Agricultural Engineering Projects", "agri", "Agricultural Engineering"),
  list("esp32-cam-projects", "ESP32-CAM Projects", "esp32-cam", "ESP32-CAM"),
  list("raspberry-pi-pico-projects", "Raspberry Pi Pico Projects", "raspberry-pi-pico", "Raspberry Pi Pico"),
  list("raspberry-pi-zero-projects", "Raspberry Pi Zero Projects", "raspberry-pi-zero", "Raspberry Pi Zero"),
  list("raspberry-pi-4-projects", "Raspberry Pi 4 Projects", "raspberry-pi-4", "Raspberry Pi 4"),
  list("avr-microcontroller-projects", "AVR Microcontroller Projects", "avr-microcontroller", "AVR Microcontroller"),
  list("arm-microcontroller-projects", "ARM Microcontroller Projects", "arm-microcontroller", "ARM Microcontroller"),
  list("stm32-projects", "STM32 Projects", "stm32", "STM32"),
  list("it-projects", "IT Projects", "it", "IT"),
];

const byAddress = new Map(listCategories.map((category) => [category.address, category]));

export function listCategory(address: string): ListCategory | undefined {
  return byAddress.get(address);
}

/**
 * What a card leads to: a tutorial to read (a post, an outside article, a whole guide page)
 * or a project idea, described on a topic page at its own anchor.
 */
export type CardKind = "tutorial" | "project-idea";

export const CARD_KIND_LABELS: Record<CardKind, string> = { tutorial: "Tutorial", "project-idea": "Project idea" };

/** A card's picture as an <img> takes it (client/data/media.ts, cardImage). */
export interface CardPicture {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** One card of a project list, already made safe by the worker. */
export interface ListEntry {
  title: string;
  /** Worked out by the worker from the link (worker/lists/card-target.ts). */
  kind: CardKind;
  /**
   * The card's picture, when the entry has one: an http(s) or site-relative address, and for
   * an upload its sized copies (worked out by the worker, so the list island carries no media code).
   */
  image: CardPicture | null;
  /** Sanitised HTML. */
  descriptionHtml: string;
  /** http(s) or site-relative link, or null when the stored one was unusable. */
  link: string | null;
}

/** One page of a list: what the list page renders and what GET /api/lists/{address}?page=N answers. */
export interface ListPageData {
  page: number;
  pageCount: number;
  total: number;
  entries: ListEntry[];
}

/** A list page's title without the site name: "ESP32 Projects – Page 2". */
export function listPageTitle(title: string, page: number): string {
  return page > 1 ? `${title} – Page ${page}` : title;
}
