import type { BoardPinout } from "../pinout-types";
import { J8_HEADER } from "./raspberry-pi-j8";

const pinout: BoardPinout = {
  board: "raspberry-pi-4",
  caption: "Raspberry Pi 4 Model B: 40-pin GPIO header",
  summary:
    "Rows run from physical pin 1 to 40 with the BCM GPIO number that gpiozero, RPi.GPIO and the kernel use. Every GPIO is 3.3 V and not 5 V tolerant, there are no analog inputs, Raspberry Pi gives 16 mA as the most one pin should source or sink, and after power-up GPIO0-8 have their pull-ups and GPIO9-27 their pull-downs enabled; the extra UART2-5, I2C3-6 and SPI3-6 controllers of the BCM2711 are switched on with dtoverlay lines in config.txt, on the pins given here.",
  rows: [
    {
      pin: "Pin 1: 3V3",
      functions: "3.3 V power",
      limits: "For sensors and small modules, not for motors, servos or LED strips.",
    },
    {
      pin: "Pin 2: 5V",
      functions: "5 V power from the board's 5 V supply rail",
      limits:
        "Never connect it to a GPIO or 3V3 pin: a slip here can destroy the SoC. Powering the Pi through this pin skips the USB-C input and its protection, so use a clean, regulated 5 V supply able to deliver 3 A.",
    },
    {
      pin: "Pin 3: GPIO2 (SDA1)",
      functions: "I2C1 SDA, the I2C bus for sensors (/dev/i2c-1); I2C3 SDA (overlay option pins_2_3); SPI3 MOSI",
      limits: "Fixed 1.8 kΩ pull-up to 3.3 V on the board, so it idles HIGH; don't use it for an input that needs a pull-down.",
    },
    { pin: "Pin 4: 5V", functions: "5 V power", limits: "Same rail as pin 2." },
    {
      pin: "Pin 5: GPIO3 (SCL1)",
      functions:
        "I2C1 SCL; I2C3 SCL (pins_2_3); SPI3 SCLK; pulling it LOW wakes a halted Pi (the gpio-shutdown overlay's default pin)",
      limits: "Fixed 1.8 kΩ pull-up to 3.3 V on the board.",
    },
    { pin: "Pin 6: GND", functions: "Ground" },
    {
      pin: "Pin 7: GPIO4 (GPCLK0)",
      functions: "General-purpose clock 0; default 1-Wire (w1-gpio) data pin; UART3 TXD; I2C3 SDA (default pins); SPI4 CE0",
    },
    {
      pin: "Pin 8: GPIO14 (TXD)",
      functions: "Primary UART transmit (/dev/serial0); SPI5 MOSI",
      limits:
        "The full PL011 UART serves Bluetooth, so these pins get the mini UART by default, whose baud rate follows the VPU clock. The serial console can be enabled here with raspi-config; disable it if another device uses the UART.",
    },
    { pin: "Pin 9: GND", functions: "Ground" },
    {
      pin: "Pin 10: GPIO15 (RXD)",
      flags: ["not-5v-tolerant"],
      functions: "Primary UART receive (/dev/serial0); SPI5 SCLK",
      limits: "3.3 V levels only: a 5 V serial device needs a level shifter.",
    },
    { pin: "Pin 11: GPIO17", functions: "General-purpose I/O; SPI1 CE1" },
    { pin: "Pin 12: GPIO18 (PCM_CLK)", functions: "Hardware PWM0; PCM/I2S bit clock; SPI1 CE0; SPI6 CE0" },
    { pin: "Pin 13: GPIO27", functions: "General-purpose I/O" },
    { pin: "Pin 14: GND", functions: "Ground" },
    { pin: "Pin 15: GPIO22", functions: "General-purpose I/O; I2C6 SDA (default pins)" },
    { pin: "Pin 16: GPIO23", functions: "General-purpose I/O; I2C6 SCL (default pins)" },
    { pin: "Pin 17: 3V3", functions: "3.3 V power", limits: "For small loads only." },
    { pin: "Pin 18: GPIO24", functions: "General-purpose I/O" },
    { pin: "Pin 19: GPIO10 (MOSI)", functions: "SPI0 MOSI; I2C5 SDA (overlay option pins_10_11)" },
    { pin: "Pin 20: GND", functions: "Ground" },
    { pin: "Pin 21: GPIO9 (MISO)", functions: "SPI0 MISO; UART4 RXD; I2C4 SCL (default pins)" },
    { pin: "Pin 22: GPIO25", functions: "General-purpose I/O" },
    { pin: "Pin 23: GPIO11 (SCLK)", functions: "SPI0 SCLK; I2C5 SCL (pins_10_11)" },
    { pin: "Pin 24: GPIO8 (CE0)", functions: "SPI0 chip select 0 (/dev/spidev0.0); UART4 TXD; I2C4 SDA (default pins)" },
    { pin: "Pin 25: GND", functions: "Ground" },
    { pin: "Pin 26: GPIO7 (CE1)", functions: "SPI0 chip select 1 (/dev/spidev0.1); I2C4 SCL (pins_6_7); SPI4 SCLK" },
    {
      pin: "Pin 27: ID_SD (GPIO0)",
      flags: ["boot"],
      functions: "I2C0 SDA for a HAT's ID EEPROM; UART2 TXD, I2C6 SDA (pins_0_1) and SPI3 CE0 on the BCM2711",
      limits:
        "Reserved: the firmware reads a HAT's EEPROM on these pins at boot, so avoid the extra buses here unless no HAT is fitted.",
    },
    {
      pin: "Pin 28: ID_SC (GPIO1)",
      flags: ["boot"],
      functions: "I2C0 SCL for a HAT's ID EEPROM; UART2 RXD, I2C6 SCL (pins_0_1) and SPI3 MISO on the BCM2711",
      limits: "Reserved for the HAT EEPROM, like pin 27.",
    },
    { pin: "Pin 29: GPIO5", functions: "General-purpose clock 1 (GPCLK1); UART3 RXD; I2C3 SCL (default pins); SPI4 MISO" },
    { pin: "Pin 30: GND", functions: "Ground" },
    { pin: "Pin 31: GPIO6", functions: "General-purpose clock 2 (GPCLK2); I2C4 SDA (pins_6_7); SPI4 MOSI" },
    {
      pin: "Pin 32: GPIO12 (PWM0)",
      functions: "Hardware PWM0 (alternative to GPIO18); UART5 TXD; I2C5 SDA (default pins); SPI5 CE0",
    },
    {
      pin: "Pin 33: GPIO13 (PWM1)",
      functions: "Hardware PWM1 (alternative to GPIO19); UART5 RXD; I2C5 SCL (default pins); SPI5 MISO",
    },
    { pin: "Pin 34: GND", functions: "Ground" },
    { pin: "Pin 35: GPIO19 (PCM_FS)", functions: "PCM/I2S frame sync; SPI1 MISO; SPI6 MISO; hardware PWM1" },
    { pin: "Pin 36: GPIO16", functions: "General-purpose I/O; SPI1 CE2" },
    { pin: "Pin 37: GPIO26", functions: "General-purpose I/O" },
    { pin: "Pin 38: GPIO20 (PCM_DIN)", functions: "PCM/I2S data in; SPI1 MOSI; SPI6 MOSI" },
    { pin: "Pin 39: GND", functions: "Ground" },
    { pin: "Pin 40: GPIO21 (PCM_DOUT)", functions: "PCM/I2S data out; SPI1 SCLK; SPI6 SCLK" },
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
    { label: "Raspberry Pi 4 Model B datasheet", href: "https://datasheets.raspberrypi.com/rpi4/raspberry-pi-4-datasheet.pdf" },
    {
      label: "Broadcom BCM2711 ARM Peripherals (GPIO alternate functions)",
      href: "https://datasheets.raspberrypi.com/bcm2711/bcm2711-peripherals.pdf",
    },
    {
      label: "Raspberry Pi device-tree overlays README (uart2-5, i2c3-6, spi3-6 pins)",
      href: "https://github.com/raspberrypi/linux/blob/rpi-6.6.y/arch/arm/boot/dts/overlays/README",
    },
  ],
};

export default pinout;
