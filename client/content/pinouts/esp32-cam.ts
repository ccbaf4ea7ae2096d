import type { BoardPinout } from "../pinout-types";

const pinout: BoardPinout = {
  board: "esp32-cam",
  caption: "AI-Thinker ESP32-CAM pinout",
  summary:
    "The 16 header pins come first, then the on-board connections you cannot reach but must not disturb. The camera, microSD card and PSRAM claim most GPIOs: with the card in 1-bit mode GPIO4 (shared with the flash LED), GPIO12 and GPIO13 become free, and with no card at all GPIO2, 14 and 15 as well; all I/O is 3.3 V and not 5 V tolerant, and the ADC2 channels on these pins cannot be read while Wi-Fi is on.",
  rows: [
    {
      pin: "5V",
      functions: "Power input to the on-board 3.3 V regulator",
      limits:
        "Use a supply that handles the Wi-Fi and camera current peaks; a weak adapter or thin cable causes brownout resets.",
    },
    { pin: "GND (next to 5V)", functions: "Ground" },
    {
      pin: "IO12",
      flags: ["strapping", "adc2-wifi"],
      functions: "GPIO12: microSD DATA2 (4-bit mode), ADC2_CH5, TOUCH5",
      limits:
        "Strapping pin: HIGH at reset selects a 1.8 V flash supply and the module will not boot, so keep it LOW at power-up. Used by the card in 4-bit mode.",
    },
    {
      pin: "IO13",
      flags: ["adc2-wifi"],
      functions: "GPIO13: microSD DATA3 (4-bit mode), ADC2_CH4, TOUCH4",
      limits: "Used by the card in 4-bit mode; free in 1-bit mode.",
    },
    {
      pin: "IO15",
      flags: ["strapping", "adc2-wifi"],
      functions: "GPIO15: microSD CMD, ADC2_CH3, TOUCH3",
      limits: "Used by the card in both modes; strapping pin (LOW at reset silences the boot log).",
    },
    {
      pin: "IO14",
      flags: ["adc2-wifi"],
      functions: "GPIO14: microSD CLK, ADC2_CH6, TOUCH6",
      limits: "Used by the card in both modes.",
    },
    {
      pin: "IO2",
      flags: ["strapping", "adc2-wifi"],
      functions: "GPIO2: microSD DATA0, ADC2_CH2, TOUCH2",
      limits: "Used by the card in both modes; strapping pin that must be LOW or floating to enter flashing mode.",
    },
    {
      pin: "IO4",
      flags: ["adc2-wifi"],
      functions: "GPIO4: white flash LED (through a transistor), microSD DATA1 (4-bit mode), ADC2_CH0, TOUCH0",
      limits:
        "Driving it HIGH lights the flash LED, and in 4-bit mode the LED flickers with card traffic. Free apart from the LED in 1-bit mode.",
    },
    { pin: "3V3", functions: "3.3 V rail of the board" },
    {
      pin: "IO16",
      flags: ["psram"],
      functions: "GPIO16: chip select of the PSRAM",
      limits: "Do not use while PSRAM is enabled, which camera frame buffers at useful resolutions require.",
    },
    {
      pin: "IO0",
      flags: ["strapping"],
      functions: "GPIO0: camera master clock (XCLK) and boot-mode strap",
      limits:
        "Tie to GND while resetting to enter flashing mode, and leave it unconnected to run; once the camera starts it carries the XCLK signal, so nothing else can use it.",
    },
    { pin: "GND (next to IO0)", functions: "Ground" },
    {
      pin: "VCC",
      functions: "Power output: 3.3 V on most boards, 5 V on boards where a solder jumper (0 Ω resistor) has been moved",
      limits: "An output, not a supply input; measure which voltage your board gives before using it.",
    },
    {
      pin: "U0R (IO3)",
      functions: "GPIO3: UART0 RX, used for uploads and the Serial Monitor",
      limits: "Connect it to the USB-serial adapter's TX for programming.",
    },
    {
      pin: "U0T (IO1)",
      flags: ["boot"],
      functions: "GPIO1: UART0 TX",
      limits: "Carries the boot log and Serial output; connect it to the adapter's RX.",
    },
    { pin: "GND (next to U0T)", functions: "Ground" },
    {
      pin: "Camera bus (not on the header)",
      functions:
        "XCLK GPIO0, SCCB SDA GPIO26, SCCB SCL GPIO27, data D0-D7 (Y2-Y9) on GPIO5, 18, 19, 21, 36, 39, 34, 35, VSYNC GPIO25, HREF GPIO23, PCLK GPIO22, power-down GPIO32",
      limits: "Reserved for the OV2640 whenever the camera is initialised.",
    },
    {
      pin: "Red status LED (not on the header)",
      functions: "GPIO33, lit when the pin is LOW",
    },
  ],
  headers: [
    { name: "5V side", pins: ["5V", "GND", "IO12", "IO13", "IO15", "IO14", "IO2", "IO4"] },
    { name: "3V3 side", pins: ["3V3", "IO16", "IO0", "GND", "VCC", "U0R", "U0T", "GND"] },
  ],
  sources: [
    {
      label: "Espressif ESP32 Series Datasheet (strapping pins, ADC2)",
      href: "https://www.espressif.com/sites/default/files/documentation/esp32_datasheet_en.pdf",
    },
    {
      label: "Arduino-ESP32 CameraWebServer camera_pins.h (AI-Thinker camera pins)",
      href: "https://github.com/espressif/arduino-esp32/blob/master/libraries/ESP32/examples/Camera/CameraWebServer/camera_pins.h",
    },
    { label: "Espressif esp32-camera driver", href: "https://github.com/espressif/esp32-camera" },
  ],
};

export default pinout;
