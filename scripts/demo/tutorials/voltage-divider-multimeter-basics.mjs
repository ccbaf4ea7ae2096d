// Builds and measures two-resistor voltage dividers, shows how a meter, an ADC or a load changes them, and designs a 5 V to 3.3 V divider for an ESP32 input.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "secondary",
  id: "voltage-divider",
  data: {
    slug: "voltage-divider-multimeter-basics",
    title: "Voltage Dividers: Calculate, Build on a Breadboard, Measure (and Why Loads Change Them)",
    topic: "basic-electronics",
    meta: {
      title: "Voltage Divider Basics: Calculate, Build, Measure and Load",
      description:
        "Learn the voltage divider formula, build one, measure it with a multimeter and an Arduino, see how loads pull it down, and design a 5 V to 3.3 V input.",
      keywords:
        "voltage divider, vout = vin r2/(r1+r2), multimeter, loading effect, input impedance, 5v to 3.3v, esp32, arduino analogread",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "Two resistors in series across a supply make the most useful little circuit in electronics. The point between them sits at a fixed fraction of the supply voltage, set only by the ratio of the two resistors. Dividers scale a battery voltage down so an ADC can read it, turn a resistive sensor such as a thermistor into a voltage, set reference levels for comparators and shift a 5 V logic signal down to a level a 3.3 V chip can accept.",
          },
          {
            p: "In this tutorial you calculate a divider, build it on a breadboard, and measure it with a multimeter and, optionally, an Arduino Uno. Then you deliberately load it and watch the output fall, which is the lesson most people learn the hard way. Finally you design a divider that brings a 5 V signal safely down for an ESP32 input, including the resistor tolerances. Allow about an hour.",
          },
        ],
      },
      {
        section: "theory",
        content: [
          { h2: "The formula and where it comes from" },
          {
            p: "With R1 on top (from Vin to the output) and R2 on the bottom (from the output to ground), the same current flows through both resistors as long as nothing draws current from the midpoint. That current is I = Vin / (R1 + R2), and the output is the voltage across R2, I × R2. Combining the two gives the divider equation:",
          },
          {
            code: {
              lang: "plaintext",
              text: "Vout = Vin x R2 / (R1 + R2)\nI    = Vin / (R1 + R2)       (current through the divider)\n",
            },
          },
          {
            p: "Example: with R1 = R2 = 10 kΩ and Vin = 5.0 V, Vout = 5.0 × 10 / 20 = 2.50 V, and the divider draws 5.0 V / 20 kΩ = 0.25 mA continuously. Only the ratio sets the output: 1 kΩ and 1 kΩ also give 2.50 V, but draw 2.5 mA. Larger values waste less current; the next section shows what they cost.",
          },
          { h3: "Loading: why the output drops when you connect something" },
          {
            p: "Anything you connect to the output is a resistor in parallel with R2. Seen from the output, a divider behaves like a voltage source of Vin × R2 / (R1 + R2) with a series resistance equal to R1 and R2 in parallel (its Thevenin resistance). The higher that resistance compared with the load, the more the output sags.",
          },
          {
            p: "A digital multimeter on DC volts typically has an input resistance of about 10 MΩ. On a 10 kΩ / 10 kΩ divider that is negligible: 10 kΩ in parallel with 10 MΩ is 9.99 kΩ, and the reading drops by about 1 mV. Build the same ratio from 1 MΩ resistors and the meter becomes part of the circuit: 1 MΩ in parallel with 10 MΩ is 0.909 MΩ, so the meter reads 5.0 × 0.909 / 1.909 = 2.38 V instead of 2.50 V, almost 5 % low, even though both resistors are perfect.",
          },
          {
            p: "A real load is far worse. Put a 10 kΩ load across R2 of a 10 kΩ / 15 kΩ divider: R2 in parallel with the load is 15 × 10 / 25 = 6 kΩ, and Vout falls from 3.00 V to 5.0 × 6 / 16 = 1.88 V. This is why a divider is for signals and measurements, never for powering a circuit.",
          },
          {
            p: "ADC inputs are a special case. The ATmega328P on the Arduino Uno charges a small internal sample-and-hold capacitor every conversion, and its datasheet says the ADC is optimised for sources with an output impedance of about 10 kΩ or less. A 10 kΩ / 15 kΩ divider has a Thevenin resistance of 6 kΩ, which is fine. A 1 MΩ / 1 MΩ divider (500 kΩ) is not: readings come out low or drift, especially when the sketch reads several channels. For a slowly changing voltage, a 100 nF capacitor from the ADC pin to ground supplies that charge and fixes it.",
          },
          { h3: "Worked example: 5 V logic into an ESP32 input" },
          {
            p: "The ESP32 runs at 3.3 V and its GPIO pins are not 5 V tolerant, so a 5 V output from an Arduino or a 5 V sensor must be scaled down. The ideal ratio is 3.3 / 5.0 = 0.66. The textbook answer is R1 = 1 kΩ, R2 = 2 kΩ, giving 5.0 × 2 / 3 = 3.33 V. Now check the worst case: a USB-powered 5 V rail can be as high as 5.25 V, and 5 % resistors can be 0.95 kΩ and 2.1 kΩ. Then Vout = 5.25 × 2.1 / 3.05 = 3.61 V, above the ESP32's own 3.3 V supply. An input should never be driven above the supply of the chip it belongs to, so that design has no margin.",
          },
          {
            p: "Aim lower instead. The ESP32 datasheet gives the minimum input-high voltage as 0.75 × VDD, which is 2.48 V at 3.3 V, so anything from about 2.7 V to 3.3 V is a clean logic high. With R1 = 10 kΩ and R2 = 15 kΩ (both E12 values), Vout = 5.0 × 15 / 25 = 3.00 V. The highest it can reach is 5.25 × 15.75 / (9.5 + 15.75) = 3.27 V, and the lowest, with 4.75 V and the tolerances the other way, is 4.75 × 14.25 / (10.5 + 14.25) = 2.73 V: comfortably high in every case. The divider draws 5 V / 25 kΩ = 0.2 mA and has a Thevenin resistance of 6 kΩ, so with around 10 pF of pin and wiring capacitance its time constant is 6 kΩ × 10 pF = 60 ns, fast enough for buttons, sensor outputs and UART data at the usual baud rates.",
          },
          {
            note: "A divider only works in one direction, from a 5 V output to a 3.3 V input. It cannot translate bidirectional lines such as I2C. Use a bidirectional level-shifter module for those.",
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "Arduino Uno R3 and a USB cable (used as the 5 V source and, optionally, as a voltmeter)",
              "2 × 10 kΩ resistors (brown, black, orange): R1, and the R2 of the first divider, which later becomes the load",
              "1 × 15 kΩ resistor (brown, green, orange), the R2 of the ESP32 divider; buy a few spares of each value",
              "2 × 1 MΩ resistors (brown, black, green) for the meter-loading experiment",
              "1 × 100 nF ceramic capacitor",
              "A digital multimeter with a DC voltage range",
              "A breadboard and jumper wires",
              "Optional: an ESP32 development board, to test the finished 5 V to 3.3 V divider on a real input",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            p: "The table describes the 10 kΩ / 15 kΩ divider, the one you will use for the ESP32. For the other experiments swap the resistors in the same positions.",
          },
          {
            table: {
              header: ["From", "To", "Note"],
              rows: [
                { cells: ["Uno 5V pin", "R1 (10 kΩ), top lead", "Vin. Measure it: from USB it is often between 4.8 and 5.1 V."] },
                { cells: ["R1 bottom lead", "Midpoint row on the breadboard", "The divider output, Vout."] },
                { cells: ["Midpoint row", "R2 (15 kΩ), top lead", "R2 sets the fraction: Vout = Vin × R2 / (R1 + R2)."] },
                { cells: ["R2 bottom lead", "Uno GND", "Ground reference for everything."] },
                { cells: ["Midpoint row", "Uno A0", "Optional: lets the sketch below read Vout."] },
                { cells: ["Multimeter COM (black)", "Uno GND", "Meter on DC volts."] },
                { cells: ["Multimeter V (red)", "Midpoint row", "Reads Vout."] },
                {
                  cells: [
                    "Load experiment: 10 kΩ",
                    "From the midpoint row to GND",
                    "Fit only for the loading test; it appears in parallel with R2.",
                  ],
                },
                {
                  cells: [
                    "ESP32 test: midpoint row",
                    "ESP32 GPIO4",
                    "A general-purpose input on ESP32-WROOM-32 boards. Vin stays the Uno 5V pin, standing in for a 5 V logic high.",
                  ],
                },
                {
                  cells: [
                    "ESP32 test: ESP32 GND",
                    "Uno GND",
                    "Without a shared ground the ESP32 has no reference for the voltage.",
                  ],
                },
              ],
            },
          },
          {
            warning:
              "Build the divider and measure its output with the meter before connecting it to an ESP32 or any other 3.3 V board. Swapped resistors or a missing ground can put the full 5 V on the pin, which may damage it permanently.",
          },
          {
            warning:
              "Do not use a divider to power anything, for example to run a 3.3 V module from 5 V. The module's current loads the divider, so the voltage collapses under load and rises toward 5 V when the module draws less. Use a voltage regulator for power.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "Optional: read the divider with an Arduino" },
          {
            p: "This sketch averages 16 readings of A0 and prints the raw value, the voltage it represents and the raw value the divider equation predicts. No libraries are needed.",
          },
          {
            code: {
              lang: "cpp",
              text: `// Voltage divider check: the midpoint of R1/R2 is connected to A0.
const uint8_t DIVIDER_PIN = A0;
const float R1_OHMS = 10000.0;  // top resistor, 5V to A0
const float R2_OHMS = 15000.0;  // bottom resistor, A0 to GND
const float VREF = 5.0;         // ADC reference = the 5V pin; put your measured value here

void setup() {
  Serial.begin(9600);
  Serial.println(F("raw    Vout(V)  expected raw"));
}

void loop() {
  long sum = 0;
  for (int i = 0; i < 16; i++) {
    sum += analogRead(DIVIDER_PIN);
  }
  float raw = sum / 16.0;
  float vout = raw * VREF / 1024.0;
  float expectedRaw = 1024.0 * R2_OHMS / (R1_OHMS + R2_OHMS);

  Serial.print(raw, 1);
  Serial.print("  ");
  Serial.print(vout, 3);
  Serial.print("    ");
  Serial.println(expectedRaw, 1);
  delay(500);
}
`,
            },
          },
          {
            p: "The Uno's ADC returns ADC = Vin × 1024 / Vref, a value from 0 to 1023, and by default Vref is the board's own 5 V supply. That makes this measurement ratiometric: the divider and the ADC reference are fed from the same rail, so the raw reading depends only on R2 / (R1 + R2). The expected value for 10 kΩ and 15 kΩ is 1024 × 0.6 = 614.4, whether the USB port supplies 4.8 V or 5.1 V. Converting to volts is where the exact supply matters, which is why VREF should be your measured value.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and measure" },
          {
            ol: [
              "Measure each resistor on the meter's resistance range before fitting it, and note the real values.",
              "Build the 10 kΩ / 10 kΩ divider from the Uno's 5V pin to GND and plug in the USB cable.",
              "Measure Vin between the 5V pin and GND, calculate Vout = Vin × R2 / (R1 + R2) with the measured resistances, then measure Vout at the midpoint. Expect agreement within about 1 %.",
              "Replace R2 with 15 kΩ to make the ESP32 divider and repeat the calculation and measurement. Expect about 3.0 V.",
              "Optional: connect the midpoint to A0, upload the sketch and open the Serial Monitor at 9600 baud. Compare the raw reading with the expected value.",
              "Loading test: fit the second 10 kΩ resistor from the midpoint to GND and measure again. Expect Vout to fall to about 1.88 V, and the raw reading to about 384. Then remove it.",
              "Meter-loading test: disconnect the A0 wire, build a divider from the two 1 MΩ resistors and measure the midpoint with the meter alone. Expect about 2.38 V rather than 2.50 V.",
              "Optional ESP32 test: with the 10 kΩ / 15 kΩ divider confirmed at about 3.0 V, power the ESP32 board from its own USB cable first, join its GND to the Uno's GND, then connect the midpoint to GPIO4. Measure again at GPIO4: it should still read about 3.0 V, because a digital input draws almost no current, and digitalRead(4) in an ESP32 sketch returns HIGH.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "Serial Monitor output with the 10 kΩ / 15 kΩ divider, and then after the 10 kΩ load was added across R2:",
          },
          {
            code: {
              lang: "plaintext",
              text: "raw    Vout(V)  expected raw\n614.3  3.000    614.4\n614.4  3.000    614.4\n614.2  2.999    614.4\n384.2  1.876    614.4\n384.1  1.875    614.4\n",
            },
          },
          {
            p: "The table gives the calculated values for a 5.00 V supply and typical readings. Small differences come from resistor tolerance and from the supply not being exactly 5.00 V; large differences mean a wiring problem or a load you did not intend.",
          },
          {
            table: {
              header: ["Divider (R1 / R2)", "Vout calculated", "Meter reading", "Uno raw (expected)", "What it shows"],
              rows: [
                { cells: ["10 kΩ / 10 kΩ", "2.50 V", "2.50 V", "512", "The basic ratio of one half."] },
                { cells: ["10 kΩ / 15 kΩ", "3.00 V", "3.00 V", "614", "The ESP32-safe level."] },
                {
                  cells: [
                    "10 kΩ / 15 kΩ with 10 kΩ load",
                    "1.88 V",
                    "1.88 V",
                    "384",
                    "A load in parallel with R2 pulls the output down.",
                  ],
                },
                {
                  cells: [
                    "1 MΩ / 1 MΩ",
                    "2.50 V",
                    "about 2.38 V",
                    "unreliable without 100 nF on A0",
                    "A 10 MΩ meter loads a high-resistance divider.",
                  ],
                },
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
                    "Vout equals Vin (raw reading 1023)",
                    "R2 not connected to GND, or the midpoint wire is on the 5 V side of R1",
                    "Check that R2's bottom lead is in the GND row and the probe is on the row between the resistors.",
                  ],
                },
                {
                  cells: [
                    "Vout is 0 V (raw reading 0)",
                    "R1 open or not connected to 5V, or the midpoint shorted to GND",
                    "Check R1's top lead and look for a stray wire in the midpoint row.",
                  ],
                },
                {
                  cells: [
                    "About 2.0 V instead of 3.0 V from the 10 kΩ / 15 kΩ divider",
                    "R1 and R2 swapped: 5 × 10 / 25 = 2.0 V",
                    "Put the 15 kΩ resistor on the ground side.",
                  ],
                },
                {
                  cells: [
                    "Meter and Arduino disagree by a few percent",
                    "VREF in the sketch is 5.0 but the real 5V rail is different",
                    "Measure the 5V pin and enter that value as VREF; the raw reading itself is correct.",
                  ],
                },
                {
                  cells: [
                    "Readings wander or jump",
                    "Loose breadboard contact, or a high-resistance divider on the ADC",
                    "Reseat the parts; add 100 nF from A0 to GND or use lower resistor values.",
                  ],
                },
                {
                  cells: [
                    "ESP32 never sees a HIGH",
                    "Grounds not joined, or the wire is on a header pin that is not GPIO4 (silkscreen labels differ between boards)",
                    "Connect ESP32 GND to Uno GND, check the board's pinout for GPIO4 and measure about 3.0 V right at that pin.",
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
              "Replace R2 with a 10 kΩ NTC thermistor or a photoresistor and log the midpoint voltage as temperature or light changes; choose R1 close to the sensor's resistance in the middle of the range you care about for the widest swing.",
              "Measure a 9 V battery with the Uno: R1 = 22 kΩ and R2 = 10 kΩ scale 9 V to 9 × 10 / 32 = 2.81 V, and multiply the reading by 3.2 in software. A fresh alkaline battery can read above 9 V, which this ratio still keeps below 5 V.",
              "Plot Vout against load resistance from 1 MΩ down to 1 kΩ and compare the curve with the Thevenin calculation.",
            ],
          },
        ],
      },
    ],
  },
};
