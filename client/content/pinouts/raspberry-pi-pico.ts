import type { BoardPinout } from "../pinout-types";

const pinout: BoardPinout = {
  board: "raspberry-pi-pico",
  caption: "Raspberry Pi Pico (RP2040) pinout",
  summary:
    "Rows run from physical pin 1 to 40 and list the peripheral functions the RP2040 offers on each GPIO; every GPIO can also be driven by software (SIO) or by either PIO block, and the Pico W, Pico 2 and Pico 2 W keep the same header layout. RP2040 GPIOs are 3.3 V and not 5 V tolerant, with a selectable drive strength of 2, 4, 8 or 12 mA (4 mA by default); GP23, GP24, GP25 and GP29 are used on the board and are not on the header.",
  rows: [
    {
      pin: "GP0 (pin 1)",
      functions: "UART0 TX, I2C0 SDA, SPI0 RX, PWM0 A",
      limits: "The Pico SDK's default UART for stdio output.",
    },
    {
      pin: "GP1 (pin 2)",
      functions: "UART0 RX, I2C0 SCL, SPI0 CSn, PWM0 B",
      limits: "The Pico SDK's default UART for stdio input.",
    },
    { pin: "GND (pin 3)", functions: "Ground" },
    { pin: "GP2 (pin 4)", functions: "UART0 CTS, I2C1 SDA, SPI0 SCK, PWM1 A" },
    { pin: "GP3 (pin 5)", functions: "UART0 RTS, I2C1 SCL, SPI0 TX, PWM1 B" },
    { pin: "GP4 (pin 6)", functions: "UART1 TX, I2C0 SDA, SPI0 RX, PWM2 A", limits: "The Pico SDK's default I2C SDA." },
    { pin: "GP5 (pin 7)", functions: "UART1 RX, I2C0 SCL, SPI0 CSn, PWM2 B", limits: "The Pico SDK's default I2C SCL." },
    { pin: "GND (pin 8)", functions: "Ground" },
    { pin: "GP6 (pin 9)", functions: "UART1 CTS, I2C1 SDA, SPI0 SCK, PWM3 A" },
    { pin: "GP7 (pin 10)", functions: "UART1 RTS, I2C1 SCL, SPI0 TX, PWM3 B" },
    { pin: "GP8 (pin 11)", functions: "UART1 TX, I2C0 SDA, SPI1 RX, PWM4 A" },
    { pin: "GP9 (pin 12)", functions: "UART1 RX, I2C0 SCL, SPI1 CSn, PWM4 B" },
    { pin: "GND (pin 13)", functions: "Ground" },
    { pin: "GP10 (pin 14)", functions: "UART1 CTS, I2C1 SDA, SPI1 SCK, PWM5 A" },
    { pin: "GP11 (pin 15)", functions: "UART1 RTS, I2C1 SCL, SPI1 TX, PWM5 B" },
    { pin: "GP12 (pin 16)", functions: "UART0 TX, I2C0 SDA, SPI1 RX, PWM6 A" },
    { pin: "GP13 (pin 17)", functions: "UART0 RX, I2C0 SCL, SPI1 CSn, PWM6 B" },
    { pin: "GND (pin 18)", functions: "Ground" },
    { pin: "GP14 (pin 19)", functions: "UART0 CTS, I2C1 SDA, SPI1 SCK, PWM7 A" },
    { pin: "GP15 (pin 20)", functions: "UART0 RTS, I2C1 SCL, SPI1 TX, PWM7 B" },
    { pin: "GP16 (pin 21)", functions: "UART0 TX, I2C0 SDA, SPI0 RX, PWM0 A", limits: "The Pico SDK's default SPI RX (MISO)." },
    {
      pin: "GP17 (pin 22)",
      functions: "UART0 RX, I2C0 SCL, SPI0 CSn, PWM0 B",
      limits: "The Pico SDK's default SPI chip select.",
    },
    { pin: "GND (pin 23)", functions: "Ground" },
    { pin: "GP18 (pin 24)", functions: "UART0 CTS, I2C1 SDA, SPI0 SCK, PWM1 A", limits: "The Pico SDK's default SPI SCK." },
    { pin: "GP19 (pin 25)", functions: "UART0 RTS, I2C1 SCL, SPI0 TX, PWM1 B", limits: "The Pico SDK's default SPI TX (MOSI)." },
    { pin: "GP20 (pin 26)", functions: "UART1 TX, I2C0 SDA, SPI0 RX, PWM2 A" },
    { pin: "GP21 (pin 27)", functions: "UART1 RX, I2C0 SCL, SPI0 CSn, PWM2 B" },
    { pin: "GND (pin 28)", functions: "Ground" },
    { pin: "GP22 (pin 29)", functions: "UART1 CTS, I2C1 SDA, SPI0 SCK, PWM3 A" },
    {
      pin: "RUN (pin 30)",
      functions: "RP2040 enable: pull LOW to reset the chip (internal pull-up of about 50 kΩ)",
      limits: "A push button from RUN to GND makes a reset button; don't drive it HIGH from another supply.",
    },
    {
      pin: "GP26 / ADC0 (pin 31)",
      functions: "ADC input 0 (12-bit), UART1 CTS, I2C1 SDA, SPI1 SCK, PWM5 A",
      limits: "Analog readings are referred to ADC_VREF and AGND; keep the input between 0 V and 3.3 V.",
    },
    {
      pin: "GP27 / ADC1 (pin 32)",
      functions: "ADC input 1, UART1 RTS, I2C1 SCL, SPI1 TX, PWM5 B",
      limits: "Keep analog inputs between 0 V and 3.3 V.",
    },
    { pin: "AGND (pin 33)", functions: "Analog ground: the reference ground for GP26-GP29; connect analog sensors' ground here" },
    {
      pin: "GP28 / ADC2 (pin 34)",
      functions: "ADC input 2, UART0 TX, I2C0 SDA, SPI1 RX, PWM6 A",
      limits:
        "The last ADC input on the header: ADC3 (GP29) measures VSYS/3 on the board, and ADC channel 4 is the internal temperature sensor.",
    },
    {
      pin: "ADC_VREF (pin 35)",
      functions: "ADC reference and supply, produced on the Pico by filtering the 3.3 V rail",
      limits:
        "Can be driven from an external precision reference for better ADC accuracy; readings are relative to this voltage.",
    },
    {
      pin: "3V3(OUT) (pin 36)",
      functions: "3.3 V output of the on-board buck-boost regulator, which also powers the RP2040",
      limits: "Raspberry Pi recommends keeping the load on this pin below 300 mA.",
    },
    {
      pin: "3V3_EN (pin 37)",
      functions: "Enable of the 3.3 V regulator, pulled up to VSYS through 100 kΩ",
      limits: "Shorting it to GND switches off the 3.3 V rail, and with it the RP2040.",
    },
    { pin: "GND (pin 38)", functions: "Ground" },
    {
      pin: "VSYS (pin 39)",
      functions:
        "Main system input, 1.8 V to 5.5 V, feeding the buck-boost regulator; fed from VBUS through a Schottky diode when USB is connected",
      limits:
        "When adding a battery or second supply here, put a Schottky diode (or the datasheet's P-MOSFET circuit) in its path so supplies cannot back-feed each other.",
    },
    {
      pin: "VBUS (pin 40)",
      functions: "The micro-USB 5 V input, available only while USB is connected",
      limits:
        "Current comes from the USB host: keep loads small, and don't connect another supply to it while USB is plugged in.",
    },
    {
      pin: "SWCLK, GND, SWDIO (3-pin debug connector)",
      functions: "Serial Wire Debug for flashing and step-by-step debugging with a debug probe",
    },
    {
      pin: "On-board GPIOs (not on the header)",
      functions:
        "Pico: GP23 controls the regulator's power-save mode, GP24 senses VBUS, GP25 drives the green LED, GP29 (ADC3) reads VSYS/3",
      limits:
        "On the Pico W, GP23, GP24, GP25 and GP29 talk to the CYW43439 wireless chip and the LED hangs off that chip instead.",
    },
  ],
  headers: [
    {
      name: "Pins 1-20",
      pins: [
        "GP0",
        "GP1",
        "GND",
        "GP2",
        "GP3",
        "GP4",
        "GP5",
        "GND",
        "GP6",
        "GP7",
        "GP8",
        "GP9",
        "GND",
        "GP10",
        "GP11",
        "GP12",
        "GP13",
        "GND",
        "GP14",
        "GP15",
      ],
    },
    {
      name: "Pins 40-21",
      pins: [
        "VBUS",
        "VSYS",
        "GND",
        "3V3_EN",
        "3V3",
        "ADC_VREF",
        "GP28",
        "AGND",
        "GP27",
        "GP26",
        "RUN",
        "GP22",
        "GND",
        "GP21",
        "GP20",
        "GP19",
        "GP18",
        "GND",
        "GP17",
        "GP16",
      ],
    },
  ],
  sources: [
    { label: "Raspberry Pi Pico Datasheet", href: "https://datasheets.raspberrypi.com/pico/pico-datasheet.pdf" },
    {
      label: "RP2040 Datasheet (GPIO function table, ADC, pads)",
      href: "https://datasheets.raspberrypi.com/rp2040/rp2040-datasheet.pdf",
    },
    { label: "Raspberry Pi Pico W Datasheet", href: "https://datasheets.raspberrypi.com/picow/pico-w-datasheet.pdf" },
    { label: "Raspberry Pi Pico 2 Datasheet", href: "https://datasheets.raspberrypi.com/pico/pico-2-datasheet.pdf" },
  ],
};

export default pinout;
