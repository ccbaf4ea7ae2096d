import { listPagePath, topicPagePath } from "../data/addresses";

/** The home page's fixed text: the beginner path and the project lists it points to. */
export interface PathStep {
  title: string;
  text: string;
  href: string;
  label: string;
}

export const beginnerPath: PathStep[] = [
  {
    title: "1. Basic electronics",
    text: "Voltage, current and resistance, Ohm's law, LEDs and their resistors, dividers and safe habits: what every circuit on this site builds on.",
    href: topicPagePath("basic-electronics"),
    label: "Start with the basics",
  },
  {
    title: "2. The Arduino Uno",
    text: "The friendliest board to learn on: 5 V pins that forgive mistakes, the pinout in one table, and your first sketch in minutes.",
    href: topicPagePath("arduino-uno"),
    label: "Meet the Arduino Uno",
  },
  {
    title: "3. First projects",
    text: "Small builds that each teach one thing: blink, buttons, sensors, a display, a motor. Pick one and build it from the parts list up.",
    href: listPagePath("arduino-uno-projects"),
    label: "Choose a first project",
  },
];

/** Project lists shown on the home page, by address (see client/data/lists.ts). */
export const popularLists = [
  "arduino-uno-projects",
  "esp32-projects",
  "iot-projects",
  "robotics-projects",
  "raspberry-pi-pico-projects",
  "electronics-components",
];
