/** How a post's difficulty, build time and boards read on the page, on cards and in JSON-LD (issue 21). */
import type { BoardId, Difficulty } from "./post-schema";

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export const BOARD_LABELS: Record<BoardId, string> = {
  "arduino-uno": "Arduino Uno",
  "arduino-nano": "Arduino Nano",
  "arduino-mega": "Arduino Mega",
  esp32: "ESP32",
  "esp32-cam": "ESP32-CAM",
  esp8266: "ESP8266",
  "raspberry-pi-pico": "Raspberry Pi Pico",
  "raspberry-pi-zero": "Raspberry Pi Zero",
  "raspberry-pi-4": "Raspberry Pi 4",
};

/** "45 min", "1 h", "1 h 30 min". */
export function buildTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** ISO 8601 duration for schema.org's totalTime, e.g. "PT30M". */
export const isoDuration = (minutes: number): string => `PT${minutes}M`;
