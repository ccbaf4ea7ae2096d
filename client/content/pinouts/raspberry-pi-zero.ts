import type { BoardPinout } from "../pinout-types";
import { J8_HEADER } from "./raspberry-pi-j8";

const pinout: BoardPinout = {
  board: "raspberry-pi-zero",
  caption: "Raspberry Pi Zero, Zero W and Zero 2 W: 40-pin GPIO header",
  summary:
    "Rows run from physical pin 1 to 40 with the BCM GPIO number that gpiozero, RPi.GPIO and the kernel use; the header is unpopulated unless the board has an H suffix. Every GPIO is 3.3 V and not 5 V tolerant, there are no analog inputs, Raspberry Pi gives 16 mA as the most one pin should source or sink, and after power-up GPIO0-8 have their pull-ups and GPIO9-27 their pull-downs enabled until software changes them.",
  rows: [
    {
      pin: "Pin 1: 3V3",
      functions: "3.3 V power",
      limits: "For sensors and small modules, not for motors, servos or LED strips.",
    },
    {
      pin: "Pin 2: 5V",
      functions: "5 V power, joined to the board's 5 V input",
      limits:
        "Never connect it to a GPIO or 3V3 pin: a slip here can destroy the SoC. Powering the Pi through this pin skips the PWR IN connector, so use a clean, regulated supply.",
    },
    {
      pin: "Pin 3: GPIO2 (SDA1)",
      functions: "I2C1 SDA, the I2C bus for sensors (/dev/i2c-1)",
      limits: "Fixed 1.8 kΩ pull-up to 3.3 V on the board, so it idles HIGH; don't use it for an input that needs a pull-down.",
    },
    { pin: "Pin 4: 5V", functions: "5 V power", limits: "Same rail as pin 2." },
    {
      pin: "Pin 5: GPIO3 (SCL1)",
      functions: "I2C1 SCL; pulling it LOW wakes a halted Pi (the gpio-shutdown overlay's default pin)",
      limits: "Fixed 1.8 kΩ pull-up to 3.3 V on the board.",
    },
    { pin: "Pin 6: GND", functions: "Ground" },
    { pin: "Pin 7: GPIO4 (GPCLK0)", functions: "General-purpose clock 0; the default data pin of the 1-Wire (w1-gpio) overlay" },
    {
      pin: "Pin 8: GPIO14 (TXD)",
      functions: "Primary UART transmit (/dev/serial0)",
      limits:
        "On the Zero W and Zero 2 W the full PL011 UART serves Bluetooth, so these pins get the mini UART by default, whose baud rate follows the VPU clock. The serial console can be enabled here with raspi-config; disable it if another device uses the UART.",
    },
    { pin: "Pin 9: GND", functions: "Ground" },
    {
      pin: "Pin 10: GPIO15 (RXD)",
      flags: ["not-5v-tolerant"],
      functions: "Primary UART receive (/dev/serial0)",
      limits: "3.3 V levels only: a 5 V serial device needs a level shifter.",
    },
    { pin: "Pin 11: GPIO17", functions: "General-purpose I/O; SPI1 CE1" },
    { pin: "Pin 12: GPIO18 (PCM_CLK)", functions: "Hardware PWM0; PCM/I2S bit clock; SPI1 CE0" },
    { pin: "Pin 13: GPIO27", functions: "General-purpose I/O" },
    { pin: "Pin 14: GND", functions: "Ground" },
    { pin: "Pin 15: GPIO22", functions: "General-purpose I/O" },
    { pin: "Pin 16: GPIO23", functions: "General-purpose I/O" },
    { pin: "Pin 17: 3V3", functions: "3.3 V power", limits: "For small loads only." },
    { pin: "Pin 18: GPIO24", functions: "General-purpose I/O" },
    { pin: "Pin 19: GPIO10 (MOSI)", functions: "SPI0 MOSI" },
    { pin: "Pin 20: GND", functions: "Ground" },
    { pin: "Pin 21: GPIO9 (MISO)", functions: "SPI0 MISO" },
    { pin: "Pin 22: GPIO25", functions: "General-purpose I/O" },
    { pin: "Pin 23: GPIO11 (SCLK)", functions: "SPI0 SCLK" },
    { pin: "Pin 24: GPIO8 (CE0)", functions: "SPI0 chip select 0 (/dev/spidev0.0)" },
    { pin: "Pin 25: GND", functions: "Ground" },
    { pin: "Pin 26: GPIO7 (CE1)", functions: "SPI0 chip select 1 (/dev/spidev0.1)" },
    {
      pin: "Pin 27: ID_SD (GPIO0)",
      flags: ["boot"],
      functions: "I2C0 SDA for a HAT's ID EEPROM",
      limits: "Reserved: the firmware reads a HAT's EEPROM on these pins at boot, so connect nothing else.",
    },
    {
      pin: "Pin 28: ID_SC (GPIO1)",
      flags: ["boot"],
      functions: "I2C0 SCL for a HAT's ID EEPROM",
      limits: "Reserved for the HAT EEPROM, like pin 27.",
    },
    { pin: "Pin 29: GPIO5", functions: "General-purpose clock 1 (GPCLK1)" },
    { pin: "Pin 30: GND", functions: "Ground" },
    { pin: "Pin 31: GPIO6", functions: "General-purpose clock 2 (GPCLK2)" },
    { pin: "Pin 32: GPIO12 (PWM0)", functions: "Hardware PWM0 (alternative to GPIO18)" },
    { pin: "Pin 33: GPIO13 (PWM1)", functions: "Hardware PWM1 (alternative to GPIO19)" },
    { pin: "Pin 34: GND", functions: "Ground" },
    { pin: "Pin 35: GPIO19 (PCM_FS)", functions: "PCM/I2S frame sync; SPI1 MISO; hardware PWM1" },
    { pin: "Pin 36: GPIO16", functions: "General-purpose I/O; SPI1 CE2" },
    { pin: "Pin 37: GPIO26", functions: "General-purpose I/O" },
    { pin: "Pin 38: GPIO20 (PCM_DIN)", functions: "PCM/I2S data in; SPI1 MOSI" },
    { pin: "Pin 39: GND", functions: "Ground" },
    { pin: "Pin 40: GPIO21 (PCM_DOUT)", functions: "PCM/I2S data out; SPI1 SCLK" },
  ],
  headers: [J8_HEADER],
  sources: [
    {
      label: "Raspberry Pi documentation: GPIO and the 40-pin header",
      href: "https://www.raspberrypi.com/documentation/computers/raspberry-pi.html",
    },
    {
      label: "Raspberry Pi documentation: configuring UARTs",
      href: "https://www.raspberrypi.com/documentation/computers/configuration.html",
    },
    {
      label: "Broadcom BCM2835 ARM Peripherals (GPIO alternate functions and reset pulls)",
      href: "https://datasheets.raspberrypi.com/bcm2835/bcm2835-peripherals.pdf",
    },
    {
      label: "Raspberry Pi Zero 2 W product brief",
      href: "https://datasheets.raspberrypi.com/rpizero2/raspberry-pi-zero-2-w-product-brief.pdf",
    },
  ],
};

export default pinout;
