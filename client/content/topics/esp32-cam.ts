import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "esp32-cam",
  kind: "board",
  title: "ESP32-CAM",
  headTitle: "ESP32-CAM: Pinout, Programming and Camera Projects",
  description:
    "ESP32-CAM guide: OV2640 camera, PSRAM and microSD specs, how to flash it with a USB-serial adapter, power tips, free GPIOs and Wi-Fi camera projects.",
  keywords: [
    "ESP32-CAM",
    "AI-Thinker ESP32-CAM",
    "OV2640 camera",
    "ESP32 camera module",
    "ESP32-CAM programming",
    "Wi-Fi camera",
    "CameraWebServer",
    "ESP32-CAM pinout",
  ],
  image: {
    src: "/images/boards/esp32-cam.svg",
    alt: "Illustration of the AI-Thinker ESP32-CAM board with the OV2640 camera module on its ribbon cable, the shielded ESP32-S module, the microSD card slot and the white flash LED",
  },
  intro: [
    "The ESP32-CAM, most commonly the AI-Thinker version, is a tiny board that puts an ESP32 processor, a camera and a microSD card slot together for very little money. It uses an ESP32-S module with a dual-core processor at 240 MHz, adds 4 MB of PSRAM for image buffers and connects an OV2640 2-megapixel camera through a small ribbon cable.",
    "With Wi-Fi built in, it can stream live video to a browser, take photos when a sensor triggers, save pictures to the card or upload them to a server. That makes it the usual starting point for DIY security cameras, wildlife cameras, doorbells and simple machine-vision experiments.",
    "Because nearly every pin is used by the camera and card, and because it has no USB port, the ESP32-CAM is less forgiving than a normal ESP32 dev board. It rewards a careful setup: proper power, the right programming wiring and a clear plan for which few pins remain free.",
  ],
  basics: [
    "There is no USB connector on the AI-Thinker board, so you program it through its serial pins with a USB-to-serial adapter set to 3.3 V logic, or with an ESP32-CAM-MB adapter board that plugs underneath. To enter flashing mode, GPIO0 must be connected to GND while the board resets; after uploading, remove that link and reset again to run your program. Skip the first step and the upload times out at Connecting; skip the second and the freshly flashed board waits silently in bootloader mode.",
    "Power it from a solid 5 V supply on the 5V pin. The camera and Wi-Fi together draw current peaks that a weak adapter, a long thin cable or the 3.3 V output of a USB-serial adapter cannot deliver, and the result is a brownout reset loop or corrupted images. A capacitor of a few hundred microfarads across the supply pins near the board helps. The board also gets warm while streaming, which is normal, but it should have some airflow in an enclosure.",
    "The OV2640 produces JPEG images directly, which keeps the ESP32's work manageable. Larger frame sizes up to UXGA (1600 x 1200) give more detail but lower frame rates and bigger files; small sizes such as QVGA or VGA stream much more smoothly over Wi-Fi. The PSRAM stores frame buffers, so code must enable it and pick frame sizes and JPEG quality that fit.",
    "The camera and microSD slot occupy most GPIOs, and the flash LED shares GPIO4 with a data line of the SD card, so it flickers during card access when the card runs in 4-bit mode. Running the card in 1-bit mode frees GPIO4, GPIO12 and GPIO13 at the cost of slower card access. GPIO0 selects the boot mode and then clocks the camera, GPIO1 and GPIO3 are the serial port, GPIO16 is the PSRAM's chip select, and all I/O is 3.3 V logic, so plan your extra sensors carefully.",
  ],
  features: [
    {
      title: "ESP32-S module at 240 MHz",
      text: "A dual-core ESP32 with Wi-Fi 802.11 b/g/n and Bluetooth, programmable with the Arduino ESP32 core, ESP-IDF or MicroPython builds with camera support.",
    },
    {
      title: "OV2640 2-megapixel camera",
      text: "A camera with onboard JPEG compression and resolutions up to 1600 x 1200, attached with a ribbon cable so it can be swapped for a wide-angle or long-cable version.",
    },
    {
      title: "4 MB PSRAM",
      text: "External pseudo-static RAM holds complete image frames, which the ESP32's internal SRAM alone could not fit at higher resolutions.",
    },
    {
      title: "microSD card slot",
      text: "Saves photos and logs locally using the SD_MMC interface, in 4-bit mode for speed or 1-bit mode to free pins.",
    },
    {
      title: "Onboard flash LED on GPIO4",
      text: "A bright white LED for lighting close scenes, which can be dimmed with PWM; it gets hot if left on at full power for long.",
    },
    {
      title: "No USB port",
      text: "Programming uses a 3.3 V USB-to-serial adapter or a plug-in programmer board, with GPIO0 tied to GND to enter flashing mode.",
    },
    {
      title: "Antenna options",
      text: "A PCB antenna is built in and an external antenna connector is present; switching between them means moving a tiny 0-ohm resistor, which improves range in difficult locations.",
    },
    {
      title: "5 V supply, 3.3 V logic",
      text: "The board is usually powered from 5 V through its regulator, but all GPIOs are 3.3 V and not 5 V tolerant.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Browser video stream",
        text: "Run the CameraWebServer example and watch a live stream on your phone, experimenting with resolution, quality and brightness settings.",
      },
      {
        title: "Photo on reset",
        text: "Take one JPEG when the board starts, save it to the microSD card with an incrementing file name kept in flash with the Preferences library, and then deep-sleep.",
      },
      {
        title: "Dimmable flash control",
        text: "Add a web slider that sets the PWM duty of the GPIO4 flash LED, learning how light level affects image noise.",
      },
    ],
    intermediate: [
      {
        title: "PIR-triggered photos on microSD",
        text: "A PIR motion sensor on a free pin triggers a JPEG capture that is saved to the microSD card with a numbered file name; once that works, add deep sleep between events or send each photo on through a messaging bot API.",
        slug: "esp32-cam-motion-photo-sd",
      },
      {
        title: "Time-lapse camera",
        text: "Take a photo every few minutes with timestamps from NTP, store them on the card and combine them into a video on a computer.",
      },
      {
        title: "Video doorbell",
        text: "A button triggers a photo and a notification, and the stream can be opened from a phone; include a proper 5 V supply inside the housing.",
      },
    ],
    advanced: [
      {
        title: "Object detection at the edge",
        text: "Run a small quantised image classification model with TensorFlow Lite for Microcontrollers or an Edge Impulse export on low-resolution frames.",
      },
      {
        title: "Wildlife camera trap",
        text: "Combine PIR detection, deep sleep, battery power with proper Li-ion charging and protection, and an OV2640 variant without an IR-cut filter plus infrared illumination for night shots.",
      },
      {
        title: "Custom streaming server",
        text: "Write your own MJPEG or WebSocket streaming with ESP-IDF, managing frame buffers in PSRAM and serving several clients efficiently.",
      },
    ],
  },
  topProjects: [
    {
      title: "Home security camera system",
      text: "Several ESP32-CAMs streaming to open-source video surveillance software such as MotionEye give a capable multi-camera system at low cost.",
    },
    {
      title: "3D printer monitor",
      text: "Watch prints remotely and capture time-lapses, a popular upgrade that turns a failed-print disaster into an early warning.",
    },
    {
      title: "Bird feeder camera",
      text: "Motion-triggered photos of visitors, stored on the SD card and uploaded over Wi-Fi, with the antenna and power planned for an outdoor location.",
    },
    {
      title: "Remote-controlled camera car",
      text: "Stream video from a small robot chassis while controlling motor drivers from a browser, with separate batteries for motors and electronics.",
    },
  ],
  tutorials: [
    {
      title: "Flash the ESP32-CAM with a USB-serial adapter",
      text: "Use an adapter with 3.3 V logic levels. Connect adapter GND to GND, adapter TX to U0R (GPIO3) and adapter RX to U0T (GPIO1), feed the board's 5V pin from the adapter's separate 5V pin or an external 5 V supply sharing the same ground, then add a wire from IO0 to GND. In the Arduino IDE choose AI Thinker ESP32-CAM, press the board's reset button and click Upload. When it finishes, remove the IO0 wire, open the Serial Monitor at 115200 baud and press reset again.",
    },
    {
      title: "Run the CameraWebServer example",
      text: "Open File > Examples > ESP32 > Camera > CameraWebServer, enable the CAMERA_MODEL_AI_THINKER line in the example's list of camera models (and disable the one that was active), and enter your Wi-Fi name and password. Upload as above, reset, and copy the IP address printed in the Serial Monitor into a browser. Press Start Stream, then try lower frame sizes to see how they raise the frame rate.",
    },
    {
      title: "Save a photo to microSD",
      text: "Format a microSD card as FAT32, insert it and select AI Thinker ESP32-CAM as the board (PSRAM is needed for the UXGA frame buffer). The sketch sets up the OV2640 with the AI-Thinker pin map and JPEG output, mounts the card with SD_MMC.begin(\"/sdcard\", true), whose second argument selects 1-bit mode so GPIO4 and the flash LED stay out of the card's traffic, throws away a few frames while the sensor's auto-exposure settles, then writes one frame's buffer to /photo.jpg and returns the buffer with esp_camera_fb_return(). Open the Serial Monitor at 115200 baud to see the file size.",
      code: {
        lang: "cpp",
        text: `#include "esp_camera.h"
#include "FS.h"
#include "SD_MMC.h"

// AI-Thinker ESP32-CAM camera pins
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

bool startCamera() {
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
  config.pixel_format = PIXFORMAT_JPEG;
  config.frame_size = FRAMESIZE_UXGA;  // 1600 x 1200
  config.jpeg_quality = 12;            // 0-63, lower means better quality
  config.fb_count = 1;
  config.fb_location = CAMERA_FB_IN_PSRAM;
  config.grab_mode = CAMERA_GRAB_LATEST;
  return esp_camera_init(&config) == ESP_OK;
}

void setup() {
  Serial.begin(115200);
  if (!startCamera()) {
    Serial.println("Camera init failed");
    return;
  }
  if (!SD_MMC.begin("/sdcard", true)) {  // true = 1-bit mode
    Serial.println("microSD mount failed");
    return;
  }
  for (int i = 0; i < 3; i++) {  // let auto-exposure settle
    camera_fb_t* warmup = esp_camera_fb_get();
    if (warmup) {
      esp_camera_fb_return(warmup);
    }
    delay(100);
  }
  camera_fb_t* fb = esp_camera_fb_get();
  if (!fb) {
    Serial.println("Capture failed");
    return;
  }
  File file = SD_MMC.open("/photo.jpg", FILE_WRITE);
  if (file) {
    file.write(fb->buf, fb->len);
    file.close();
    Serial.printf("Saved /photo.jpg (%u bytes)\n", (unsigned)fb->len);
  } else {
    Serial.println("Could not open /photo.jpg");
  }
  esp_camera_fb_return(fb);
}

void loop() {
}
`,
      },
    },
  ],
  tutorialSlugs: ["esp32-cam-motion-photo-sd"],
};

export default topic;
