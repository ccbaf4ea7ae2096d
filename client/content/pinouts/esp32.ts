import type { BoardPinout } from "../pinout-types";

const pinout: BoardPinout = {
  board: "esp32",
  caption: "ESP32-DevKitC V4 (ESP32-WROOM-32) pinout",
  summary:
    "Rows follow the two headers of Espressif's DevKitC V4 (J1 then J3); other 38-pin ESP32 boards carry the same GPIOs in a different order, so go by the GPIO number. All I/O is 3.3 V and not 5 V tolerant, the GPIO matrix lets UART, I2C, SPI and PWM (LEDC) signals be routed to almost any output-capable pin, and the safest general-purpose pins are GPIO4, 13, 16-19, 21-23, 25-27, 32 and 33 (GPIO16/17 only on WROOM modules).",
  rows: [
    {
      pin: "3V3",
      functions: "3.3 V from the board's regulator, or input for a 3.3 V supply",
      limits: "Power the board from only one of USB, the 5V pin or the 3V3 pin at a time.",
    },
    {
      pin: "EN",
      flags: ["not-5v-tolerant"],
      functions: "Chip enable (CHIP_PU): HIGH runs the chip, LOW holds it in reset; wired to the EN button",
      limits: "Pulled up on the board; never drive it from a 5 V signal.",
    },
    {
      pin: "GPIO36 (SENSOR_VP)",
      flags: ["input-only"],
      functions: "ADC1_CH0, RTC_GPIO0",
      limits:
        "Input only: no output driver and no internal pull-up or pull-down. ESP32 errata 3.11: the input is pulled low for about 80 ns whenever certain RTC peripherals, such as the SAR ADCs, power up (the Wi-Fi driver uses ADC2), which can fire an edge interrupt falsely.",
    },
    {
      pin: "GPIO39 (SENSOR_VN)",
      flags: ["input-only"],
      functions: "ADC1_CH3, RTC_GPIO3",
      limits: "Input only, no internal pulls; same errata as GPIO36.",
    },
    {
      pin: "GPIO34",
      flags: ["input-only"],
      functions: "ADC1_CH6, RTC_GPIO4",
      limits: "Input only: no output driver and no internal pull-up or pull-down.",
    },
    {
      pin: "GPIO35",
      flags: ["input-only"],
      functions: "ADC1_CH7, RTC_GPIO5",
      limits: "Input only: no output driver and no internal pull-up or pull-down.",
    },
    {
      pin: "GPIO32",
      functions: "ADC1_CH4, TOUCH9, RTC_GPIO9, 32 kHz crystal input (XTAL_32K_P)",
      limits: "Taken only if an external 32.768 kHz crystal is fitted across GPIO32 and GPIO33.",
    },
    { pin: "GPIO33", functions: "ADC1_CH5, TOUCH8, RTC_GPIO8, 32 kHz crystal input (XTAL_32K_N)" },
    {
      pin: "GPIO25",
      flags: ["adc2-wifi"],
      functions: "DAC_1 (8-bit), ADC2_CH8, RTC_GPIO6",
      limits: "ADC2: no analog readings while Wi-Fi is on.",
    },
    {
      pin: "GPIO26",
      flags: ["adc2-wifi"],
      functions: "DAC_2 (8-bit), ADC2_CH9, RTC_GPIO7",
      limits: "ADC2: no analog readings while Wi-Fi is on.",
    },
    {
      pin: "GPIO27",
      flags: ["adc2-wifi"],
      functions: "ADC2_CH7, TOUCH7, RTC_GPIO17",
      limits: "ADC2: no analog readings while Wi-Fi is on.",
    },
    {
      pin: "GPIO14",
      flags: ["boot", "adc2-wifi"],
      functions: "ADC2_CH6, TOUCH6, RTC_GPIO16, HSPI CLK, JTAG MTMS",
      limits:
        "Commonly reported to emit a brief signal during boot, before your code runs, so don't let it switch a relay or motor driver; ADC2 unusable with Wi-Fi on.",
    },
    {
      pin: "GPIO12",
      flags: ["strapping", "adc2-wifi"],
      functions: "ADC2_CH5, TOUCH5, RTC_GPIO15, HSPI MISO, JTAG MTDI",
      limits:
        "Strapping pin with an internal pull-down: HIGH at reset selects 1.8 V for the flash, and a WROOM-32 (3.3 V flash) then fails to boot. Keep it LOW or floating at reset; ADC2 unusable with Wi-Fi on.",
    },
    { pin: "GND", functions: "Ground" },
    {
      pin: "GPIO13",
      flags: ["adc2-wifi"],
      functions: "ADC2_CH4, TOUCH4, RTC_GPIO14, HSPI MOSI, JTAG MTCK",
      limits: "ADC2: no analog readings while Wi-Fi is on.",
    },
    {
      pin: "SD2 (GPIO9)",
      flags: ["flash"],
      functions: "SPI flash data (SD_DATA2)",
      limits: "Wired to the module's flash: leave unconnected.",
    },
    {
      pin: "SD3 (GPIO10)",
      flags: ["flash"],
      functions: "SPI flash data (SD_DATA3)",
      limits: "Wired to the module's flash: leave unconnected.",
    },
    {
      pin: "CMD (GPIO11)",
      flags: ["flash"],
      functions: "SPI flash command / chip select (SD_CMD)",
      limits: "Wired to the module's flash: leave unconnected.",
    },
    {
      pin: "5V",
      functions: "5 V from USB, or input for a 5 V supply to the board's regulator",
      limits: "Power the board from only one of USB, 5V or 3V3 at a time; the GPIOs stay 3.3 V only.",
    },
    { pin: "GND (J3, first pin)", functions: "Ground" },
    { pin: "GPIO23", functions: "VSPI MOSI" },
    { pin: "GPIO22", functions: "VSPI WP, default I2C SCL in the Arduino core" },
    {
      pin: "TXD0 (GPIO1)",
      flags: ["boot"],
      functions: "UART0 TX (Serial), to the USB-UART bridge",
      limits:
        "Prints the boot ROM log at every reset and carries all Serial output; loading it disturbs uploads and the monitor.",
    },
    {
      pin: "RXD0 (GPIO3)",
      flags: ["boot"],
      functions: "UART0 RX (Serial), from the USB-UART bridge",
      limits: "Held HIGH by the bridge at boot; an external driver here fights the bridge and blocks uploads.",
    },
    { pin: "GPIO21", functions: "VSPI HD, default I2C SDA in the Arduino core" },
    { pin: "GND (J3, middle)", functions: "Ground" },
    { pin: "GPIO19", functions: "VSPI MISO" },
    { pin: "GPIO18", functions: "VSPI CLK" },
    {
      pin: "GPIO5",
      flags: ["strapping"],
      functions: "VSPI CS0",
      limits:
        "Strapping pin (internal pull-up) that, with GPIO15, sets SDIO slave timing; commonly reported to emit a brief signal during boot.",
    },
    {
      pin: "GPIO17",
      flags: ["psram"],
      functions: "UART2 TX (U2TXD in the IO MUX)",
      limits:
        "Free on WROOM-32 boards; on WROVER modules it is wired to the PSRAM and must not be used. Serial2 used GPIO16/17 by default up to Arduino-ESP32 core 2.x; core 3.x defaults it to GPIO4 (RX) and GPIO25 (TX), so pass the pins to Serial2.begin() to use these.",
    },
    {
      pin: "GPIO16",
      flags: ["psram"],
      functions: "UART2 RX (U2RXD in the IO MUX)",
      limits:
        "Free on WROOM-32 boards; on WROVER modules it is wired to the PSRAM and must not be used. Not Serial2's default RX in Arduino-ESP32 core 3.x (that is GPIO4), so name the pins in Serial2.begin().",
    },
    {
      pin: "GPIO4",
      flags: ["adc2-wifi"],
      functions: "ADC2_CH0, TOUCH0, RTC_GPIO10, HSPI HD",
      limits: "ADC2: no analog readings while Wi-Fi is on.",
    },
    {
      pin: "GPIO0",
      flags: ["strapping", "adc2-wifi"],
      functions: "ADC2_CH1, TOUCH1, RTC_GPIO11, CLK_OUT1",
      limits:
        "Strapping pin (internal pull-up): LOW at reset starts the serial bootloader. Wired to the BOOT button and the board's auto-reset circuit; ADC2 unusable with Wi-Fi on.",
    },
    {
      pin: "GPIO2",
      flags: ["strapping", "adc2-wifi"],
      functions: "ADC2_CH2, TOUCH2, RTC_GPIO12, HSPI WP",
      limits:
        "Strapping pin (internal pull-down): must be LOW or floating at reset for serial flashing. Many third-party boards put an LED here; the DevKitC V4 has only a power LED.",
    },
    {
      pin: "GPIO15",
      flags: ["strapping", "adc2-wifi"],
      functions: "ADC2_CH3, TOUCH3, RTC_GPIO13, HSPI CS0, JTAG MTDO",
      limits:
        "Strapping pin (internal pull-up): LOW at reset silences the boot log on TXD0, and with GPIO5 it sets SDIO timing; commonly reported to emit a brief signal during boot; ADC2.",
    },
    {
      pin: "SD1 (GPIO8)",
      flags: ["flash"],
      functions: "SPI flash data (SD_DATA1)",
      limits: "Wired to the module's flash: leave unconnected.",
    },
    {
      pin: "SD0 (GPIO7)",
      flags: ["flash"],
      functions: "SPI flash data (SD_DATA0)",
      limits: "Wired to the module's flash: leave unconnected.",
    },
    {
      pin: "CLK (GPIO6)",
      flags: ["flash"],
      functions: "SPI flash clock (SD_CLK)",
      limits: "Wired to the module's flash: leave unconnected.",
    },
  ],
  headers: [
    {
      name: "J1",
      pins: [
        "3V3",
        "EN",
        "GPIO36",
        "GPIO39",
        "GPIO34",
        "GPIO35",
        "GPIO32",
        "GPIO33",
        "GPIO25",
        "GPIO26",
        "GPIO27",
        "GPIO14",
        "GPIO12",
        "GND",
        "GPIO13",
        "SD2",
        "SD3",
        "CMD",
        "5V",
      ],
    },
    {
      name: "J3",
      pins: [
        "GND",
        "GPIO23",
        "GPIO22",
        "TXD0",
        "RXD0",
        "GPIO21",
        "GND",
        "GPIO19",
        "GPIO18",
        "GPIO5",
        "GPIO17",
        "GPIO16",
        "GPIO4",
        "GPIO0",
        "GPIO2",
        "GPIO15",
        "SD1",
        "SD0",
        "CLK",
      ],
    },
  ],
  sources: [
    {
      label: "Espressif ESP32 Series Datasheet",
      href: "https://www.espressif.com/sites/default/files/documentation/esp32_datasheet_en.pdf",
    },
    {
      label: "Espressif ESP32-WROOM-32 Datasheet",
      href: "https://www.espressif.com/sites/default/files/documentation/esp32-wroom-32_datasheet_en.pdf",
    },
    {
      label: "Espressif ESP32-WROVER-E and ESP32-WROVER-IE Datasheet (PSRAM on GPIO16/17)",
      href: "https://www.espressif.com/sites/default/files/documentation/esp32-wrover-e_esp32-wrover-ie_datasheet_en.pdf",
    },
    {
      label: "Espressif ESP32 Series SoC Errata",
      href: "https://www.espressif.com/sites/default/files/documentation/esp32_errata_en.pdf",
    },
    {
      label: "ESP32-DevKitC V4 Getting Started Guide (header tables)",
      href: "https://docs.espressif.com/projects/esp-idf/en/latest/esp32/hw-reference/esp32/get-started-devkitc.html",
    },
  ],
};

export default pinout;
