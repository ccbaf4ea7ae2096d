export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  /** Stable id used for the drop-down's element ids. */
  id: string;
  label: string;
  items: NavLink[];
}

import { listCategories } from "./lists";
import { listPagePath, topicPagePath } from "./addresses";

export const homeLink: NavLink = { label: "Home", href: "/" };
export const contactLink: NavLink = { label: "Contact", href: "/contact" };

/** The header's drop-down groups, in the order the spec lists them. */
export const navGroups: NavGroup[] = [
  {
    id: "arduino",
    label: "Arduino",
    items: [
      { label: "Arduino Uno", href: topicPagePath("arduino-uno") },
      { label: "Arduino Nano", href: topicPagePath("arduino-nano") },
      { label: "Arduino Mega", href: topicPagePath("arduino-mega") },
    ],
  },
  {
    id: "esp",
    label: "ESP",
    items: [
      { label: "ESP32", href: topicPagePath("esp32") },
      { label: "ESP8266", href: topicPagePath("esp8266") },
      { label: "ESP32-CAM", href: topicPagePath("esp32-cam") },
    ],
  },
  {
    id: "raspberry-pi",
    label: "Raspberry Pi",
    items: [
      { label: "Pi Pico", href: topicPagePath("raspberry-pi-pico") },
      { label: "Pi Zero", href: topicPagePath("raspberry-pi-zero") },
      { label: "Pi 4 Model", href: topicPagePath("raspberry-pi-4") },
    ],
  },
  {
    id: "microcontrollers",
    label: "Microcontrollers",
    items: [
      { label: "PIC Microcontroller", href: topicPagePath("pic-microcontroller") },
      { label: "AVR Microcontroller", href: topicPagePath("avr-microcontroller") },
      { label: "ARM Microcontroller", href: topicPagePath("arm-microcontroller") },
      { label: "STM32", href: topicPagePath("stm32") },
    ],
  },
  {
    id: "electronics",
    label: "Electronics",
    items: [
      { label: "Electronics", href: topicPagePath("electronics") },
      { label: "Electronics Projects", href: topicPagePath("electronics-projects") },
      { label: "Communication", href: topicPagePath("communication") },
      { label: "Embedded", href: topicPagePath("embedded") },
      { label: "Robotics", href: topicPagePath("robotics") },
      { label: "IoT", href: topicPagePath("iot") },
    ],
  },
  {
    id: "branches",
    label: "Branches",
    items: [
      { label: "IT", href: topicPagePath("it") },
      { label: "ECE", href: topicPagePath("ece") },
      { label: "EEE", href: topicPagePath("eee") },
      { label: "Civil", href: topicPagePath("civil") },
      { label: "Mechanical", href: topicPagePath("mech") },
      { label: "Agricultural", href: topicPagePath("agri") },
    ],
  },
  {
    id: "projects",
    label: "Projects",
    items: listCategories.map((category) => ({ label: category.title, href: listPagePath(category.address) })),
  },
];

export interface FooterColumn {
  heading: string;
  links: NavLink[];
}

/**
 * The footer's links: the spec's list, with its capitalised /Learn/... forms written in
 * their canonical lower-case form so no reader or crawler pays for a redirect.
 */
export const footerColumns: FooterColumn[] = [
  {
    heading: "Boards",
    links: [
      { label: "Arduino Uno", href: topicPagePath("arduino-uno") },
      { label: "Arduino Nano", href: topicPagePath("arduino-nano") },
      { label: "Arduino Mega", href: topicPagePath("arduino-mega") },
      { label: "ESP32", href: topicPagePath("esp32") },
      { label: "ESP8266", href: topicPagePath("esp8266") },
    ],
  },
  {
    heading: "Learn",
    links: [
      { label: "Basic Electronics", href: topicPagePath("basic-electronics") },
      { label: "Electronics", href: topicPagePath("electronics") },
      { label: "IoT", href: topicPagePath("iot") },
      { label: "Embedded Systems", href: topicPagePath("embedded") },
      { label: "Robotics", href: topicPagePath("robotics") },
      { label: "Calculators", href: "/tools" },
    ],
  },
  {
    heading: "Branches",
    links: [
      { label: "ECE", href: topicPagePath("ece") },
      { label: "EEE", href: topicPagePath("eee") },
      { label: "Civil", href: topicPagePath("civil") },
      { label: "Mechanical", href: topicPagePath("mech") },
      { label: "Agricultural", href: topicPagePath("agri") },
    ],
  },
  {
    heading: "Site",
    links: [
      { label: "Home", href: "/" },
      { label: "About", href: "/about" },
      { label: "Contact", href: "/contact" },
      { label: "Disclaimer", href: "/disclaimer" },
      { label: "Privacy Policy", href: "/privacypolicy" },
    ],
  },
];
