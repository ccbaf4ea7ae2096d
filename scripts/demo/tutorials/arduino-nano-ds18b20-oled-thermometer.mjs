// Builds a Nano thermometer: a DS18B20 on the 1-Wire bus (D2), shown on a 128x64 SSD1306 I2C OLED (A4/A5).
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "secondary",
  id: "nano-oled-thermometer",
  data: {
    slug: "arduino-nano-ds18b20-oled-thermometer",
    title: "Arduino Nano Thermometer: DS18B20 on a 128x64 SSD1306 OLED",
    topic: "arduino-nano",
    meta: {
      title: "Arduino Nano DS18B20 Thermometer with an SSD1306 OLED Display",
      description:
        "Build a compact Nano thermometer: a DS18B20 on the 1-Wire bus with a 4.7 kΩ pull-up, readings and min/max shown on a 128x64 SSD1306 I2C OLED.",
      keywords: "arduino nano, ds18b20, ssd1306, oled, 1-wire, i2c, thermometer, dallastemperature, adafruit ssd1306",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "This project turns an Arduino Nano into a small stand-alone thermometer. A DS18B20 digital temperature sensor reports the temperature over a single data wire, and a 0.96 inch 128x64 OLED display shows the current reading in large digits with the minimum and maximum since power-up underneath. The whole circuit fits on half a breadboard, and because the Nano has male pins it moves easily onto a perfboard later.",
          },
          {
            p: "You will learn two buses in one build: Maxim's 1-Wire bus, which needs exactly one pull-up resistor, and I2C, which the Nano provides on A4 and A5. You will also see why a reading with 0.0625 °C resolution is still only accurate to ±0.5 °C, and why an OLED library can eat half of the Nano's 2 KB of RAM. Expect about 45 minutes including library installation.",
          },
          {
            figure: {
              src: "/images/boards/arduino-nano.svg",
              alt: "Illustration of the Arduino Nano with its Mini-USB connector, ATmega328P and two rows of header pins",
              caption: "The classic ATmega328P Arduino Nano. I2C is on A4 (SDA) and A5 (SCL), exactly as on the Uno.",
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
              "1 × Arduino Nano (ATmega328P, original or clone) and a Mini-USB data cable",
              "1 × DS18B20 temperature sensor, either the TO-92 package or a waterproof probe with three wires",
              "1 × 4.7 kΩ resistor, 1/4 W (yellow, violet, red bands)",
              "1 × 0.96 inch 128x64 OLED module with an SSD1306 controller and a 4-pin I2C header (GND, VCC, SCL, SDA)",
              "1 × solderless breadboard (400 points is enough) and about 8 jumper wires",
              "Arduino IDE 2 with these libraries from the Library Manager: OneWire, DallasTemperature, Adafruit SSD1306 and Adafruit GFX Library",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            p: "Hold the TO-92 DS18B20 with its flat face towards you and the legs pointing down: the legs are then GND (left), DQ (middle) and VDD (right). Waterproof probes usually use red for VDD, black for GND and yellow for DQ, but colours vary between sellers, so check the listing. The OLED header order also varies (some modules have VCC first, others GND first), so wire it by the printed labels, not by position.",
          },
          {
            table: {
              header: ["Nano pin", "Connects to", "Note"],
              rows: [
                {
                  cells: [
                    "5V",
                    "DS18B20 VDD (right leg)",
                    "The DS18B20 runs from 3.0 V to 5.5 V; powering VDD (normal mode) is more reliable than parasite power",
                  ],
                },
                { cells: ["GND", "DS18B20 GND (left leg)", "Common ground for everything"] },
                { cells: ["D2", "DS18B20 DQ (middle leg)", "The 1-Wire data line, matching ONE_WIRE_PIN in the sketch"] },
                {
                  cells: [
                    "5V and D2",
                    "4.7 kΩ resistor between them",
                    "Pull-up: 1-Wire devices only pull the line low, so the resistor returns it high",
                  ],
                },
                { cells: ["5V", "OLED VCC", "Most 4-pin modules carry a 3.3 V regulator and accept 3.3 V to 5 V; check yours"] },
                { cells: ["GND", "OLED GND", ""] },
                { cells: ["A4", "OLED SDA", "I2C data; the module normally has its own pull-up resistors"] },
                { cells: ["A5", "OLED SCL", "I2C clock"] },
              ],
            },
          },
          {
            warning:
              "A DS18B20 wired with VDD and GND swapped becomes hot within seconds and can be destroyed, and it is hot enough to burn a fingertip. Check the orientation before plugging in the USB cable, and if the sensor warms up, unplug at once.",
          },
          {
            warning:
              "Some OLED modules have no regulator and are rated for 3.3 V only. If the seller's listing or the board says 3.3 V only, power it from the Nano's 3V3 pin instead of 5V. Reversing VCC and GND on the module usually kills it.",
          },
          {
            p: "Why 4.7 kΩ? On a 1-Wire bus the Nano and the sensor both have open-drain outputs: they can pull DQ down to 0 V, but nothing drives it high. The resistor does that. With 4.7 kΩ to 5 V, a device pulling the line low sinks I = 5 V / 4.7 kΩ ≈ 1.1 mA, which any pin handles easily, and the line still rises quickly enough for 1-Wire timing on short wires. This is the value the DS18B20 datasheet uses in its application circuits.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketch" },
          {
            p: "Install the four libraries first (Sketch > Include Library > Manage Libraries): search for OneWire, DallasTemperature (by Miles Burton) and Adafruit SSD1306, and accept the offer to install its dependency, Adafruit GFX Library.",
          },
          {
            code: {
              lang: "cpp",
              text: `// Arduino Nano thermometer: DS18B20 on D2, SSD1306 128x64 OLED on I2C (A4 = SDA, A5 = SCL).
#include <Wire.h>
#include <OneWire.h>
#include <DallasTemperature.h>
#include <Adafruit_GFX.h>
#include <Adafruit_SSD1306.h>

const uint8_t ONE_WIRE_PIN = 2;      // DS18B20 DQ, 4.7 kOhm pull-up to 5 V
const uint8_t OLED_ADDRESS = 0x3C;   // some modules use 0x3D
const uint8_t SCREEN_WIDTH = 128;
const uint8_t SCREEN_HEIGHT = 64;

OneWire oneWire(ONE_WIRE_PIN);
DallasTemperature sensors(&oneWire);
Adafruit_SSD1306 display(SCREEN_WIDTH, SCREEN_HEIGHT, &Wire, -1);  // -1: no reset pin wired

DeviceAddress probe;        // 8-byte ROM code of the sensor
bool probeFound = false;
float minC = 1000.0;
float maxC = -1000.0;

void showMessage(const __FlashStringHelper *line1, const __FlashStringHelper *line2) {
  display.clearDisplay();
  display.setTextSize(1);
  display.setCursor(0, 0);
  display.println(line1);
  display.println(line2);
  display.display();
}

bool findProbe() {
  sensors.begin();
  if (!sensors.getAddress(probe, 0)) {
    return false;
  }
  sensors.setResolution(probe, 12);  // 0.0625 C steps, up to 750 ms per conversion
  return true;
}

void setup() {
  Serial.begin(9600);

  // The library does not check that the display answers, so probe its address first.
  Wire.begin();
  Wire.beginTransmission(OLED_ADDRESS);
  if (Wire.endTransmission() != 0) {
    Serial.println(F("No I2C device at the OLED address: check wiring, or try 0x3D"));
    while (true) {}
  }

  // begin() reserves a 1024-byte frame buffer (128 x 64 / 8) in RAM.
  if (!display.begin(SSD1306_SWITCHCAPVCC, OLED_ADDRESS)) {
    Serial.println(F("SSD1306 buffer allocation failed: not enough RAM"));
    while (true) {}
  }
  display.setTextColor(SSD1306_WHITE);

  probeFound = findProbe();
  if (probeFound) {
    showMessage(F("DS18B20 found"), F("Reading..."));
  }
}

void loop() {
  if (!probeFound) {
    Serial.println(F("No DS18B20 found on D2"));
    showMessage(F("No DS18B20 on D2"), F("Check wiring and 4k7"));
    delay(2000);
    probeFound = findProbe();
    return;
  }

  sensors.requestTemperatures();           // waits for the conversion to finish
  float tempC = sensors.getTempC(probe);

  if (tempC == DEVICE_DISCONNECTED_C) {    // the library returns -127 when the read fails
    Serial.println(F("Sensor read failed"));
    showMessage(F("Sensor read failed"), F("Check DQ and 4k7"));
    delay(1000);
    return;
  }

  if (tempC < minC) minC = tempC;
  if (tempC > maxC) maxC = tempC;

  Serial.print(F("Temperature: "));
  Serial.print(tempC, 2);
  Serial.print(F(" C   min "));
  Serial.print(minC, 2);
  Serial.print(F("   max "));
  Serial.println(maxC, 2);

  display.clearDisplay();
  display.setTextSize(1);                  // 6 x 8 pixel characters
  display.setCursor(0, 0);
  display.print(F("DS18B20 thermometer"));

  display.setTextSize(3);                  // 18 x 24 pixel characters
  display.setCursor(0, 18);
  display.print(tempC, 1);
  int16_t x = display.getCursorX();
  display.drawCircle(x + 4, 20, 3, SSD1306_WHITE);  // degree sign
  display.setCursor(x + 10, 18);
  display.print('C');

  display.setTextSize(1);
  display.setCursor(0, 56);
  display.print(F("min "));
  display.print(minC, 1);
  display.print(F("  max "));
  display.print(maxC, 1);
  display.display();                       // send the frame buffer to the OLED
}
`,
            },
          },
          { h3: "How it works" },
          {
            p: "The OneWire object handles the bus timing on D2, and DallasTemperature builds the DS18B20 commands on top of it. findProbe() searches the bus, stores the sensor's unique 64-bit ROM code in probe, and sets 12-bit resolution. Addressing the sensor by its ROM code rather than by index means you can add more sensors to the same wire later without the readings swapping places.",
          },
          {
            p: "requestTemperatures() tells the sensor to start a conversion and, by default, waits until it is done. Resolution and conversion time trade against each other, as the DS18B20 datasheet specifies:",
          },
          {
            table: {
              header: ["Resolution", "Step size", "Maximum conversion time"],
              rows: [
                { cells: ["9 bit", "0.5 °C", "93.75 ms"] },
                { cells: ["10 bit", "0.25 °C", "187.5 ms"] },
                { cells: ["11 bit", "0.125 °C", "375 ms"] },
                { cells: ["12 bit", "0.0625 °C", "750 ms"] },
              ],
            },
          },
          {
            p: "Resolution is not accuracy. The datasheet guarantees ±0.5 °C from −10 °C to +85 °C (the full measuring range is −55 °C to +125 °C), so the fourth decimal place tells you about small changes, not about the true temperature to that precision. That is why the display rounds to one decimal place.",
          },
          {
            p: "Before starting the display library, setup() sends an empty I2C transmission to the OLED's address: endTransmission() returns 0 only if a device acknowledged it. That check matters because the library's begin() does not test whether the display is there; it only fails when it cannot get memory. The Adafruit SSD1306 library draws into a 1024-byte buffer in RAM (128 × 64 pixels at one bit each is 8192 bits, or 1024 bytes) and display() copies it to the screen over I2C. That buffer is allocated when begin() runs, so it does not appear in the IDE's Global variables figure after compiling; if begin() fails even though the wiring is right, the Nano has run out of its 2 KB of SRAM. The F() macro around every fixed string keeps that text in flash instead of RAM for exactly this reason. The large digits use text size 3 (18 × 24 pixels each), and the degree sign is a small circle drawn with drawCircle() just after the number, which sidesteps the character-encoding quirks of the built-in font.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and upload" },
          {
            ol: [
              "With the USB cable unplugged, seat the Nano across the centre channel of the breadboard and run its 5V and GND pins to the breadboard's power rails.",
              "Place the DS18B20 with the flat face towards you. Wire the left leg to GND, the right leg to 5V and the middle leg to D2. Fit the 4.7 kΩ resistor between D2 and 5V.",
              "Wire the OLED by its labels: GND to GND, VCC to 5V (or 3V3 for a 3.3 V-only module), SDA to A4, SCL to A5.",
              "Check the DS18B20 orientation once more, then plug in the USB cable and touch the sensor briefly: it should stay at room temperature.",
              "In the IDE, install OneWire, DallasTemperature, Adafruit SSD1306 and Adafruit GFX Library.",
              "Choose Tools > Board > Arduino AVR Boards > Arduino Nano, Tools > Processor > ATmega328P, and the Nano's port. Many clones need ATmega328P (Old Bootloader) instead.",
              "Paste the sketch, click Upload and open the Serial Monitor at 9600 baud.",
              "Hold the sensor between two fingers for ten seconds and watch the reading climb, then let go and watch it fall.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "The OLED shows the title on the top line, the temperature in large digits such as 22.8 °C in the middle, and the minimum and maximum on the bottom line. On two-colour modules the top 16 pixel rows are yellow and the rest blue, which is why the title sits alone at the top. A new reading arrives a little less than once a second: 750 ms of conversion plus a few tens of milliseconds to send the frame. The Serial Monitor prints the same values with two decimals:",
          },
          {
            code: {
              lang: "plaintext",
              text: `Temperature: 22.81 C   min 22.81   max 22.81
Temperature: 22.81 C   min 22.81   max 22.81
Temperature: 22.94 C   min 22.81   max 22.94
Temperature: 23.31 C   min 22.81   max 23.31
Temperature: 23.94 C   min 22.81   max 23.94
Temperature: 24.50 C   min 22.81   max 24.50
...
Temperature: 28.56 C   min 22.81   max 28.56
Temperature: 28.69 C   min 22.81   max 28.69
`,
            },
          },
          {
            p: "Every value is a multiple of 0.0625 °C (22.8125, 22.9375, 24.5 and so on) rounded for printing. When you pinch the sensor, the reading climbs by a few degrees over ten to twenty seconds rather than jumping, because the TO-92 package takes time to warm up; a stainless-steel probe responds more slowly still.",
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
                    "Serial Monitor repeats No DS18B20 found on D2",
                    "Missing pull-up, data leg on the wrong pin, or the sensor wired backwards",
                    "Check the 4.7 kΩ between D2 and 5V, the middle leg on D2, and the flat-face orientation",
                  ],
                },
                {
                  cells: [
                    "Readings alternate with Sensor read failed",
                    "A loose jumper or a long probe cable with too weak a pull-up",
                    "Reseat the wires; on cables of several metres try a lower pull-up such as 2.2 kΩ",
                  ],
                },
                {
                  cells: [
                    "Temperature stuck at 85.00 C",
                    "85 °C is the power-on value of the sensor's temperature register: the sensor reset or never finished a conversion, usually a supply problem",
                    "Connect VDD firmly to 5V; never leave VDD floating (in parasite-power mode it must be tied to GND instead)",
                  ],
                },
                {
                  cells: [
                    "OLED stays blank and the Serial Monitor says No I2C device at the OLED address",
                    "Wrong address, SDA and SCL swapped, or the module unpowered",
                    "Try OLED_ADDRESS = 0x3D (a module marked 0x78 on the back uses 0x3C, one marked 0x7A uses 0x3D), swap A4/A5 if crossed, or run an I2C scanner sketch",
                  ],
                },
                {
                  cells: [
                    "Upload fails with a sync or timeout error",
                    "A clone Nano with the older bootloader",
                    "Select Tools > Processor > ATmega328P (Old Bootloader) and upload again",
                  ],
                },
                {
                  cells: [
                    "Reading is a degree or two above the room thermometer",
                    "The sensor sits in air warmed by the Nano's regulator or the OLED",
                    "Move the sensor a few centimetres away on longer leads, or use a waterproof probe on its cable",
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
              "Add a second DS18B20 on the same D2 wire and pull-up, read both ROM codes with getAddress(probe2, 1), and display indoor and outdoor temperatures side by side.",
              "Replace the blocking conversion: call sensors.setWaitForConversion(false), start a conversion, and read the result 750 ms later using millis(), so the Nano can scan a button meanwhile.",
              "OLED pixels age when they show the same image for months; call display.dim(true) or blank the screen between readings in a permanent installation.",
            ],
          },
        ],
      },
    ],
  },
};
