// An AI-Thinker ESP32-CAM saves a UXGA JPEG to its microSD card (SD_MMC, 1-bit mode) whenever an HC-SR501 PIR sensor on GPIO13 reports motion.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "esp32-cam-motion-photo",
  data: {
    slug: "esp32-cam-motion-photo-sd",
    title: "ESP32-CAM (AI-Thinker): Save a JPEG to microSD When a PIR Sensor Sees Motion",
    topic: "esp32-cam",
    meta: {
      title: "ESP32-CAM Motion Camera: PIR Trigger, JPEG Photos to microSD",
      description:
        "Build a motion-triggered AI-Thinker ESP32-CAM: a PIR sensor on GPIO13, the microSD card in 1-bit mode, JPEG photos saved to the card, flashing and power tips.",
      keywords:
        "esp32-cam, ai-thinker, ov2640, pir sensor, hc-sr501, motion detection, microsd, sd_mmc, 1-bit mode, jpeg, brownout",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "A wildlife camera, a doorway logger or a simple security camera all boil down to the same job: wait until something moves, take a picture and store it. The AI-Thinker ESP32-CAM can do all three on a board the size of a stamp, because it combines an ESP32 with 4 MB of PSRAM, an OV2640 camera and a microSD slot. Add a passive infrared (PIR) motion sensor and a few components and you have a camera that needs no network at all.",
          },
          {
            p: "The hard part on this board is not the code but the pins. The camera and the card use almost every GPIO, and two of the few that are left have side effects. You will learn which pin is really free once the card runs in 1-bit mode and why even that pin needs care, how to program a board that has no USB port, and how to power it so that it does not reset every time the camera starts. Allow about 90 minutes.",
          },
          {
            figure: {
              src: "/images/boards/esp32-cam.svg",
              alt: "Illustration of the AI-Thinker ESP32-CAM board with the OV2640 camera on its ribbon cable, the microSD slot and the flash LED",
              caption:
                "The AI-Thinker ESP32-CAM. Its bright white flash LED is driven from GPIO4, one of the pins this project must keep low.",
            },
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × AI-Thinker ESP32-CAM with its OV2640 camera module",
              "1 × USB-to-serial adapter with 3.3 V logic and a separate 5 V output pin (for example a CP2102 module), or an ESP32-CAM-MB programmer board",
              "1 × microSD card of 32 GB or less, formatted as FAT32",
              "1 × HC-SR501 PIR motion sensor module",
              "1 × NPN transistor, 2N3904 or BC547",
              "2 × 10 kΩ resistors",
              "1 × 470 µF electrolytic capacitor, 10 V or higher",
              "1 × regulated 5 V supply able to deliver at least 1 A (a good USB charger with a breakout, or a bench supply)",
              "1 × breadboard and female-to-male jumper wires, plus one extra wire for the GPIO0 programming link",
            ],
          },
        ],
      },
      {
        section: "pins",
        content: [
          { h2: "Which GPIO is actually free?" },
          {
            p: "On the AI-Thinker board the camera occupies GPIO5, 18, 19, 21, 22, 23, 25, 26, 27, 32, 34, 35, 36 and 39, and GPIO0 as the camera's XCLK clock. The microSD slot is wired to GPIO14 (CLK), GPIO15 (CMD) and GPIO2, 4, 12 and 13 (DAT0 to DAT3). In the default 4-bit mode every one of them is busy. Starting the card in 1-bit mode moves all data over DAT0 alone, at lower speed, and hands DAT1, DAT2 and DAT3 back to you: GPIO4, GPIO12 and GPIO13.",
          },
          {
            table: {
              header: ["GPIO", "Role on the AI-Thinker board", "Use for the PIR?"],
              rows: [
                { cells: ["GPIO0", "Camera XCLK; held low at reset to enter flashing mode", "No"] },
                { cells: ["GPIO1, GPIO3", "U0T and U0R, the serial port used for uploading and the Serial Monitor", "No"] },
                { cells: ["GPIO2, GPIO14, GPIO15", "microSD DAT0, CLK and CMD, still used in 1-bit mode", "No"] },
                {
                  cells: [
                    "GPIO4",
                    "microSD DAT1 and the flash LED driver",
                    "Free in 1-bit mode, but any high level lights the very bright flash LED",
                  ],
                },
                {
                  cells: [
                    "GPIO12",
                    "microSD DAT2 and the MTDI strapping pin",
                    "Free in 1-bit mode, but high at reset selects 1.8 V flash and the module fails to boot",
                  ],
                },
                {
                  cells: [
                    "GPIO13",
                    "microSD DAT3",
                    "Yes: free in 1-bit mode and not a strapping pin. Used here, with the precaution below",
                  ],
                },
                { cells: ["GPIO16", "PSRAM chip select on this board", "No"] },
                { cells: ["GPIO33", "Small red status LED, lit when the pin is LOW", "No (used as a status light)"] },
              ],
            },
          },
          {
            p: "GPIO13 is still physically connected to the card's DAT3 contact, and that contact matters while the card starts up: a card that sees DAT3 low during its reset command switches to SPI mode and no longer answers the SD_MMC driver. Espressif's SD pull-up guidance asks for a pull-up on DAT3 even in 1-bit mode for this reason. The HC-SR501's output sits low whenever nothing moves, so wiring it straight to GPIO13 would hold DAT3 low and make the card fail to mount. The fix is a one-transistor inverter: a 10 kΩ resistor pulls GPIO13 up to 3.3 V, and an NPN transistor pulls it low only while the PIR output is high.",
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          { h3: "The motion circuit (permanent)" },
          {
            table: {
              header: ["From", "To", "Note"],
              rows: [
                {
                  cells: [
                    "5 V supply +",
                    "ESP32-CAM 5V pin and HC-SR501 VCC",
                    "The HC-SR501 is usually specified for about 4.5 V to 20 V and has its own 3.3 V regulator",
                  ],
                },
                {
                  cells: ["5 V supply −", "ESP32-CAM GND, HC-SR501 GND, transistor emitter", "One common ground for everything"],
                },
                {
                  cells: [
                    "470 µF capacitor",
                    "Across 5V (+) and GND (−), close to the ESP32-CAM",
                    "Supplies the short current peaks when the camera and card start",
                  ],
                },
                {
                  cells: [
                    "HC-SR501 OUT",
                    "10 kΩ resistor, then the transistor base",
                    "OUT swings between 0 V and about 3.3 V; the resistor limits base current to (3.3 − 0.7) V / 10 kΩ ≈ 0.26 mA",
                  ],
                },
                { cells: ["Transistor collector", "ESP32-CAM GPIO13", "Pulls GPIO13 low while motion is reported"] },
                { cells: ["ESP32-CAM 3V3 pin", "10 kΩ resistor to GPIO13", "Pull-up: GPIO13 (and the card's DAT3) idle high"] },
              ],
            },
          },
          {
            p: "The transistor only has to sink (3.3 V − 0.1 V) / 10 kΩ ≈ 0.32 mA, so the 0.26 mA of base current drives it hard into saturation for any 2N3904 or BC547. Check your transistor's pinout: with the flat face towards you and the leads down, a 2N3904 reads emitter, base, collector from left to right, while a BC547 reads collector, base, emitter.",
          },
          { h3: "The programming connection (for uploads only)" },
          {
            table: {
              header: ["USB-serial adapter", "ESP32-CAM", "Note"],
              rows: [
                { cells: ["GND", "GND", "Shared ground, always connect first"] },
                { cells: ["5V (separate 5 V pin)", "5V", "Or leave this out and keep the external 5 V supply connected"] },
                { cells: ["TX", "U0R (GPIO3)", "Adapter transmits, ESP32 receives"] },
                { cells: ["RX", "U0T (GPIO1)", "ESP32 transmits, adapter receives"] },
                {
                  cells: ["(wire on the ESP32-CAM)", "GPIO0 to GND", "Only while uploading: selects the ROM bootloader at reset"],
                },
              ],
            },
          },
          {
            warning:
              "The adapter's signal pins must use 3.3 V logic; the ESP32's GPIO3 is not 5 V tolerant. On FT232RL adapters the logic-level jumper also sets the voltage on the VCC pin, so set it to 3.3 V and feed the board's 5V pin from a separate 5 V source rather than from VCC. Never connect two 5 V sources to the 5V pin at once, and fit the electrolytic capacitor the right way round (the stripe marks the negative lead); a reversed electrolytic can vent or burst.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketch" },
          {
            p: "No extra libraries are needed: esp_camera.h, FS.h and SD_MMC.h all come with the esp32 board package by Espressif Systems. The pin numbers are the AI-Thinker definitions from the CameraWebServer example. Format the card as FAT32 before you start; cards larger than 32 GB usually arrive formatted as exFAT.",
          },
          {
            code: {
              lang: "cpp",
              text: String.raw`// ESP32-CAM (AI-Thinker): save a JPEG to microSD while a PIR sensor reports motion.
// Board: "AI Thinker ESP32-CAM" (esp32 core by Espressif). No extra libraries.
// PIR: HC-SR501 -> NPN inverter -> GPIO13 (HIGH = quiet, LOW = motion).
#include "esp_camera.h"
#include "FS.h"
#include "SD_MMC.h"

// AI-Thinker camera pins (CAMERA_MODEL_AI_THINKER in the CameraWebServer example)
#define PWDN_GPIO_NUM 32
#define RESET_GPIO_NUM -1
#define XCLK_GPIO_NUM 0
#define SIOD_GPIO_NUM 26
#define SIOC_GPIO_NUM 27
#define Y9_GPIO_NUM 35
#define Y8_GPIO_NUM 34
#define Y7_GPIO_NUM 39
#define Y6_GPIO_NUM 36
#define Y5_GPIO_NUM 21
#define Y4_GPIO_NUM 19
#define Y3_GPIO_NUM 18
#define Y2_GPIO_NUM 5
#define VSYNC_GPIO_NUM 25
#define HREF_GPIO_NUM 23
#define PCLK_GPIO_NUM 22

const int MOTION_PIN = 13;              // from the transistor: HIGH = quiet, LOW = motion
const int FLASH_LED_PIN = 4;            // white flash LED, kept off
const int RED_LED_PIN = 33;             // small red status LED, lit when LOW
const unsigned long MIN_GAP_MS = 5000;  // at most one photo every 5 s during motion

unsigned int photoNumber = 1;
unsigned long lastPhotoMs = 0;
bool anyPhotoTaken = false;

void halt(const char *message) {
  Serial.println(message);
  bool ledOn = false;
  while (true) {
    ledOn = !ledOn;
    digitalWrite(RED_LED_PIN, ledOn ? LOW : HIGH);  // fast blink = error
    delay(200);
  }
}

bool initCamera() {
  if (!psramFound()) {
    Serial.println("No PSRAM found: select the AI Thinker ESP32-CAM board");
    return false;
  }
  camera_config_t config = {};
  config.ledc_channel = LEDC_CHANNEL_0;
  config.ledc_timer = LEDC_TIMER_0;
  config.pin_d0 = Y2_GPIO_NUM;
  config.pin_d1 = Y3_GPIO_NUM;
  config.pin_d2 = Y4_GPIO_NUM;
  config.pin_d3 = Y5_GPIO_NUM;
  config.pin_d4 = Y6_GPIO_NUM;
  config.pin_d5 = Y7_GPIO_NUM;
  config.pin_d6 = Y8_GPIO_NUM;
  config.pin_d7 = Y9_GPIO_NUM;
  config.pin_xclk = XCLK_GPIO_NUM;
  config.pin_pclk = PCLK_GPIO_NUM;
  config.pin_vsync = VSYNC_GPIO_NUM;
  config.pin_href = HREF_GPIO_NUM;
  config.pin_sccb_sda = SIOD_GPIO_NUM;
  config.pin_sccb_scl = SIOC_GPIO_NUM;
  config.pin_pwdn = PWDN_GPIO_NUM;
  config.pin_reset = RESET_GPIO_NUM;
  config.xclk_freq_hz = 20000000;
  config.pixel_format = PIXFORMAT_JPEG;  // the OV2640 compresses on the sensor
  config.frame_size = FRAMESIZE_UXGA;    // 1600 x 1200
  config.jpeg_quality = 12;              // 0-63: lower = better quality, bigger file
  config.fb_count = 2;                   // two frame buffers in PSRAM...
  config.fb_location = CAMERA_FB_IN_PSRAM;
  config.grab_mode = CAMERA_GRAB_LATEST; // ...so fb_get() returns the newest frame

  esp_err_t err = esp_camera_init(&config);
  if (err != ESP_OK) {
    Serial.printf("Camera init failed with error 0x%x\n", err);
    return false;
  }
  return true;
}

bool initCard() {
  // true = 1-bit mode: only GPIO14 (CLK), GPIO15 (CMD) and GPIO2 (DAT0) are used,
  // leaving GPIO4, GPIO12 and GPIO13 free.
  if (!SD_MMC.begin("/sdcard", true)) {
    Serial.println("microSD mount failed");
    return false;
  }
  if (SD_MMC.cardType() == CARD_NONE) {
    Serial.println("No microSD card inserted");
    return false;
  }
  Serial.printf("microSD mounted, %llu MB\n",
                (unsigned long long)(SD_MMC.cardSize() / (1024ULL * 1024ULL)));
  return true;
}

void findNextPhotoNumber() {
  char path[32];
  while (true) {
    snprintf(path, sizeof(path), "/motion_%05u.jpg", photoNumber);
    if (!SD_MMC.exists(path)) {
      return;  // first unused name: earlier photos are never overwritten
    }
    photoNumber++;
  }
}

void takePhoto() {
  digitalWrite(RED_LED_PIN, LOW);  // red LED on while capturing and writing
  camera_fb_t *fb = esp_camera_fb_get();
  if (fb == nullptr) {
    Serial.println("Capture failed");
    digitalWrite(RED_LED_PIN, HIGH);
    return;
  }

  char path[32];
  snprintf(path, sizeof(path), "/motion_%05u.jpg", photoNumber);
  File file = SD_MMC.open(path, FILE_WRITE);
  if (!file) {
    Serial.printf("Could not create %s\n", path);
  } else {
    size_t written = file.write(fb->buf, fb->len);
    file.close();
    if (written == fb->len) {
      Serial.printf("Motion: saved %s (%u bytes)\n", path, (unsigned int)fb->len);
      photoNumber++;
    } else {
      Serial.printf("Write error on %s: %u of %u bytes (card full?)\n", path,
                    (unsigned int)written, (unsigned int)fb->len);
    }
  }
  esp_camera_fb_return(fb);  // hand the buffer back to the driver
  digitalWrite(RED_LED_PIN, HIGH);
}

void setup() {
  Serial.begin(115200);
  Serial.println();

  pinMode(FLASH_LED_PIN, OUTPUT);
  digitalWrite(FLASH_LED_PIN, LOW);
  pinMode(RED_LED_PIN, OUTPUT);
  digitalWrite(RED_LED_PIN, HIGH);
  pinMode(MOTION_PIN, INPUT);  // external 10 kOhm pull-up to 3V3

  if (!initCamera()) {
    halt("Stopped: camera");
  }

  // GPIO13 is also the card's DAT3 line, which must be high while the card
  // initialises. Wait (up to 60 s) until the PIR reports no motion.
  unsigned long waitStart = millis();
  while (digitalRead(MOTION_PIN) == LOW && millis() - waitStart < 60000UL) {
    delay(100);
  }

  if (!initCard()) {
    halt("Stopped: microSD");
  }
  pinMode(MOTION_PIN, INPUT);

  findNextPhotoNumber();
  Serial.printf("Ready. Next file: /motion_%05u.jpg\n", photoNumber);
}

void loop() {
  bool motion = (digitalRead(MOTION_PIN) == LOW);
  if (motion && (!anyPhotoTaken || millis() - lastPhotoMs >= MIN_GAP_MS)) {
    anyPhotoTaken = true;
    lastPhotoMs = millis();
    takePhoto();
  }
  delay(20);
}
`,
            },
          },
          { h3: "How it works" },
          {
            p: "The OV2640 produces JPEG data itself, so the ESP32 never handles raw pixels; it only moves compressed bytes from the camera into PSRAM and from PSRAM to the card. A 1600 × 1200 image would need 3.84 MB as 16-bit RGB, but as JPEG it fits comfortably in a PSRAM frame buffer. With two buffers and CAMERA_GRAB_LATEST the driver keeps capturing in the background and esp_camera_fb_get() hands over the newest complete frame, so the photo shows the scene at the moment of the trigger rather than a frame captured seconds earlier. The continuous capture also keeps the automatic exposure settled.",
          },
          {
            p: "loop() polls GPIO13 every 20 ms. Motion takes a photo at once, and while the PIR keeps its output high (for as long as its time-delay setting and continued movement require) the sketch takes another one every 5 seconds. File names count upwards from motion_00001.jpg; at start-up findNextPhotoNumber() skips names already on the card, so a reset never overwrites earlier pictures. The small red LED lights during each capture and blinks rapidly if the sketch stops with an error.",
          },
          {
            p: "The sketch never turns on Wi-Fi. That is deliberate: without the radio the board's current peaks are much smaller, which makes the power supply far less critical, and nothing about saving to a card needs a network.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Flash and run" },
          {
            ol: [
              "Add Espressif's board-manager URL, https://espressif.github.io/arduino-esp32/package_esp32_index.json, under File > Preferences > Additional boards manager URLs, install esp32 by Espressif Systems in the Arduino IDE's Boards Manager and select Tools > Board > esp32 > AI Thinker ESP32-CAM.",
              "Check the camera ribbon is fully inserted and its latch closed, and insert the FAT32-formatted microSD card.",
              "Wire the programming connection: GND, 5V, adapter TX to U0R and adapter RX to U0T, plus a wire from GPIO0 to GND.",
              "Plug in the adapter, select its port, press the ESP32-CAM's RST button, then click Upload. The IDE prints Connecting..., then the write progress.",
              "When the upload finishes, remove the GPIO0 wire and press RST again. This step is easy to forget: with GPIO0 still grounded the board waits for another upload instead of running the sketch.",
              "Open the Serial Monitor at 115200 baud and press RST to see the start-up messages.",
              "Disconnect the adapter's 5V wire and build the motion circuit on the external 5 V supply, keeping the adapter's GND, TX and RX if you want to watch the serial output.",
              "Set the HC-SR501's jumper to repeat trigger (H) and turn its time-delay potentiometer to the minimum, then power up and give the PIR up to a minute to settle before testing.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          { p: "After a reset, and then with a hand waved in front of the PIR (sizes vary with the scene):" },
          {
            code: {
              lang: "plaintext",
              text: `microSD mounted, 15193 MB
Ready. Next file: /motion_00001.jpg
Motion: saved /motion_00001.jpg (164233 bytes)
Motion: saved /motion_00002.jpg (158911 bytes)
Motion: saved /motion_00003.jpg (171047 bytes)
`,
            },
          },
          {
            p: "The small red LED flickers on for each photo, and the white flash LED stays dark. While someone keeps moving in front of the sensor you get one file every 5 seconds; when the scene is still, nothing is written. Put the card in a computer and the files open as ordinary 1600 × 1200 JPEG images. A photo triggered within the first second or two after a reset can come out too dark or tinted, because the camera's automatic exposure and white balance are still settling; later photos are unaffected.",
          },
        ],
      },
      {
        section: "troubleshooting",
        content: [
          { h2: "Troubleshooting" },
          {
            table: {
              header: ["Symptom", "Likely cause", "Fix"],
              rows: [
                {
                  cells: [
                    "Upload fails with a timeout while Connecting...",
                    "GPIO0 was not low at reset, TX and RX are not crossed, or the adapter is not powering the board",
                    "Ground GPIO0, press RST, then upload; check adapter TX goes to U0R; try a lower upload speed",
                  ],
                },
                {
                  cells: [
                    "Serial Monitor shows waiting for download after a reset",
                    "The GPIO0-to-GND wire is still connected",
                    "Remove it and press RST",
                  ],
                },
                {
                  cells: [
                    "Brownout detector was triggered, then endless resets",
                    "The 5 V supply or its wiring cannot deliver the current peaks; the 3.3 V pin of a USB-serial adapter is far too weak",
                    "Power the 5V pin from a solid supply through short wires, add the 470 µF capacitor; do not disable the brownout detector, which only hides the problem",
                  ],
                },
                {
                  cells: [
                    "Camera init failed with error 0x105 or 0x20001",
                    "The camera is not detected: ribbon not seated, or a camera module damaged by handling",
                    "Power off, open the latch, reseat the ribbon squarely with contacts towards the board, close the latch",
                  ],
                },
                {
                  cells: [
                    "microSD mount failed",
                    "Card not FAT32, card not inserted fully, or GPIO13 held low while the card started (PIR wired directly, transistor wired wrongly)",
                    "Reformat as FAT32; measure GPIO13 with no motion, it must read about 3.3 V; check the transistor pinout",
                  ],
                },
                {
                  cells: [
                    "Photos taken constantly with nobody there",
                    "PIR sensitivity too high, the PIR is still warming up, or it sees a heater, window or the board's own warmth",
                    "Wait a minute after power-up, turn the sensitivity down and aim the PIR away from heat sources and moving air",
                  ],
                },
                {
                  cells: [
                    "No photos although the PIR module's output goes high",
                    "Inverter not working, so GPIO13 never goes low",
                    "With motion reported, GPIO13 should read below 0.3 V; check the 10 kΩ base resistor and the emitter-to-GND link",
                  ],
                },
              ],
            },
          },
        ],
      },
      {
        section: "going-further",
        content: [
          { h2: "Going further" },
          {
            ul: [
              "Save battery: instead of polling, send the ESP32 into deep sleep and wake it with esp_sleep_enable_ext0_wakeup(GPIO_NUM_13, 0), which fires when the transistor pulls GPIO13 low. Keep the photo counter in a variable marked RTC_DATA_ATTR so it survives sleep.",
              "Add timestamps: connect to Wi-Fi once at start-up, set the clock with configTime() from an NTP server, and name files by date and time instead of a counter.",
              "Send the picture somewhere: after saving it, upload the JPEG buffer to a server with HTTPClient, remembering that Wi-Fi raises the current peaks and makes a solid power supply even more important.",
            ],
          },
        ],
      },
    ],
  },
};
