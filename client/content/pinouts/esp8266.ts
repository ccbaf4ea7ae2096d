import type { BoardPinout } from "../pinout-types";

const pinout: BoardPinout = {
  board: "esp8266",
  caption: "NodeMCU 1.0 (ESP-12E) pinout",
  summary:
    "Each row gives the label printed on the NodeMCU and the ESP8266 GPIO number behind it; in the Arduino core, D1 and 5 mean the same pin. All I/O is 3.3 V (the ESP8266EX datasheet gives 12 mA as the maximum drive per pin), interrupts and software PWM work on every free GPIO (GPIO16 takes no interrupts), and D3, D4 and D8 must sit at their boot levels (HIGH, HIGH, LOW) whenever the board resets.",
  rows: [
    {
      pin: "D0 (GPIO16)",
      functions:
        "Digital I/O (XPD_DCDC); deep-sleep wake-up when wired to RST; LED_BUILTIN_AUX in the Arduino core's NodeMCU definition",
      limits:
        "No interrupts; no internal pull-up, only a pull-down (INPUT_PULLDOWN_16). Wired to RST for deep sleep, it resets the board at the end of each sleep.",
    },
    { pin: "D1 (GPIO5)", functions: "Digital I/O, default I2C SCL (Wire)" },
    { pin: "D2 (GPIO4)", functions: "Digital I/O, default I2C SDA (Wire)" },
    {
      pin: "D3 (GPIO0)",
      flags: ["strapping"],
      functions: "Digital I/O; boot-mode strap, wired to the FLASH button and pulled up on the board",
      limits:
        "Must be HIGH at reset for a normal start (LOW enters the serial bootloader), so nothing may pull it LOW at power-up.",
    },
    {
      pin: "D4 (GPIO2)",
      flags: ["strapping"],
      functions: "Digital I/O; blue LED on the ESP-12E module (LED_BUILTIN, active LOW); UART1 TX (Serial1, transmit only)",
      limits: "Must be HIGH at reset (pulled up on the board); the module LED lights whenever the pin is LOW.",
    },
    { pin: "D5 (GPIO14)", functions: "Digital I/O, HSPI SCK" },
    { pin: "D6 (GPIO12)", functions: "Digital I/O, HSPI MISO" },
    { pin: "D7 (GPIO13)", functions: "Digital I/O, HSPI MOSI, UART0 RX after Serial.swap()" },
    {
      pin: "D8 (GPIO15)",
      flags: ["strapping"],
      functions: "Digital I/O, HSPI CS, UART0 TX after Serial.swap()",
      limits:
        "Must be LOW at reset (pulled down on the board): a module with a pull-up on this line stops the board from booting.",
    },
    {
      pin: "RX (GPIO3)",
      functions: "UART0 RX (Serial), connected to the USB-serial chip",
      limits: "Shared with the USB-serial converter: an external driver here blocks uploads.",
    },
    {
      pin: "TX (GPIO1)",
      flags: ["boot"],
      functions: "UART0 TX (Serial), connected to the USB-serial chip",
      limits: "The boot ROM prints a message at 74880 baud at every reset, and all Serial output appears here.",
    },
    {
      pin: "A0",
      functions:
        "The single 10-bit ADC input (TOUT) behind a 220 kΩ / 100 kΩ divider on the board, so 0 to about 3.2 V reads 0-1023",
      limits: "The chip's own ADC pin accepts only 0-1.0 V; the divider is what stretches the range. Never exceed 3.3 V on A0.",
    },
    { pin: "RSV (two pins)", functions: "Reserved", limits: "Leave unconnected." },
    {
      pin: "SD3 (GPIO10)",
      flags: ["flash"],
      functions: "SPI flash data",
      limits: "Wired to the ESP-12E's flash chip: leave unconnected.",
    },
    {
      pin: "SD2 (GPIO9)",
      flags: ["flash"],
      functions: "SPI flash data",
      limits: "Wired to the ESP-12E's flash chip: leave unconnected.",
    },
    { pin: "SD1 (GPIO8)", flags: ["flash"], functions: "SPI flash data", limits: "Wired to the flash chip: leave unconnected." },
    {
      pin: "CMD (GPIO11)",
      flags: ["flash"],
      functions: "SPI flash chip select",
      limits: "Wired to the flash chip: leave unconnected.",
    },
    { pin: "SD0 (GPIO7)", flags: ["flash"], functions: "SPI flash data", limits: "Wired to the flash chip: leave unconnected." },
    { pin: "CLK (GPIO6)", flags: ["flash"], functions: "SPI flash clock", limits: "Wired to the flash chip: leave unconnected." },
    { pin: "EN", functions: "Chip enable (CH_PD), pulled up on the board; LOW powers the chip down" },
    { pin: "RST", functions: "Reset, active LOW; wired to the RST button and, for timed deep sleep, to D0" },
    {
      pin: "VIN",
      functions: "5 V input to the board's 3.3 V regulator",
      limits: "Use a regulated 5 V supply; it does not make the GPIOs 5 V capable.",
    },
    {
      pin: "3V3 (three pins)",
      functions: "3.3 V regulator output",
      limits: "The same rail feeds the ESP8266, which draws current peaks while transmitting, so keep extra loads small.",
    },
    { pin: "GND (four pins)", functions: "Ground" },
  ],
  headers: [
    {
      name: "Left (A0 side)",
      pins: ["A0", "RSV", "RSV", "SD3", "SD2", "SD1", "CMD", "SD0", "CLK", "GND", "3V3", "EN", "RST", "GND", "VIN"],
    },
    {
      name: "Right (D0 side)",
      pins: ["D0", "D1", "D2", "D3", "D4", "3V3", "GND", "D5", "D6", "D7", "D8", "RX", "TX", "GND", "3V3"],
    },
  ],
  sources: [
    {
      label: "Espressif ESP8266EX Datasheet",
      href: "https://www.espressif.com/sites/default/files/documentation/0a-esp8266ex_datasheet_en.pdf",
    },
    { label: "NodeMCU DevKit V1.0 schematic and pin map", href: "https://github.com/nodemcu/nodemcu-devkit-v1.0" },
    {
      label: "ESP8266 Arduino core reference (digital I/O, analog input, Serial)",
      href: "https://arduino-esp8266.readthedocs.io/en/latest/reference.html",
    },
  ],
};

export default pinout;
