import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "esp32",
  kind: "board",
  title: "ESP32",
  headTitle: "ESP32: Pinout, Wi-Fi and Bluetooth Specs, IoT Projects",
  description:
    "Learn the ESP32: dual-core 240 MHz, Wi-Fi and Bluetooth, 3.3 V GPIO rules, ADC and touch pins, deep sleep, and step-by-step IoT tutorials and project ideas.",
  keywords: [
    "ESP32",
    "ESP32-WROOM-32",
    "ESP32 pinout",
    "ESP32 Wi-Fi",
    "ESP32 Bluetooth BLE",
    "ESP32 deep sleep",
    "ESP-IDF",
    "IoT microcontroller",
    "ESP32 Arduino",
  ],
  image: {
    src: "/images/boards/esp32.svg",
    alt: "Illustration of an ESP32 development board with the metal-shielded ESP32-WROOM-32 module and its PCB antenna, a micro-USB port, BOOT and EN buttons and pin headers on both sides",
  },
  intro: [
    "The ESP32 from Espressif is a low-cost microcontroller with Wi-Fi and Bluetooth built in. Most development boards use the ESP32-WROOM-32 module, which combines a dual-core Xtensa LX6 processor running at up to 240 MHz, 520 KB of SRAM, 4 MB of flash and an antenna under one metal shield.",
    "Compared with an 8-bit Arduino it is a big step up in computing power and connectivity: it can run a web server, publish sensor data over MQTT, talk to a phone over Bluetooth Low Energy and still handle real-time I/O. It can be programmed with the Arduino IDE, with Espressif's own ESP-IDF framework (C with FreeRTOS), or with MicroPython.",
    "The catch is that it is a more complex chip with more rules: 3.3 V logic, pins with special boot functions, a second ADC (ADC2) that the Wi-Fi driver takes over, and current peaks that punish weak power supplies. Learning those rules up front saves hours of debugging.",
  ],
  basics: [
    "The ESP32 is a 3.3 V device and its pins are not 5 V tolerant. Feeding 5 V from an Arduino or a 5 V sensor into a GPIO can damage it, so use a level shifter or a resistor divider, or choose sensors that run at 3.3 V. The 5V (or VIN) pin on a dev board only powers the board's regulator; it does not make the I/O pins 5 V capable.",
    "Not every GPIO is free. GPIO6-11 are wired to the module's flash chip and must not be used. GPIO34-39 are input-only and have no internal pull-up or pull-down resistors. GPIO0, 2, 5, 12 and 15 are strapping pins read at reset to select the boot mode and flash voltage, so a sensor pulling one of them the wrong way can stop the board from booting or uploading; GPIO12 held high at reset selects a 1.8 V flash supply, and a WROOM-32 then refuses to boot. Good general-purpose choices are GPIO4, 13, 16-19, 21-23, 25-27, 32 and 33, with two caveats: on boards with a WROVER module GPIO16 and GPIO17 drive the PSRAM and are not available, and GPIO1 carries the boot log while GPIO5, GPIO14 and GPIO15 are commonly reported to put out brief signals during boot, so a relay or motor driver on any of them can twitch at power-up.",
    "The two 12-bit SAR ADCs offer up to 18 channels, but ADC2 cannot be used while Wi-Fi is active, so put analog sensors on ADC1 pins (GPIO32, 33, 34, 35, 36 and 39 on a WROOM-32 board). The ADC is also non-linear near the ends of its range: at the widest attenuation Espressif gives 150-2450 mV as the range of most accurate results, so calibrate or average readings if accuracy matters. There are two 8-bit DACs on GPIO25 and GPIO26, ten capacitive touch inputs, and a flexible pin matrix that lets UART, I2C, SPI and PWM be routed to most GPIOs; the Arduino core defaults I2C to GPIO21 (SDA) and GPIO22 (SCL).",
    "Wi-Fi transmission causes current peaks of several hundred milliamps. A thin USB cable, a breadboard power rail or a small regulator can sag, and the chip resets with a brownout message in the serial log. Use a good cable or supply and a bulk capacitor near the board. For battery projects, deep sleep brings the chip itself down to around 10 microamps, but a typical dev board's regulator, USB-serial chip and power LED draw far more, so serious low-power designs use bare modules or boards designed for it.",
  ],
  features: [
    {
      title: "Dual-core processor up to 240 MHz",
      text: "Two Xtensa LX6 cores run FreeRTOS tasks; in the Arduino core Wi-Fi runs on one core and your loop() on the other by default, keeping network work from blocking your code.",
    },
    {
      title: "520 KB SRAM and 4 MB flash",
      text: "The chip's 520 KB of SRAM and the module's flash (4 MB on most WROOM-32 boards) leave room for web pages, TLS connections and buffers, and the flash can hold a file system (SPIFFS or LittleFS) for configuration or web assets.",
    },
    {
      title: "Wi-Fi 802.11 b/g/n",
      text: "2.4 GHz Wi-Fi works in station mode, access point mode or both at once, supporting HTTP, WebSockets, MQTT and over-the-air firmware updates.",
    },
    {
      title: "Bluetooth 4.2 BR/EDR and BLE",
      text: "Classic Bluetooth supports serial-style links, while Bluetooth Low Energy suits phone apps, beacons and battery-friendly sensors.",
    },
    {
      title: "Rich analog features",
      text: "Two 12-bit SAR ADCs with up to 18 channels (ADC2 unavailable while Wi-Fi is on), two 8-bit DACs on GPIO25 and GPIO26, and 10 capacitive touch GPIOs.",
    },
    {
      title: "Flexible peripherals",
      text: "Three UARTs, two I2C controllers, two general-purpose SPI controllers (HSPI and VSPI), I2S for digital audio, a CAN-compatible TWAI controller and a 16-channel LED PWM (LEDC) peripheral with adjustable frequency and resolution.",
    },
    {
      title: "Low-power modes",
      text: "Light sleep and deep sleep with wake-up from a timer, touch pad or GPIO; deep sleep current of the chip is around 10 microamps, and a small RTC memory keeps data between wake-ups.",
    },
    {
      title: "3.3 V logic",
      text: "All GPIOs operate at 3.3 V and are not 5 V tolerant; GPIO34-39 are input-only, GPIO6-11 are reserved for the flash, and on WROVER modules GPIO16/17 belong to the PSRAM.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Wi-Fi LED switch",
        text: "Host a web page with on and off buttons that toggle an LED; teaches connecting to Wi-Fi, reading the IP address from the Serial Monitor and handling HTTP requests.",
      },
      {
        title: "Touch-controlled lamp",
        text: "Use touchRead() on a touch GPIO connected to a piece of foil to switch an LED, learning how capacitive sensing values change when a finger approaches.",
      },
      {
        title: "Network clock",
        text: "Fetch the time from an NTP server and show it on an SSD1306 OLED over I2C on GPIO21/22; no RTC module needed while Wi-Fi is available.",
      },
    ],
    intermediate: [
      {
        title: "BME280 weather station web page",
        text: "Read temperature, humidity and pressure from a BME280 over I2C and serve them on a page that any phone or laptop on the same Wi-Fi network can open.",
        slug: "esp32-weather-station",
      },
      {
        title: "MQTT sensor node",
        text: "Publish sensor readings to an MQTT broker on port 1883 and display them in Home Assistant or Node-RED, with automatic reconnection when Wi-Fi or the broker drops.",
      },
      {
        title: "BLE heart-rate style sensor",
        text: "Expose a sensor value as a BLE characteristic with notifications and read it on a phone with a generic BLE scanner app.",
        slug: "esp32-ble-notifications-phone",
      },
      {
        title: "ESP-NOW sensor link",
        text: "Send readings from one ESP32 to another with ESP-NOW, Espressif's connectionless protocol that needs no router and has low latency; the same link carries button presses for a remote control.",
        slug: "esp-now-two-esp32-sensor-link",
      },
    ],
    advanced: [
      {
        title: "Solar-powered weather station",
        text: "Deep sleep between readings, a Li-ion cell with a proper charge controller and protection, and the battery voltage measured on an ADC1 pin through a divider that keeps the pin below 3.3 V.",
      },
      {
        title: "Internet radio",
        text: "Stream MP3 audio over Wi-Fi and output it through I2S to a DAC or amplifier module, using FreeRTOS tasks to keep buffering and decoding smooth.",
      },
      {
        title: "ESP-IDF firmware with OTA",
        text: "Build a project in ESP-IDF with a partition table for two app slots, secure HTTPS over-the-air updates and rollback when a new image fails to boot.",
      },
    ],
  },
  topProjects: [
    {
      title: "Home automation hub",
      text: "Integrate relays, sensors and buttons with Home Assistant using ESPHome or MQTT; relays switching mains must be in a proper enclosure and installed by someone qualified.",
    },
    {
      title: "BLE presence detector",
      text: "Scan for known Bluetooth devices to detect when someone comes home, a practical lesson in RSSI, filtering and privacy.",
    },
    {
      title: "Energy monitor",
      text: "A non-invasive current clamp with a burden resistor and a mid-supply bias network feeds an ADC1 pin; sample fast, calculate RMS current, estimate power and publish it over Wi-Fi.",
    },
    {
      title: "Wi-Fi robot car",
      text: "Control motor drivers from a browser or phone over WebSockets, with a separate battery for the motors and a shared ground.",
    },
  ],
  tutorials: [
    {
      title: "Install the ESP32 Arduino core and blink an LED",
      text: "In the Arduino IDE open File > Preferences and add Espressif's board-manager URL, https://espressif.github.io/arduino-esp32/package_esp32_index.json, to Additional boards manager URLs, then install esp32 by Espressif Systems in the Boards Manager. Select ESP32 Dev Module, connect the board and choose its port; install the CP210x or CH340 driver if no port appears. The DevKitC V4 has only a power LED, so wire an LED and a 330 Ω resistor from GPIO4 to GND (many third-party boards have their own LED on GPIO2; change LED_PIN to 2 to use it). Upload the sketch; if the upload stalls at Connecting, hold the BOOT button until writing starts.",
      code: {
        lang: "cpp",
        text: `const int LED_PIN = 4;  // external LED + 330 ohm resistor to GND

void setup() {
  pinMode(LED_PIN, OUTPUT);
}

void loop() {
  digitalWrite(LED_PIN, HIGH);
  delay(500);
  digitalWrite(LED_PIN, LOW);
  delay(500);
}
`,
      },
    },
    {
      title: "Connect to Wi-Fi and serve a page",
      text: 'Put your network name and password into the sketch and upload it. It joins the network in station mode, waits until WiFi.status() reports WL_CONNECTED, prints the address it was given, and answers requests for "/" with a small HTML page; server.handleClient() in loop() services each request. Open the printed address in a browser on the same 2.4 GHz network.',
      code: {
        lang: "cpp",
        text: `#include <WiFi.h>
#include <WebServer.h>

const char* ssid = "your-network";
const char* password = "your-password";

WebServer server(80);

void handleRoot() {
  server.send(200, "text/html", "<h1>Hello from the ESP32</h1>");
}

void setup() {
  Serial.begin(115200);
  WiFi.mode(WIFI_STA);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) {
    delay(500);
    Serial.print(".");
  }
  Serial.println();
  Serial.print("Open http://");
  Serial.println(WiFi.localIP());
  server.on("/", handleRoot);
  server.begin();
}

void loop() {
  server.handleClient();
}
`,
      },
    },
    {
      title: "Wake from deep sleep on a timer",
      text: "The sketch does its work in setup(), arms the timer wake-up for 60 seconds with esp_sleep_enable_timer_wakeup() (the argument is in microseconds) and calls esp_deep_sleep_start(). Waking from deep sleep restarts the program from setup(), so loop() never runs and ordinary variables start again from zero; the wake-up counter survives because it is marked RTC_DATA_ATTR, which keeps it in RTC memory. Measure the current with a multimeter in series to see how much the dev board adds beyond the chip.",
      code: {
        lang: "cpp",
        text: `#include "esp_sleep.h"

const uint64_t SLEEP_SECONDS = 60;
RTC_DATA_ATTR int wakeCount = 0;  // kept in RTC memory through deep sleep

void setup() {
  Serial.begin(115200);
  delay(500);
  wakeCount++;
  Serial.printf("Start number %d\n", wakeCount);
  // read and send your sensor value here
  esp_sleep_enable_timer_wakeup(SLEEP_SECONDS * 1000000ULL);
  Serial.flush();
  esp_deep_sleep_start();
}

void loop() {
  // never reached: the chip restarts from setup() after each wake-up
}
`,
      },
    },
  ],
  startHere: "esp32-getting-started-blink-serial",
  tutorialSlugs: [
    "esp32-getting-started-blink-serial",
    "esp32-deep-sleep-timer-button-wakeup",
    "esp32-web-server-sensor-readings",
    "esp32-weather-station",
    "esp32-ble-notifications-phone",
    "esp-now-two-esp32-sensor-link",
  ],
};

export default topic;
