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

const learn = (slug: string): string => `/learn/${slug}`;

export const homeLink: NavLink = { label: "Home", href: "/" };
export const contactLink: NavLink = { label: "Contact", href: "/contact" };

/** The header's drop-down groups, in the order the spec lists them. */
export const navGroups: NavGroup[] = [
  {
    id: "arduino",
    label: "Arduino",
    items: [
      { label: "Arduino Uno", href: learn("arduino-uno") },
      { label: "Arduino Nano", href: learn("arduino-nano") },
      { label: "Arduino Mega", href: learn("arduino-mega") },
    ],
  },
  {
    id: "esp",
    label: "ESP",
    items: [
      { label: "ESP32", href: learn("esp32") },
      { label: "ESP8266", href: learn("esp8266") },
      { label: "ESP32-CAM", href: learn("esp32-cam") },
    ],
  },
  {
    id: "raspberry-pi",
    label: "Raspberry Pi",
    items: [
      { label: "Pi Pico", href: learn("raspberry-pi-pico") },
      { label: "Pi Zero", href: learn("raspberry-pi-zero") },
      { label: "Pi 4 Model", href: learn("raspberry-pi-4") },
    ],
  },
  {
    id: "microcontrollers",
    label: "Microcontrollers",
    items: [
      { label: "PIC Microcontroller", href: learn("pic-microcontroller") },
      { label: "AVR Microcontroller", href: learn("avr-microcontroller") },
      { label: "ARM Microcontroller", href: learn("arm-microcontroller") },
      { label: "STM32", href: learn("stm32") },
    ],
  },
  {
    id: "electronics",
    label: "Electronics",
    items: [
      { label: "Electronics", href: learn("electronics") },
      { label: "Electronics Projects", href: learn("electronics-projects") },
      { label: "Communication", href: learn("communication") },
      { label: "Embedded", href: learn("embedded") },
      { label: "Robotics", href: learn("robotics") },
      { label: "IoT", href: learn("iot") },
    ],
  },
  {
    id: "branches",
    label: "Branches",
    items: [
      { label: "IT", href: learn("it") },
      { label: "ECE", href: learn("ece") },
      { label: "EEE", href: learn("eee") },
      { label: "Civil", href: learn("civil") },
      { label: "Mechanical", href: learn("mech") },
      { label: "Agricultural", href: learn("agri") },
    ],
  },
  {
    id: "projects",
    label: "Projects",
    items: listCategories.map((category) => ({ label: category.title, href: learn(category.address) })),
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
      { label: "Arduino Uno", href: learn("arduino-uno") },
      { label: "Arduino Nano", href: learn("arduino-nano") },
      { label: "Arduino Mega", href: learn("arduino-mega") },
      { label: "ESP32", href: learn("esp32") },
      { label: "ESP8266", href: learn("esp8266") },
    ],
  },
  {
    heading: "Learn",
    links: [
      { label: "Basic Electronics", href: learn("basic-electronics") },
      { label: "Electronics", href: learn("electronics") },
      { label: "IoT", href: learn("iot") },
      { label: "Embedded Systems", href: learn("embedded") },
      { label: "Robotics", href: learn("robotics") },
      { label: "Calculators", href: "/tools" },
    ],
  },
  {
    heading: "Branches",
    links: [
      { label: "ECE", href: learn("ece") },
      { label: "EEE", href: learn("eee") },
      { label: "Civil", href: learn("civil") },
      { label: "Mechanical", href: learn("mech") },
      { label: "Agricultural", href: learn("agri") },
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
