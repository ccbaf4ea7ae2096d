// An ESP32 DevKit reads a BME280 over I2C (GPIO21/GPIO22) and serves temperature, humidity, pressure and dew point as a web page and JSON.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "esp32-weather-station",
  data: {
    slug: "esp32-weather-station",
    title: "ESP32 Weather Station: BME280 Readings on a Wi-Fi Web Page",
    topic: "esp32",
    meta: {
      title: "ESP32 Weather Station: BME280 Readings on a Wi-Fi Web Page",
      description:
        "Wire a BME280 to an ESP32 on GPIO21 and GPIO22, then serve temperature, humidity, pressure and dew point as a web page and JSON with WebServer.h.",
      keywords:
        "esp32, bme280, weather station, i2c, webserver, wifi, temperature, humidity, barometric pressure, dew point, arduino",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "The Bosch BME280 measures temperature, relative humidity and barometric pressure in a 2.5 × 2.5 mm package, and an ESP32 already has the Wi-Fi radio and enough memory to run a small web server. Put the two together and you get a weather station with no display at all: any phone or laptop on your network opens the ESP32's address and sees the current readings, and a second address returns the same numbers as JSON for scripts and dashboards.",
          },
          {
            p: "You will wire the sensor to the ESP32's default I2C pins, install one library, and upload a complete sketch that uses WiFi.h and WebServer.h from the ESP32 Arduino core. Along the way you will see why the sensor is run in Bosch's forced mode, how to turn station pressure into the sea-level figure a weather forecast quotes, and how to compute the dew point from temperature and humidity. Expect about 45 minutes, most of it installing software the first time.",
          },
          {
            figure: {
              src: "/images/boards/esp32.svg",
              alt: "Illustration of an ESP32 development board with the shielded ESP32-WROOM-32 module, micro-USB port, BOOT and EN buttons and two pin headers",
              caption: "An ESP32 DevKit with the ESP32-WROOM-32 module. The sensor connects to 3V3, GND, GPIO21 and GPIO22.",
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
              "1 × ESP32 development board with an ESP32-WROOM-32 module (ESP32-DevKitC or a compatible 30- or 38-pin DevKit)",
              "1 × BME280 breakout board for I2C; either a bare 3.3 V board (often sold as GY-BME280) or a board with its own regulator such as Adafruit's",
              "4 × female-to-female or male-to-male jumper wires, depending on your headers (about 10 to 20 cm long)",
              "1 × solderless breadboard (optional, but it makes the wiring tidier)",
              "1 × USB cable that carries data, matching the board's socket (micro-USB on most DevKitC boards)",
              "A computer with the Arduino IDE 2 and a 2.4 GHz Wi-Fi network (the ESP32 cannot join a 5 GHz-only network)",
            ],
          },
          {
            note: "Check the chip before you start. Cheap boards are sometimes fitted with a BMP280, which looks almost identical but measures only temperature and pressure. The sketch below reads the chip ID register and tells you which one you have: 0x60 is a BME280, 0x58 a production BMP280.",
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring the BME280" },
          {
            p: "I2C needs only two signal wires: SDA carries the data and SCL the clock. The ESP32's pin matrix can route I2C to most GPIOs, but the Arduino core's default is GPIO21 for SDA and GPIO22 for SCL, and the sketch names them explicitly in Wire.begin(21, 22) so there is no doubt. Both lines are open-drain and need pull-up resistors to 3.3 V; breakout boards carry their own (typically 4.7 kΩ or 10 kΩ), so you add nothing.",
          },
          {
            table: {
              header: ["ESP32 pin", "BME280 pin", "Note"],
              rows: [
                {
                  cells: [
                    "3V3",
                    "VIN or VCC",
                    "The BME280 chip runs from 1.71 V to 3.6 V; 3.3 V suits both bare and regulated breakouts",
                  ],
                },
                { cells: ["GND", "GND", "Common ground for power and signals"] },
                {
                  cells: [
                    "GPIO21",
                    "SDA (sometimes labelled SDI)",
                    "I2C data; the breakout's pull-up holds it at 3.3 V when idle",
                  ],
                },
                { cells: ["GPIO22", "SCL (sometimes labelled SCK)", "I2C clock, driven by the ESP32"] },
                {
                  cells: [
                    "(not connected, or 3V3)",
                    "CSB, on 6-pin boards",
                    "Must be high for I2C; most breakouts pull it up on the board. If the sensor is not found, tie CSB to 3V3",
                  ],
                },
                {
                  cells: [
                    "(not connected, or GND)",
                    "SDO, on 6-pin boards",
                    "Selects the address and must not float: GND gives 0x76, VDDIO gives 0x77. Most boards set it with a resistor or solder jumper; if yours does not, tie it to GND",
                  ],
                },
              ],
            },
          },
          {
            warning:
              "Power the sensor from 3V3, not from the 5V (VIN) pin. A bare BME280 board has no regulator, and its pull-ups would then hold SDA and SCL at 5 V; the ESP32's GPIOs are not 5 V tolerant. Even on a breakout with a regulator, powering it from 3.3 V keeps the I2C lines at the ESP32's logic level.",
          },
          {
            p: "Keep the sensor a few centimetres away from the ESP32 module on its wires. The ESP32 and its regulator warm up noticeably while Wi-Fi is active, and a BME280 pressed against the board will read a degree or more too high.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketch" },
          {
            p: "Install the board support and one library first. In the Arduino IDE open File > Preferences, add Espressif's board-manager URL, https://espressif.github.io/arduino-esp32/package_esp32_index.json, to Additional boards manager URLs, then open Boards Manager and install esp32 by Espressif Systems (WiFi.h, WebServer.h and Wire.h come with it). Then open Library Manager, search for BME280 and install Adafruit BME280 Library by Adafruit; accept the offer to install its dependencies, Adafruit Unified Sensor and Adafruit BusIO. Change the Wi-Fi name, password and your altitude at the top of the sketch before uploading.",
          },
          {
            code: {
              lang: "cpp",
              text: String.raw`// ESP32 weather station: BME280 on I2C (GPIO21 = SDA, GPIO22 = SCL),
// readings served as a web page at / and as JSON at /json.
// Libraries: ESP32 Arduino core (WiFi, WebServer, Wire),
//            Adafruit BME280 Library (+ Adafruit Unified Sensor, Adafruit BusIO)
#include <WiFi.h>
#include <WebServer.h>
#include <Wire.h>
#include <Adafruit_Sensor.h>
#include <Adafruit_BME280.h>
#include <math.h>

const char *WIFI_SSID = "your-network";
const char *WIFI_PASSWORD = "your-password";

const int I2C_SDA = 21;
const int I2C_SCL = 22;
const float ALTITUDE_M = 120.0;  // height of the sensor above sea level, in metres

Adafruit_BME280 bme;
WebServer server(80);
uint8_t bmeAddress = 0;

struct Reading {
  float temperatureC;
  float humidityPct;
  float pressureHpa;
  float seaLevelHpa;
  float dewPointC;
};

Reading takeReading() {
  Reading r;
  bme.takeForcedMeasurement();                  // one conversion, then the sensor sleeps again
  r.temperatureC = bme.readTemperature();       // degrees Celsius
  r.humidityPct = bme.readHumidity();           // percent relative humidity
  r.pressureHpa = bme.readPressure() / 100.0F;  // library returns pascals; 100 Pa = 1 hPa

  // Station pressure reduced to sea level (standard-atmosphere formula)
  r.seaLevelHpa = r.pressureHpa / pow(1.0 - ALTITUDE_M / 44330.0, 5.255);

  // Dew point from the Magnus formula (Sonntag constants, valid about -45 to 60 C)
  const float a = 17.62;
  const float b = 243.12;
  float gamma = log(r.humidityPct / 100.0) + a * r.temperatureC / (b + r.temperatureC);
  r.dewPointC = b * gamma / (a - gamma);
  return r;
}

void handleRoot() {
  Reading r = takeReading();
  char page[1200];
  snprintf(page, sizeof(page),
           "<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
           "<meta http-equiv=\"refresh\" content=\"30\">"
           "<title>ESP32 weather station</title></head><body>"
           "<h1>ESP32 weather station</h1>"
           "<p>Temperature: %.1f &deg;C</p>"
           "<p>Relative humidity: %.1f %%</p>"
           "<p>Dew point: %.1f &deg;C</p>"
           "<p>Pressure: %.1f hPa (sea level: %.1f hPa)</p>"
           "<p>Uptime: %lu s. This page reloads every 30 s.</p>"
           "</body></html>",
           r.temperatureC, r.humidityPct, r.dewPointC, r.pressureHpa, r.seaLevelHpa,
           millis() / 1000UL);
  server.send(200, "text/html; charset=utf-8", page);
}

void handleJson() {
  Reading r = takeReading();
  char json[200];
  snprintf(json, sizeof(json),
           "{\"temperature_c\":%.2f,\"humidity_pct\":%.2f,\"pressure_hpa\":%.2f,"
           "\"sea_level_hpa\":%.2f,\"dew_point_c\":%.2f}",
           r.temperatureC, r.humidityPct, r.pressureHpa, r.seaLevelHpa, r.dewPointC);
  server.send(200, "application/json", json);
}

void handleNotFound() {
  server.send(404, "text/plain", "Not found");
}

void setup() {
  Serial.begin(115200);
  delay(200);

  Wire.begin(I2C_SDA, I2C_SCL);

  // Cheap boards usually answer at 0x76, Adafruit's at 0x77: try both.
  if (bme.begin(0x76, &Wire)) {
    bmeAddress = 0x76;
  } else if (bme.begin(0x77, &Wire)) {
    bmeAddress = 0x77;
  }
  if (bmeAddress == 0) {
    Serial.printf("No BME280 found. Chip ID read: 0x%02X (0x58 = BMP280, 0x00 = no answer)\n",
                  (unsigned int)bme.sensorID());
    while (true) {
      delay(1000);
    }
  }
  Serial.printf("BME280 found at 0x%02X\n", bmeAddress);

  // Bosch's recommended weather-monitoring setup: forced mode, x1 oversampling, no filter
  bme.setSampling(Adafruit_BME280::MODE_FORCED,
                  Adafruit_BME280::SAMPLING_X1,  // temperature
                  Adafruit_BME280::SAMPLING_X1,  // pressure
                  Adafruit_BME280::SAMPLING_X1,  // humidity
                  Adafruit_BME280::FILTER_OFF);

  WiFi.mode(WIFI_STA);
  WiFi.begin(WIFI_SSID, WIFI_PASSWORD);
  Serial.print("Connecting to Wi-Fi");
  while (WiFi.status() != WL_CONNECTED) {
    delay(500);
    Serial.print('.');
  }
  Serial.println();
  Serial.print("Connected. Open http://");
  Serial.print(WiFi.localIP());
  Serial.println("/ in a browser");

  server.on("/", handleRoot);
  server.on("/json", handleJson);
  server.onNotFound(handleNotFound);
  server.begin();
}

void loop() {
  server.handleClient();  // answers any waiting HTTP request, then returns
}
`,
            },
          },
          { h3: "How it works" },
          {
            p: "Forced mode is the heart of the sensor setup. In normal mode the BME280 measures continuously; in forced mode it performs one conversion when asked and then returns to sleep. Bosch's datasheet recommends exactly this for weather monitoring (forced mode, ×1 oversampling for all three quantities, IIR filter off) and quotes a supply current of only 3.6 µA when humidity, pressure and temperature are measured once per second. Less time awake also means less self-heating. That is why takeReading() calls takeForcedMeasurement() before reading the three values: without it, the registers would still hold the previous conversion.",
          },
          {
            p: "Every request to / or /json triggers a fresh measurement, so the page is never stale. The server itself is polled: loop() calls server.handleClient(), which checks for a waiting connection, runs the handler you registered with server.on() and returns. Anything slow in loop() would delay web replies, which is why there is no delay() in it.",
          },
          { h3: "The two calculations" },
          {
            p: "The BME280 reports station pressure, the pressure where the sensor actually is. Weather services quote pressure reduced to sea level so that stations at different heights can be compared. The sketch uses the standard-atmosphere formula p0 = p / (1 − h / 44330)^5.255. For example, a reading of 1001.2 hPa at h = 120 m gives 1 − 120 / 44330 = 0.99729, raised to the power 5.255 that is 0.98586, and 1001.2 / 0.98586 = 1015.6 hPa. Near sea level the correction is roughly 1 hPa for every 8 m of height, so enter your altitude to within a few metres.",
          },
          {
            p: "The dew point is the temperature at which the air would become saturated, a more useful comfort figure than relative humidity alone. The Magnus formula first computes γ = ln(RH / 100) + a·T / (b + T), then Td = b·γ / (a − γ), with a = 17.62 and b = 243.12 °C. At 22.0 °C and 50 % RH: γ = ln(0.50) + 17.62 × 22.0 / 265.12 = −0.693 + 1.462 = 0.769, so Td = 243.12 × 0.769 / (17.62 − 0.769) ≈ 11.1 °C.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and upload" },
          {
            ol: [
              "Unplug the ESP32 and make the four connections in the wiring table: 3V3, GND, GPIO21 to SDA and GPIO22 to SCL.",
              "Install esp32 by Espressif Systems in Boards Manager and Adafruit BME280 Library (with its dependencies) in Library Manager.",
              "Paste the sketch into a new file and set WIFI_SSID, WIFI_PASSWORD and ALTITUDE_M. Your altitude is on most map apps, or on a topographic map.",
              "Connect the board, choose Tools > Board > esp32 > ESP32 Dev Module and select its port. If no port appears, install the USB driver for the board's USB-serial chip (CP210x or CH340).",
              "Click Upload. If the IDE stalls at Connecting..., hold the BOOT button until the percentage counter starts, then release it.",
              "Open the Serial Monitor at 115200 baud and press EN to restart the board, so you see the messages from the beginning.",
              "Note the IP address it prints and open http://that-address/ on a phone or computer on the same network. Add /json to the address to see the machine-readable version.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          { p: "In the Serial Monitor, after a reset (your address and number of dots will differ):" },
          {
            code: {
              lang: "plaintext",
              text: `BME280 found at 0x76
Connecting to Wi-Fi......
Connected. Open http://192.168.1.42/ in a browser
`,
            },
          },
          {
            p: "The browser shows five lines such as Temperature: 22.0 °C, Relative humidity: 50.3 %, Dew point: 11.2 °C and Pressure: 1001.2 hPa (sea level: 1015.6 hPa), and reloads itself every 30 seconds. The /json address returns one line:",
          },
          {
            code: {
              lang: "json",
              text: `{"temperature_c":22.04,"humidity_pct":50.31,"pressure_hpa":1001.21,"sea_level_hpa":1015.57,"dew_point_c":11.22}
`,
            },
          },
          {
            p: "To check plausibility, breathe gently on the sensor: humidity should jump by tens of percent within seconds and the temperature rise a little, then both should drift back. Compare the sea-level pressure with a nearby airport report (METAR) or weather service; the datasheet gives an absolute pressure accuracy of ±1 hPa over 0 to 65 °C, so agreement within a couple of hectopascals is normal. Temperature accuracy is specified as ±1 °C over 0 to 65 °C and humidity as ±3 %RH, so two cheap sensors side by side can legitimately differ by that much.",
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
                    "No BME280 found, chip ID 0x00",
                    "Nothing answered at 0x76 or 0x77: SDA and SCL swapped, a loose jumper, or no power to the breakout",
                    "Check 3V3 and GND with a multimeter (about 3.3 V across VIN and GND), then swap SDA and SCL if in doubt; run an I2C scanner sketch to list responding addresses",
                  ],
                },
                {
                  cells: [
                    "No BME280 found, chip ID 0x58",
                    "The board carries a BMP280, which has no humidity sensor",
                    "Buy a genuine BME280 board, or use the Adafruit BMP280 Library and drop the humidity and dew-point lines",
                  ],
                },
                {
                  cells: [
                    "Dots print forever after Connecting to Wi-Fi",
                    "Wrong SSID or password, or the network is 5 GHz only",
                    "Names are case sensitive; make sure the router offers a 2.4 GHz network and that the board is within range",
                  ],
                },
                {
                  cells: [
                    "Board resets with a Brownout detector was triggered message",
                    "The supply sags during Wi-Fi transmit current peaks",
                    "Use a shorter, thicker USB cable or a powered hub; avoid long breadboard power rails",
                  ],
                },
                {
                  cells: [
                    "Temperature reads 2 to 5 °C above a reference thermometer",
                    "Heat from the ESP32 module, its regulator or your hand reaches the sensor",
                    "Move the sensor away on longer wires, shield it from direct sun and keep it out of the board's airflow",
                  ],
                },
                {
                  cells: [
                    "Sea-level pressure is tens of hPa off the forecast",
                    "ALTITUDE_M left at 120 m, or entered in feet",
                    "Enter your height in metres; each 100 m of error shifts the result by roughly 12 hPa",
                  ],
                },
                {
                  cells: [
                    "Page does not load, although the Serial Monitor shows an IP address",
                    "Phone on mobile data or a guest network isolated from the ESP32",
                    "Join the same Wi-Fi network as the ESP32 and type the address with http:// rather than https://",
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
              'Give the board a fixed name: include ESPmDNS.h and call MDNS.begin("weather") after connecting, then open http://weather.local/ from computers that support mDNS.',
              "Log history: keep the last 24 hours of readings in a ring buffer (one every 10 minutes is 144 entries) and serve them at /history as a JSON array to plot in a browser.",
              "Run it on a battery: drop the web server, publish each reading to an MQTT broker and put the ESP32 into deep sleep between readings with esp_sleep_enable_timer_wakeup().",
            ],
          },
        ],
      },
    ],
  },
};
