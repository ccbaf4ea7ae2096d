// An HC-SR04 ultrasonic distance meter on an Arduino Uno that shows the median of five pings on a 16x2 LCD with an I2C backpack.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "hc-sr04-distance-meter",
  data: {
    slug: "ultrasonic-distance-meter-hc-sr04",
    title: "HC-SR04 Ultrasonic Distance Meter on an Arduino Uno with a 16x2 I2C LCD",
    topic: "ece",
    meta: {
      title: "HC-SR04 Distance Meter with Arduino Uno and a 16x2 I2C LCD",
      description:
        "Build an ultrasonic distance meter: time HC-SR04 echoes with pulseIn and a timeout, learn where the divide-by-58 comes from and show it on a 16x2 I2C LCD.",
      keywords:
        "hc-sr04, ultrasonic sensor, distance meter, arduino uno, pulsein, speed of sound, 16x2 lcd, i2c, pcf8574, liquidcrystal i2c",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "The HC-SR04 measures distance the way a bat does: it sends a short burst of ultrasound, listens for the reflection, and reports how long the round trip took. Turning that time into a distance is a neat exercise in physics and timing, and it shows up everywhere in ECE work, from parking sensors and tank-level gauges to radar and sonar, which use the same time-of-flight principle.",
          },
          {
            p: "In this project you build a stand-alone distance meter: an Arduino Uno times the echo, rejects bad readings with a median filter and shows the result in centimetres on a 16x2 character LCD driven over I2C. You will learn how the trigger and echo signals work, where the well-known divide-by-58 comes from and how air temperature changes it, why pulseIn() needs a timeout, and how to find the I2C address of an LCD backpack. It takes about an hour.",
          },
        ],
      },
      {
        section: "theory",
        content: [
          { h2: "How the measurement works" },
          {
            p: "A HIGH pulse of at least 10 µs on TRIG starts a measurement. The module then sends eight cycles of 40 kHz ultrasound from one transducer and raises its ECHO pin. When the second transducer hears the reflection, ECHO goes LOW again. The ECHO pulse is therefore as long as the sound's round trip, and pulseIn(ECHO_PIN, HIGH) measures it in microseconds. The datasheet's figures are a 5 V supply, about 15 mA working current, a range of 2 cm to 4 m, a measuring angle of about 15° and a recommended measurement cycle of more than 60 ms, so that a late echo from one ping is not mistaken for the next.",
          },
          { h3: "Where the 58 comes from" },
          {
            p: "Sound travels at about 343 m/s in dry air at 20 °C. In the units of the measurement that is 34,300 cm per 1,000,000 µs, or 0.0343 cm/µs, so sound needs 1 / 0.0343 = 29.2 µs to travel one centimetre. The echo has to go out and come back, so each centimetre of distance adds 2 × 29.2 = 58.3 µs to the ECHO pulse. Hence the datasheet's rule distance_cm = duration_us / 58. An ECHO pulse of 1160 µs means 1160 / 58 = 20.0 cm.",
          },
          {
            p: "The speed of sound depends on the air temperature, approximately c = 331.3 + 0.606 × T m/s with T in °C. That is about 0.18 % per degree, so a 10 °C change in the room moves every reading by about 1.8 %. The round figure 58 itself corresponds to 344.8 m/s, the speed at about 22 °C, so at 15 °C the divide-by-58 readings come out about 1.3 % long. If you add a temperature sensor, use distance_cm = duration_us × c / 20000, which is the same calculation with c in m/s: microseconds to seconds (÷ 1,000,000), metres to centimetres (× 100) and halved for the round trip.",
          },
          {
            p: "Two more numbers help you judge the result. The wavelength at 40 kHz is 343 / 40,000 = 8.6 mm, which is why small or thin objects give weak echoes. And 1 µs of timing error is only 1 / 58 cm, about 0.17 mm, so the limit on accuracy is the sensor and the air, not the Uno's timing.",
          },
          { h3: "Why pulseIn() needs a timeout" },
          {
            p: 'Without a timeout, pulseIn() waits up to one second for a pulse. The echo from 4 m, the rated maximum, lasts 400 × 58 = 23,200 µs, so a timeout of 30,000 µs covers the whole range with margin. When nothing reflects, pulseIn() returns 0 after 30 ms and the sketch reports "out of range" instead of a distance of zero.',
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × Arduino Uno R3 and a USB-B cable",
              "1 × HC-SR04 ultrasonic sensor module (the 5 V version)",
              "1 × 16x2 character LCD (HD44780-compatible) with a PCF8574 I2C backpack already soldered on",
              "8 × jumper wires: four female-to-male for the LCD, four for the sensor",
              "1 × breadboard (optional, to share the 5V and GND connections)",
              "A tape measure and a flat target such as a book or a box, for checking the readings",
              'Arduino IDE with the "LiquidCrystal I2C" library by Frank de Brabander, installed from the Library Manager',
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            table: {
              header: ["Module pin", "Uno pin", "Note"],
              rows: [
                { cells: ["HC-SR04 VCC", "5V", "The standard HC-SR04 needs 5 V."] },
                { cells: ["HC-SR04 TRIG", "D9", "Output from the Uno: the 10 µs start pulse."] },
                { cells: ["HC-SR04 ECHO", "D10", "Input to the Uno: a 5 V pulse as long as the round trip."] },
                { cells: ["HC-SR04 GND", "GND", "Shared ground."] },
                { cells: ["LCD backpack GND", "GND", "Shared ground."] },
                { cells: ["LCD backpack VCC", "5V", "Powers the LCD, its backlight and the PCF8574."] },
                {
                  cells: [
                    "LCD backpack SDA",
                    "A4 (also the SDA pin next to AREF)",
                    "I2C data. The Uno has only one I2C bus; A4 and the SDA header pin are the same signal.",
                  ],
                },
                { cells: ["LCD backpack SCL", "A5 (also the SCL pin next to AREF)", "I2C clock."] },
              ],
            },
          },
          {
            p: "The PCF8574 backpack turns two I2C wires into the eight or so parallel lines the HD44780 controller needs, and it already carries pull-up resistors for SDA and SCL on most boards. Its address depends on the chip: a PCF8574T answers at 0x20 to 0x27 and a PCF8574AT at 0x38 to 0x3F, set by three solder pads that are usually left open, which gives 0x27 or 0x3F. The blue trimmer on the backpack sets the LCD contrast.",
          },
          {
            warning:
              "The ECHO output is a 5 V signal. That is fine for the Uno, but on a 3.3 V board such as an ESP32, ESP8266 or Raspberry Pi Pico it must go through a divider (for example 10 kΩ from ECHO to the pin and 15 kΩ from the pin to GND, giving 3.0 V) or a level shifter, or it may damage the input.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "Step 1: find the LCD's I2C address" },
          {
            p: "Upload this short scanner first. It tries every 7-bit address and prints the ones that acknowledge, using only the built-in Wire library.",
          },
          {
            code: {
              lang: "cpp",
              text: `// I2C scanner: prints the address of every device that answers
#include <Wire.h>

void setup() {
  Serial.begin(9600);
  Wire.begin();
  Serial.println(F("Scanning I2C addresses 0x01 to 0x7E..."));
  uint8_t found = 0;
  for (uint8_t address = 1; address < 127; address++) {
    Wire.beginTransmission(address);
    if (Wire.endTransmission() == 0) {
      Serial.print(F("Device found at 0x"));
      if (address < 16) {
        Serial.print('0');
      }
      Serial.println(address, HEX);
      found++;
    }
  }
  if (found == 0) {
    Serial.println(F("No device found: check SDA, SCL, 5V and GND"));
  }
}

void loop() {
}
`,
            },
          },
          { h2: "Step 2: the distance meter sketch" },
          {
            p: 'Install "LiquidCrystal I2C" by Frank de Brabander in the Library Manager (Sketch > Include Library > Manage Libraries, then search for LiquidCrystal I2C). If the scanner reported 0x3F, change 0x27 in the lcd line to 0x3F before uploading.',
          },
          {
            code: {
              lang: "cpp",
              text: `// HC-SR04 distance meter: Arduino Uno + 16x2 LCD with a PCF8574 I2C backpack
// Libraries: Wire (part of the Arduino core) and "LiquidCrystal I2C" by Frank de Brabander
#include <Wire.h>
#include <LiquidCrystal_I2C.h>

const uint8_t TRIG_PIN = 9;
const uint8_t ECHO_PIN = 10;

// The echo from the 4 m rated range lasts about 23 ms, so 30 ms is enough.
// With no echo, pulseIn() gives up after this time and returns 0.
const unsigned long ECHO_TIMEOUT_US = 30000UL;
const unsigned long PING_GAP_MS = 60;  // let old echoes die away between pings
const uint8_t SAMPLES = 5;             // median of 5 pings per displayed value

LiquidCrystal_I2C lcd(0x27, 16, 2);   // change to 0x3F if the scanner finds that address

// One measurement: returns the echo pulse length in microseconds, 0 on timeout
unsigned long pingOnce() {
  digitalWrite(TRIG_PIN, LOW);
  delayMicroseconds(2);
  digitalWrite(TRIG_PIN, HIGH);  // trigger pulse of at least 10 us
  delayMicroseconds(10);
  digitalWrite(TRIG_PIN, LOW);
  return pulseIn(ECHO_PIN, HIGH, ECHO_TIMEOUT_US);
}

// Median of SAMPLES pings; 0 means most of them timed out
unsigned long medianEchoUs() {
  unsigned long t[SAMPLES];
  for (uint8_t i = 0; i < SAMPLES; i++) {
    t[i] = pingOnce();
    delay(PING_GAP_MS);
  }
  for (uint8_t i = 1; i < SAMPLES; i++) {  // insertion sort
    unsigned long v = t[i];
    int8_t j = i - 1;
    while (j >= 0 && t[j] > v) {
      t[j + 1] = t[j];
      j--;
    }
    t[j + 1] = v;
  }
  return t[SAMPLES / 2];
}

void setup() {
  pinMode(TRIG_PIN, OUTPUT);
  digitalWrite(TRIG_PIN, LOW);
  pinMode(ECHO_PIN, INPUT);
  Serial.begin(9600);

  lcd.init();
  lcd.backlight();
  lcd.setCursor(0, 0);
  lcd.print("HC-SR04 distance");
}

void loop() {
  unsigned long echoUs = medianEchoUs();
  char line[17];  // 16 characters plus the terminating zero

  if (echoUs == 0) {
    snprintf(line, sizeof line, "%-16s", "out of range");
    Serial.println(F("echo timeout -> out of range"));
  } else {
    float distanceCm = echoUs / 58.0;  // 58 us of echo per cm at about 20 C
    char num[8];
    dtostrf(distanceCm, 6, 1, num);    // for example "  20.3"
    snprintf(line, sizeof line, "%s cm          ", num);
    Serial.print(F("echo "));
    Serial.print(echoUs);
    Serial.print(F(" us -> "));
    Serial.print(distanceCm, 1);
    Serial.println(F(" cm"));
  }
  lcd.setCursor(0, 1);
  lcd.print(line);
}
`,
            },
          },
          {
            p: "pingOnce() produces the trigger pulse and measures the echo. medianEchoUs() takes five pings 60 ms apart, sorts them and returns the middle value, so one stray echo from a wall or a timed-out ping cannot move the reading; a result of 0 means at least three of the five pings timed out. The LCD line is built as a fixed 16-character string and written over the old one, which avoids the flicker that calling lcd.clear() on every update causes. dtostrf() formats the float because the Arduino AVR version of snprintf() leaves out %f to save flash.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and upload" },
          {
            ol: [
              "Wire the LCD backpack only (GND, VCC, SDA to A4, SCL to A5) and connect the Uno by USB.",
              "Upload the scanner sketch, open the Serial Monitor at 9600 baud and note the address it reports.",
              'Install the "LiquidCrystal I2C" library by Frank de Brabander from the Library Manager.',
              "Wire the HC-SR04 (VCC to 5V, TRIG to D9, ECHO to D10, GND to GND).",
              "Open the distance meter sketch, set the address in the LiquidCrystal_I2C lcd(...) line to the one the scanner found, and upload it.",
              "If the top line shows a row of solid blocks or nothing at all, turn the contrast trimmer on the backpack slowly until the text appears.",
              "Point the sensor at a book 20 cm away, measured with the tape from the front face of the transducers, and compare the reading. Repeat at 10, 50, 100 and 200 cm.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "The scanner prints the backpack's address:",
          },
          { code: { lang: "plaintext", text: "Scanning I2C addresses 0x01 to 0x7E...\nDevice found at 0x27\n" } },
          {
            p: 'The LCD shows HC-SR04 distance on the top line and the distance on the bottom line, for example "  20.3 cm", updated about three times a second. The Serial Monitor shows the echo time behind each value. This output was taken at an air temperature of about 15 °C:',
          },
          {
            code: {
              lang: "plaintext",
              text: "echo 1175 us -> 20.3 cm\necho 1175 us -> 20.3 cm\necho 5876 us -> 101.3 cm\necho timeout -> out of range\n",
            },
          },
          {
            p: "The table shows what the arithmetic predicts at 15 °C for a flat target square to the sensor. Dividing by 58 reads about 1.3 % long because sound at 15 °C is slower than the 58 µs/cm figure assumes; the temperature-corrected formula removes that error. Real readings also scatter by a few millimetres from ping to ping.",
          },
          {
            table: {
              header: ["Tape measure", "Echo time at 15 °C", "Displayed (÷ 58)", "Corrected for 15 °C"],
              rows: [
                { cells: ["10 cm", "588 µs", "10.1 cm", "10.0 cm"] },
                { cells: ["20 cm", "1175 µs", "20.3 cm", "20.0 cm"] },
                { cells: ["50 cm", "2938 µs", "50.7 cm", "50.0 cm"] },
                { cells: ["100 cm", "5876 µs", "101.3 cm", "100.0 cm"] },
                { cells: ["200 cm", "11751 µs", "202.6 cm", "200.0 cm"] },
              ],
            },
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
                    "LCD backlight on, but a row of solid blocks or no text",
                    "Contrast trimmer not set, or the I2C address in the sketch is wrong",
                    "Run the scanner and use the address it reports; then turn the contrast trimmer.",
                  ],
                },
                {
                  cells: [
                    "Scanner reports no device",
                    "SDA and SCL swapped, or the LCD not powered",
                    "SDA goes to A4, SCL to A5; check 5 V at the backpack's VCC pin.",
                  ],
                },
                {
                  cells: [
                    'Always "out of range"',
                    "TRIG and ECHO swapped, or the sensor not getting 5 V",
                    "TRIG to D9 and ECHO to D10; measure 5 V between VCC and GND on the module.",
                  ],
                },
                {
                  cells: [
                    "Readings jump when aiming at soft or angled surfaces",
                    "Curtains and cushions absorb ultrasound; angled surfaces reflect it away",
                    "Aim at a hard, flat target square to the sensor; the median filter handles occasional stray pings.",
                  ],
                },
                {
                  cells: [
                    "Very short distances read wrong or fluctuate",
                    "Target closer than the 2 cm minimum",
                    "Keep targets at least 2 to 3 cm from the transducers.",
                  ],
                },
                {
                  cells: [
                    "All readings about 1 to 2 % off",
                    "Air temperature differs from the roughly 22 °C that /58 assumes",
                    "Use the temperature-corrected formula with a measured or estimated air temperature.",
                  ],
                },
                {
                  cells: [
                    "Garbage characters on the LCD",
                    "A loose SDA or SCL wire, or long unshielded leads",
                    "Use short, firm connections; reset the Uno after fixing them so the LCD is initialised again.",
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
              "Add a DS18B20 or BME280 temperature sensor and compute c = 331.3 + 0.606 × T for every reading, then compare the corrected and uncorrected values as the room warms up.",
              "Capture TRIG and ECHO on an oscilloscope or a logic analyser, measure the delay between the end of the trigger and the start of the echo pulse, and compare the echo width with what pulseIn() reports.",
              "Turn the meter into a tank-level gauge: mount it above a container, subtract the measured distance from the sensor's height above the bottom, and convert the level into litres from the container's dimensions.",
            ],
          },
        ],
      },
    ],
  },
};
