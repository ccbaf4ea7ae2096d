import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "esp8266",
  kind: "board",
  title: "ESP8266",
  headTitle: "ESP8266 and NodeMCU: Pinout, Specs and Wi-Fi Projects",
  description:
    "ESP8266 and NodeMCU guide: 80 MHz Wi-Fi microcontroller specs, D-pin to GPIO mapping, boot pins, A0 range, deep sleep wiring and beginner IoT projects.",
  keywords: [
    "ESP8266",
    "NodeMCU",
    "ESP-12E",
    "Wemos D1 mini",
    "ESP8266 pinout",
    "ESP8266 deep sleep",
    "Wi-Fi microcontroller",
    "IoT projects",
  ],
  image: {
    src: "/images/boards/esp8266.svg",
    alt: "Illustration of a NodeMCU ESP8266 board with the shielded ESP-12E module and its zigzag PCB antenna, a micro-USB port, FLASH and RST buttons and D0-D8 pin labels",
  },
  intro: [
    "The ESP8266 is the chip that made Wi-Fi cheap for hobbyists. Made by Espressif, it combines a 32-bit Tensilica L106 processor running at 80 MHz (160 MHz possible) with a complete 2.4 GHz 802.11 b/g/n Wi-Fi radio. It is usually used on an ESP-12E module, mounted on development boards such as the NodeMCU or the smaller Wemos D1 mini, which add USB, a 3.3 V regulator and labelled pins.",
    "The ESP32 has since overtaken it in features, but the ESP8266 remains a great fit for simple connected devices: a sensor that reports to a server, a relay controlled from a phone, a display that shows data from the internet. It is well supported by the Arduino ESP8266 core, by MicroPython and by ready-made firmware such as Tasmota and ESPHome.",
  ],
  basics: [
    "NodeMCU boards print labels D0-D8 that do not match the chip's GPIO numbers, which confuses many beginners. The mapping is D0 = GPIO16, D1 = GPIO5, D2 = GPIO4, D3 = GPIO0, D4 = GPIO2, D5 = GPIO14, D6 = GPIO12, D7 = GPIO13 and D8 = GPIO15. In the Arduino core you can write either D1 or 5, but writing 1 when you mean D1 drives GPIO1, the serial TX pin, so an LED wired to D1 never lights. The LED on the ESP-12E module sits on GPIO2 and is active low, so LOW turns it on.",
    "Three pins decide how the chip boots: GPIO0 and GPIO2 must be high and GPIO15 low at reset for a normal start, while GPIO0 pulled low selects flashing mode. Dev boards add the right resistors, but if your circuit pulls D3, D4 or D8 the wrong way at power-up, the board will not start. Put buttons, relays and sensors on D1, D2, D5, D6 and D7 first. In the Arduino core the default I2C pins are GPIO4 (SDA, D2) and GPIO5 (SCL, D1), and I2C itself is done in software.",
    "The ESP8266 is a 3.3 V chip; treat its pins as not 5 V tolerant, level-shift 5 V signals, and keep loads small, since the datasheet gives 12 mA as the maximum drive of a pin. It has a single 10-bit ADC whose pin on the bare chip accepts only 0 to 1.0 V; NodeMCU and D1 mini boards add a 220 kΩ / 100 kΩ divider so A0 reads 0 to about 3.2 V. Always check which board you have before connecting a sensor to A0, and never apply more than the board's range.",
    "Two software habits matter. Wi-Fi runs in the background between iterations of loop(), so code that blocks for a long time without calling delay() or yield() triggers a watchdog reset. And with only about 50 KB of RAM left for your program once Wi-Fi is connected (Espressif's own figure), large strings and JSON documents should be kept small or streamed. For deep sleep, wire GPIO16 (D0) to RST: the internal timer pulses GPIO16 low at the end of the sleep period, which resets and wakes the chip. Disconnect that link while flashing if uploads fail.",
  ],
  features: [
    {
      title: "Tensilica L106 at 80 or 160 MHz",
      text: "A 32-bit core that is far faster than 8-bit AVR boards for calculations and string handling, with the Wi-Fi stack running alongside your code.",
    },
    {
      title: "Integrated 2.4 GHz Wi-Fi",
      text: "802.11 b/g/n in station, access point or combined mode, enough for HTTP servers and clients, MQTT, NTP time and over-the-air updates; there is no Bluetooth.",
    },
    {
      title: "Memory",
      text: "About 50 KB of RAM remains for heap and data once the chip is connected to a router, and NodeMCU boards typically carry 4 MB of external SPI flash shared between the program and a LittleFS file system.",
    },
    {
      title: "One 10-bit ADC",
      text: "A single analog input returning 0-1023; the chip pin measures 0-1.0 V, while NodeMCU boards scale A0 to roughly 0-3.2 V with an onboard divider.",
    },
    {
      title: "GPIO with boot constraints",
      text: "A NodeMCU breaks out D0-D8 plus the RX and TX pins, but GPIO0, 2 and 15 are boot-strapping pins, RX and TX carry the USB serial link and GPIO16 has special roles, so free pins go quickly.",
    },
    {
      title: "Software PWM and I2C",
      text: "analogWrite() is a software PWM (1 kHz by default, adjustable from 100 Hz to 40 kHz) and I2C is bit-banged, both on any free GPIO: flexible, but they cost CPU time and are less precise than dedicated hardware.",
    },
    {
      title: "Deep sleep",
      text: "The chip can shut down everything except a timer and wake itself through the GPIO16-to-RST link, allowing battery-powered sensors that report periodically.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Wi-Fi relay switch",
        text: "Toggle a relay module from a simple web page; use a module whose input works with 3.3 V logic and keep to low-voltage loads until mains wiring can be done safely.",
      },
      {
        title: "Weather display",
        text: "Download a forecast from a public weather API over HTTP, parse the JSON and show it on a small OLED display.",
      },
      {
        title: "Internet-synced clock",
        text: "Get the time from an NTP server with the configTime function and show it on a TM1637 7-segment display, handling time zones and daylight saving.",
      },
    ],
    intermediate: [
      {
        title: "MQTT temperature and humidity sensor",
        text: "A DHT22 on a NodeMCU publishes temperature and humidity to an MQTT broker with the PubSubClient library, reconnecting on its own when Wi-Fi or the broker drops; add deep sleep (D0 wired to RST) later to run it from batteries.",
        slug: "esp8266-mqtt-temperature-sensor",
      },
      {
        title: "Wi-Fi setup portal",
        text: "Use the WiFiManager library so the board opens its own access point for entering network credentials instead of hard-coding them.",
      },
      {
        title: "Smart LED strip",
        text: "Drive WS2812B LEDs with the WLED firmware or your own code, using a level shifter for the 5 V data line and a separate 5 V power supply.",
      },
    ],
    advanced: [
      {
        title: "Custom Tasmota or ESPHome device",
        text: "Write a configuration for your own sensor board and integrate it with Home Assistant, learning how these firmwares map GPIOs to components.",
      },
      {
        title: "OTA-updatable sensor network",
        text: "Deploy several nodes with ArduinoOTA or HTTP updates so firmware can be changed without cables, with version reporting over MQTT.",
      },
      {
        title: "Low-power design on a bare ESP-12E",
        text: "Build a board with an efficient low-dropout regulator and no USB chip or LEDs, and measure how far deep sleep stretches a battery.",
      },
    ],
  },
  topProjects: [
    {
      title: "Plant monitor with notifications",
      text: "A capacitive soil sensor on A0 sends a message to your phone through a notification service when the soil gets too dry.",
    },
    {
      title: "Door and window sensor",
      text: "A reed switch, through a small pulse circuit on RST, wakes the board from deep sleep; it reports the state over Wi-Fi and goes straight back to sleep, a useful pattern for event-driven battery devices.",
    },
    {
      title: "Air quality station",
      text: "A particulate sensor read over UART with results published to a dashboard teaches serial protocols and data averaging.",
    },
    {
      title: "Retrofit smart plug",
      text: "Many commercial smart plugs contain an ESP8266 and can be reflashed with open firmware; this involves mains-connected hardware, so only flash them unplugged from the wall and only if you know the risks.",
    },
  ],
  tutorials: [
    {
      title: "Program a NodeMCU with the Arduino IDE",
      text: "In File > Preferences add the ESP8266 board-manager URL, https://arduino.esp8266.com/stable/package_esp8266com_index.json, to Additional boards manager URLs, install esp8266 by ESP8266 Community from the Boards Manager and select NodeMCU 1.0 (ESP-12E Module). Install the CH340 or CP210x driver if no port appears. Upload the sketch below: LED_BUILTIN is GPIO2, the blue LED on the ESP-12E module, and it is wired active low, so writing LOW turns it on.",
      code: {
        lang: "cpp",
        text: `void setup() {
  pinMode(LED_BUILTIN, OUTPUT);  // GPIO2 (D4) on a NodeMCU
}

void loop() {
  digitalWrite(LED_BUILTIN, LOW);   // active low: LOW = on
  delay(500);
  digitalWrite(LED_BUILTIN, HIGH);  // off
  delay(500);
}
`,
      },
    },
    {
      title: "Read A0 correctly",
      text: "Connect a light-sensor divider (a photoresistor and a 10 kΩ resistor) between 3V3 and GND with its midpoint on A0. analogRead(A0) returns 0-1023; the sketch scales it with the full-scale voltage of your board, about 3.2 V on a NodeMCU because of its 220 kΩ / 100 kΩ divider, or 1.0 V on a bare module without one. Open the Serial Monitor at 115200 baud and compare the readings with a multimeter to calibrate FULL_SCALE.",
      code: {
        lang: "cpp",
        text: `const float FULL_SCALE = 3.2;  // NodeMCU divider; use 1.0 on a bare ESP-12E

void setup() {
  Serial.begin(115200);
}

void loop() {
  int raw = analogRead(A0);  // 0-1023
  float volts = raw * FULL_SCALE / 1024.0;
  Serial.print(raw);
  Serial.print(" -> ");
  Serial.print(volts, 3);
  Serial.println(" V");
  delay(500);
}
`,
      },
    },
    {
      title: "Set up timed deep sleep",
      text: "Connect D0 (GPIO16) to RST with a wire. The sketch connects to Wi-Fi (giving up after 15 seconds), is the place to send your reading, then calls ESP.deepSleep() with ten minutes expressed in microseconds. At the end of the sleep GPIO16 pulses RST low and the board starts again from setup(), so loop() never runs. If uploading fails afterwards, remove the D0-RST wire while flashing.",
      code: {
        lang: "cpp",
        text: `#include <ESP8266WiFi.h>

const char* ssid = "your-network";
const char* password = "your-password";
const uint64_t SLEEP_US = 10ULL * 60 * 1000000;  // 10 minutes in microseconds

void setup() {
  Serial.begin(115200);
  WiFi.mode(WIFI_STA);
  WiFi.begin(ssid, password);
  unsigned long start = millis();
  while (WiFi.status() != WL_CONNECTED && millis() - start < 15000) {
    delay(250);
  }
  if (WiFi.status() == WL_CONNECTED) {
    Serial.print("Connected, IP ");
    Serial.println(WiFi.localIP());
    // send your reading here
  } else {
    Serial.println("No Wi-Fi, trying again after the sleep");
  }
  Serial.println("Sleeping for 10 minutes");
  ESP.deepSleep(SLEEP_US);  // needs D0 (GPIO16) wired to RST to wake up
}

void loop() {
  // never reached: waking from deep sleep restarts the sketch
}
`,
      },
    },
  ],
  tutorialSlugs: ["esp8266-mqtt-temperature-sensor"],
};

export default topic;
