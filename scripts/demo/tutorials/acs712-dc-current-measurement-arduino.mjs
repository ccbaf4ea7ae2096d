// Measures the DC current of a 12 V bulb with an ACS712-05B Hall-effect module and an Uno, with zero calibration and a multimeter check.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "secondary",
  id: "acs712-current",
  data: {
    slug: "acs712-dc-current-measurement-arduino",
    title: "Measure DC Current with an ACS712-05B and an Arduino Uno",
    topic: "eee",
    meta: {
      title: "ACS712-05B DC Current Sensor with Arduino: Zero and Calibrate",
      description:
        "Measure the DC current of a 12 V load with an ACS712-05B Hall sensor and an Arduino Uno: 185 mV/A maths, zero calibration, averaging and a multimeter check.",
      keywords: "acs712, acs712-05b, current sensor, hall effect, dc current, arduino uno, calibration, eee, power measurement",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "Measuring current is the first step towards measuring power and energy, and the ACS712 is the Hall-effect sensor most students meet first. The current flows through a copper path inside the chip; the magnetic field it creates is picked up by a Hall element and turned into a voltage that an Arduino can read. Because the copper path is separate from the sensing electronics, the circuit being measured does not have to share a ground with the Arduino.",
          },
          {
            p: "In this tutorial you measure the DC current of a 12 V automotive bulb with the ±5 A version, the ACS712ELCTR-05B-T, on an Arduino Uno. You will work out the counts-per-amp figure from the 185 mV/A sensitivity, find the real zero at start-up instead of trusting the nominal VCC/2, average away the noise, and check the result against a multimeter to correct the gain. Allow about an hour. Everything here is low-voltage DC; the module is not for mains work.",
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
              "1 × ACS712ELCTR-05B-T module (±5 A version, marked 05B), with a VCC/OUT/GND header and a two-way screw terminal",
              "1 × 12 V DC supply able to deliver at least 3 A, ideally a bench supply with an adjustable current limit",
              "1 × 12 V, 21 W automotive bulb (P21W type) in a holder, drawing about 1.75 A; a 12 V, 5 W bulb (W5W type, about 0.42 A) also works",
              "1 × inline fuse holder with a 3 A time-delay (slow-blow) fuse",
              "1 × digital multimeter with a 10 A current range, as the reference",
              "Hook-up wire of at least 0.75 mm² (18 AWG) for the load loop, and 3 jumper wires for the sensor header",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            p: "There are two separate circuits. The load loop carries the bulb current through the module's screw terminal; the signal side connects the module's three header pins to the Uno. The current path runs between the chip's IP+ and IP− pins, which the module brings out to the screw terminal; the output rises above its zero level when current flows from IP+ to IP−.",
          },
          { h3: "Signal side" },
          {
            table: {
              header: ["Uno pin", "Connects to", "Note"],
              rows: [
                { cells: ["5V", "Module VCC", "The ACS712 runs from 4.5 V to 5.5 V and draws about 10 mA"] },
                { cells: ["GND", "Module GND", "Signal ground only"] },
                { cells: ["A0", "Module OUT", "About 2.5 V at zero current, 185 mV more per amp"] },
              ],
            },
          },
          { h3: "Load loop" },
          {
            table: {
              header: ["From", "To", "Note"],
              rows: [
                { cells: ["12 V supply +", "Fuse holder (3 A slow-blow)", "Fuse first, as close to the supply as possible"] },
                { cells: ["Fuse holder", "Multimeter 10 A socket", "Meter in series, set to DC amps"] },
                { cells: ["Multimeter COM socket", "Module screw terminal, IP+ side", "Current enters the sensor here"] },
                { cells: ["Module screw terminal, IP− side", "Bulb", "Current leaves the sensor"] },
                { cells: ["Bulb", "12 V supply −", "Returns to the supply; no connection to the Uno's GND is needed"] },
              ],
            },
          },
          {
            warning:
              "Low-voltage DC only. The ACS712 chip carries an isolation rating, but a cheap module's board spacing, screw terminal and lack of enclosure make it no safe barrier for mains voltage: never connect it to mains. Keep the load current within ±5 A, always fuse the load loop, and never use an unfused car battery or lithium pack as the supply: they can deliver hundreds of amps into a short circuit and start a fire.",
          },
          {
            warning:
              "A 21 W bulb's glass reaches temperatures that burn skin within seconds. Mount it in a holder, keep it away from plastic and paper, and let it cool before touching it.",
          },
          {
            p: "If your module's terminal is not marked, connect it either way: a reading that goes negative when the bulb is on simply means the current enters from the other side. Swap the two wires, or multiply by −1 in the code.",
          },
        ],
      },
      {
        section: "maths",
        content: [
          { h2: "From millivolts to amps" },
          {
            p: "The datasheet gives the 05B version a sensitivity of 185 mV/A typical (180 to 190 mV/A at 25 °C) with a 5 V supply, and a zero-current output of VCC/2, nominally 2.5 V. Both are ratiometric: they scale with the supply voltage. The Uno's ADC measures against its 5 V supply as well, so if the USB supply sags to 4.8 V, the sensor's zero and sensitivity fall by the same 4 % as the ADC's reference, and the result in counts per amp stays the same. That is why the sketch works in ADC counts and only converts to amps at the end.",
          },
          {
            p: "Counts per amp = 0.185 V/A × 1024 counts / 5.0 V ≈ 37.9 counts/A. One count is therefore 1 / 37.9 ≈ 26 mA (equivalently 4.88 mV / 185 mV/A). Over the ±5 A range the output swings 5 × 0.185 = 0.925 V either side of 2.5 V, from about 1.58 V to 3.43 V, so the sensor uses only about 380 of the ADC's 1024 counts. That limited span is the price of a ±5 A sensor on a 0 V to 5 V converter; for currents of a few hundred milliamps a shunt-based sensor such as the INA219 is the better tool.",
          },
          {
            p: "Noise is the other limit. A single reading typically wanders by a few counts, that is ±0.05 A to ±0.08 A. Averaging N independent readings reduces random noise by about √N, so 200 readings (about 22 ms at roughly 112 µs per analogRead()) cut it by a factor of about 14.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketch" },
          {
            p: "No libraries are needed.",
          },
          {
            code: {
              lang: "cpp",
              text: `// DC current meter with an ACS712ELCTR-05B-T module on A0 and an Arduino Uno.
// The zero is measured at start-up; send z from the Serial Monitor (load off) to re-zero.
const uint8_t SENSOR_PIN = A0;
const float SENSITIVITY_V_PER_A = 0.185;   // ACS712-05B typical sensitivity at VCC = 5.0 V
const float ADC_REF_V = 5.0;               // the ADC reference is the same 5 V that powers the sensor
const float COUNTS_PER_AMP = SENSITIVITY_V_PER_A * 1024.0 / ADC_REF_V;   // 37.9 counts per amp
const int SAMPLES = 200;                   // about 22 ms of readings per average
const unsigned long REPORT_MS = 500;
const float LOAD_SUPPLY_V = 12.0;          // measured voltage of the load supply, for the power estimate

float zeroCounts = 512.0;                  // replaced by calibrateZero()
float gainCorrection = 1.000;              // set after comparing with a multimeter (see text)
unsigned long lastReport = 0;

float averageCounts(int samples) {
  long sum = 0;
  for (int i = 0; i < samples; i++) {
    sum += analogRead(SENSOR_PIN);
  }
  return (float)sum / samples;
}

void calibrateZero() {
  Serial.println(F("Zeroing: make sure no current flows through the sensor..."));
  delay(500);
  zeroCounts = averageCounts(2000);        // about 0.22 s of readings
  Serial.print(F("Zero = "));
  Serial.print(zeroCounts, 1);
  Serial.print(F(" counts ("));
  Serial.print(zeroCounts * ADC_REF_V / 1024.0, 3);
  Serial.println(F(" V)"));
}

void setup() {
  Serial.begin(115200);
  Serial.println(F("ACS712-05B DC current meter"));
  calibrateZero();
}

void loop() {
  if (Serial.available() > 0) {
    char c = Serial.read();
    if (c == 'z' || c == 'Z') {
      calibrateZero();
    }
  }

  if (millis() - lastReport < REPORT_MS) return;
  lastReport = millis();

  float counts = averageCounts(SAMPLES);
  float amps = (counts - zeroCounts) / COUNTS_PER_AMP * gainCorrection;
  float watts = amps * LOAD_SUPPLY_V;

  Serial.print(F("I = "));
  Serial.print(amps, 2);
  Serial.print(F(" A   P = "));
  Serial.print(watts, 1);
  Serial.print(F(" W   (average "));
  Serial.print(counts, 1);
  Serial.println(F(" counts)"));
}
`,
            },
          },
          { h3: "How it works" },
          {
            p: "calibrateZero() averages 2000 readings with the load switched off and stores the result as zeroCounts. The real zero is rarely exactly 512: the sensor's offset, the supply and the ADC each contribute a count or two, and a 2-count error would read as 2 / 37.9 ≈ 0.05 A on every measurement. Sending the letter z from the Serial Monitor repeats the zeroing at any time, which is useful after the module has warmed up, because the zero drifts slightly with temperature.",
          },
          {
            p: "Every 500 ms the loop averages 200 readings, subtracts the zero, divides by 37.9 counts/A, multiplies by gainCorrection and prints the current together with a power estimate, P = 12.0 V × I. The power figure assumes the load supply stays at LOAD_SUPPLY_V; measure it with the multimeter and edit the constant.",
          },
          { h3: "Two-point calibration with the multimeter" },
          {
            p: "The zero fixes the offset; the multimeter fixes the slope. With the bulb on and readings settled, note both values. Suppose the meter shows 1.762 A while the sketch prints 1.74 A (1.739 A unrounded). The correction is 1.762 / 1.739 ≈ 1.013: set gainCorrection = 1.013, upload again and check that the two now agree. A correction between about 0.97 and 1.03 is consistent with the datasheet's 180 to 190 mV/A spread; a larger one points to a wiring or reference problem.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and test" },
          {
            ol: [
              "With the 12 V supply switched off, build the load loop: supply +, fuse, multimeter (10 A socket and COM, set to DC A), module terminal, bulb, supply −. Tighten both screw terminals firmly.",
              "Wire the module header to the Uno: VCC to 5V, GND to GND, OUT to A0.",
              "Connect the Uno by USB, select Tools > Board > Arduino Uno and the port, upload the sketch and open the Serial Monitor at 115200 baud. The zero is measured now, with the 12 V supply still off.",
              "If you use a bench supply, set its current limit to about 2.5 A, then switch the 12 V on. The bulb lights and both the meter and the Serial Monitor show about 1.7 A.",
              "Wait a minute for the readings to settle, then compare them and set gainCorrection as described above.",
              "Switch the 12 V supply off, type z in the Serial Monitor's input box and press Enter to re-zero the warm module, then switch it on again.",
              "Optionally swap in the 5 W bulb and compare again at about 0.42 A, where each 26 mA count is a larger share of the reading.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "With the bulb off and then on (your zero and readings will differ a little):",
          },
          {
            code: {
              lang: "plaintext",
              text: `ACS712-05B DC current meter
Zeroing: make sure no current flows through the sensor...
Zero = 511.6 counts (2.498 V)
I = 0.00 A   P = 0.0 W   (average 511.7 counts)
I = -0.01 A   P = -0.1 W   (average 511.3 counts)
I = 1.74 A   P = 20.9 W   (average 577.5 counts)
I = 1.73 A   P = 20.8 W   (average 577.2 counts)
`,
            },
          },
          {
            p: "Check the arithmetic on the bulb line: 577.5 − 511.6 = 65.9 counts, and 65.9 / 37.9 ≈ 1.74 A, so P ≈ 12.0 V × 1.74 A ≈ 20.9 W, close to the bulb's 21 W rating. With no load, the reading hovers within one or two hundredths of an amp of zero. The first reading after switching on can be noticeably higher: a cold filament has a much lower resistance than a hot one, so the bulb draws a brief surge, several times its running current, until the filament heats up.",
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
                    "About −1.7 A with the bulb on",
                    "Current enters the module from the IP− side",
                    "Swap the two load wires at the screw terminal, or negate amps in the code",
                  ],
                },
                {
                  cells: [
                    "A steady −13.5 A whatever the load",
                    "A0 reads about 0: OUT not connected or the module unpowered, and (0 − 511.6) / 37.9 ≈ −13.5",
                    "Check the VCC, GND and OUT jumpers",
                  ],
                },
                {
                  cells: [
                    "0.05 A to 0.2 A shown with the load off",
                    "Zero taken with current flowing, zero drift after warm-up, or a magnet or current-carrying wire near the sensor",
                    "Switch the load off and send z; keep the module away from motors, magnets and other high-current wires",
                  ],
                },
                {
                  cells: [
                    "Readings jump by a tenth of an amp or more between lines",
                    "Too few samples, or electrical noise on the USB 5 V supply",
                    "Raise SAMPLES to 500, keep the OUT wire short, and try another USB port or a powered hub",
                  ],
                },
                {
                  cells: [
                    "The fuse blows the moment the bulb is switched on",
                    "A fast-acting fuse cannot ride through the cold filament's inrush surge",
                    "Use a time-delay (slow-blow) fuse of the same rating",
                  ],
                },
                {
                  cells: [
                    "Meter and sketch still disagree by more than 3 %",
                    "The meter is on the wrong range or its 10 A fuse has blown, or the module is not the 05B version",
                    "Check the meter alone against a known load, and read the chip marking: 20A and 30A versions have 100 mV/A and 66 mV/A sensitivities",
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
              "Integrate power over time into energy: add P × Δt every report and print watt-hours, then leave the bulb on for ten minutes and check that about 3.5 Wh accumulates (21 W × 1/6 h).",
              "Measure the load voltage too, with a resistor divider (for example 30 kΩ over 10 kΩ gives 12 V × 10 / 40 = 3.0 V) into A1; note that this joins the load's negative to the Uno's GND and gives up the isolation.",
              "Compare with an INA219 breakout on I2C at 0.1 A to 0.5 A, where its shunt-based measurement resolves milliamps.",
            ],
          },
        ],
      },
    ],
  },
};
