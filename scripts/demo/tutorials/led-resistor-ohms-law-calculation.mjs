// Calculates series resistors for a red and a blue LED on 5 V with Ohm's law, rounds them to E12/E24 values and checks the current with a multimeter.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "led-resistor",
  data: {
    slug: "led-resistor-ohms-law-calculation",
    title: "Choose an LED Series Resistor with Ohm's Law, Then Check It with a Multimeter",
    topic: "electronics",
    meta: {
      title: "LED Resistor Calculation with Ohm's Law (and How to Measure It)",
      description:
        "Calculate an LED series resistor from the supply, forward voltage and current, round up to an E12 or E24 value, check its power and measure the real current.",
      keywords:
        "led resistor calculation, ohm's law, forward voltage, e12, e24, resistor power rating, multimeter, current measurement",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "An LED is one of the few components you cannot simply connect to a supply. Its current rises steeply once the voltage across it passes the forward voltage, so a 5 V supply connected straight across a red LED pushes far more current through it than it can survive. A resistor in series fixes that: it takes up the difference between the supply and the LED's forward voltage, and in doing so sets the current.",
          },
          {
            p: "In this tutorial you calculate the resistor for a red and a blue LED on 5 V, round the results to values you can actually buy, check the resistor's power dissipation, then build both circuits and measure the current two ways with a multimeter. You will also see why the real current never matches the calculation exactly, and why that is fine when you round in the right direction. Expect to spend 45 to 60 minutes, most of it measuring.",
          },
        ],
      },
      {
        section: "theory",
        content: [
          { h2: "The calculation" },
          {
            p: "In a series loop the same current flows through every part, and the voltages across the parts add up to the supply voltage (Kirchhoff's voltage law). With the LED dropping its forward voltage Vf, the resistor must drop the rest, Vsupply − Vf. Ohm's law then gives the resistance for the current I you want:",
          },
          {
            code: {
              lang: "plaintext",
              text: "R = (Vsupply - Vf) / I\nP = (Vsupply - Vf) x I        (power dissipated in the resistor)\n",
            },
          },
          { h3: "Forward voltage by colour" },
          {
            p: "The forward voltage depends mostly on the semiconductor material, which sets the colour. The values below are typical figures for ordinary 3 mm and 5 mm LEDs at around 20 mA. They are starting points only: the datasheet of your exact LED gives its typical and maximum Vf, and Vf also falls slightly at lower currents and higher temperatures.",
          },
          {
            table: {
              header: ["LED colour", "Typical Vf range", "Value for a first calculation"],
              rows: [
                { cells: ["Infrared (940 nm)", "1.2 to 1.5 V", "1.2 V"] },
                { cells: ["Red", "1.8 to 2.2 V", "2.0 V"] },
                { cells: ["Orange and yellow", "1.9 to 2.2 V", "2.0 V"] },
                { cells: ["Yellow-green (older GaP type)", "2.0 to 2.4 V", "2.1 V"] },
                { cells: ["Bright green (InGaN)", "2.8 to 3.6 V", "3.0 V"] },
                { cells: ["Blue", "2.8 to 3.6 V", "3.0 V"] },
                { cells: ["White (blue chip plus phosphor)", "2.8 to 3.6 V", "3.0 V"] },
              ],
            },
          },
          {
            p: "For the current, most standard indicator LEDs are rated for 20 to 30 mA continuous; the exact figure is in the absolute maximum ratings table. Designing for 10 to 15 mA leaves margin and is still bright, and modern high-efficiency LEDs are clearly visible at 2 to 5 mA.",
          },
          { h3: "Worked example 1: red LED on 5 V at 15 mA" },
          {
            p: "R = (5.0 V − 2.0 V) / 0.015 A = 200 Ω. The resistor dissipates P = 3.0 V × 0.015 A = 45 mW.",
          },
          { h3: "Worked example 2: blue LED on 5 V at 15 mA" },
          {
            p: "R = (5.0 V − 3.0 V) / 0.015 A = 133 Ω. The resistor dissipates P = 2.0 V × 0.015 A = 30 mW. Notice how much smaller the resistor is: the blue LED leaves only 2 V for it, so small changes in Vf or supply voltage move the current more. On a 3.3 V supply a blue or white LED leaves only 0.3 V or less for the resistor, and the current becomes almost impossible to control with a resistor alone.",
          },
          { h3: "Rounding to a standard value: always round up" },
          {
            p: "Resistors are sold in preferred-number series. The E12 series has twelve values per decade: 10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68 and 82, multiplied by powers of ten. The E24 series adds 11, 13, 16, 20, 24, 30, 36, 43, 51, 62, 75 and 91. When the resistor's job is to limit current, round the calculated resistance up to the next available value, never down. A larger resistance means a smaller current, so rounding up can only move you further below the limit you designed for; rounding down pushes the current above it.",
          },
          {
            table: {
              header: ["Case", "Calculated", "Next value up (E12)", "Resulting current", "Resistor power"],
              rows: [
                {
                  cells: [
                    "Red, 5 V, 15 mA target",
                    "200 Ω",
                    "220 Ω (E24 also has 200 Ω)",
                    "3.0 V / 220 Ω = 13.6 mA",
                    "3.0 V × 13.6 mA = 41 mW",
                  ],
                },
                {
                  cells: [
                    "Blue, 5 V, 15 mA target",
                    "133 Ω",
                    "150 Ω (also the next E24 value)",
                    "2.0 V / 150 Ω = 13.3 mA",
                    "2.0 V × 13.3 mA = 27 mW",
                  ],
                },
                { cells: ["Red, 5 V, about 3 mA (dim indicator)", "1000 Ω", "1.0 kΩ", "3.0 V / 1000 Ω = 3.0 mA", "9 mW"] },
                { cells: ["Red, 12 V, 20 mA target", "500 Ω", "560 Ω", "10 V / 560 Ω = 17.9 mA", "10 V × 17.9 mA = 179 mW"] },
              ],
            },
          },
          { h3: "Checking the resistor's power rating" },
          {
            p: "A common through-hole resistor is rated at 0.25 W, and that rating assumes good cooling at a moderate ambient temperature. At 5 V the dissipations above are tens of milliwatts, so any 0.25 W resistor is loafing. The 12 V case is different: 179 mW is about 72 % of a 0.25 W rating, and the resistor will run noticeably warm. Keeping a resistor at or below about half its rating is a good habit, so use a 0.5 W part there, or put three red LEDs in series so the resistor has less voltage to burn: (12 − 3 × 2.0) V / 0.015 A = 400 Ω, rounded up to 470 Ω, gives 6 V / 470 Ω = 12.8 mA and only 77 mW.",
          },
          { h3: "A quick worst-case check" },
          {
            p: "The real current depends on three uncertain numbers. A USB supply may be anywhere from 4.75 to 5.25 V, a 5 % resistor labelled 220 Ω may be as low as 209 Ω, and a red LED's Vf may be as low as 1.8 V. Put all three at their worst: (5.25 − 1.8) V / 209 Ω = 16.5 mA. That is still below a 20 mA rating, which is exactly why you design for 15 mA and round up rather than designing for 20 mA.",
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "A regulated 5 V supply: a USB breadboard power module, a bench supply set to 5.0 V, or the 5V and GND pins of an Arduino Uno powered over USB",
              "1 × 5 mm red LED and 1 × 5 mm blue LED",
              "1 × 220 Ω resistor (red, red, brown, gold), 1 × 150 Ω (brown, green, brown, gold) and 1 × 1 kΩ (brown, black, red, gold), 0.25 W, 5 % or better",
              "1 × solderless breadboard and a few jumper wires",
              "1 × digital multimeter with DC voltage, resistance and DC milliamp ranges",
              "Pen and paper, or a spreadsheet, for the measurement table",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            p: "Build the red and blue circuits side by side. Each is a complete loop from the + rail, through the resistor, through the LED from anode to cathode, and back to the − rail. The resistor can go on either side of the LED; the current is the same everywhere in a series loop.",
          },
          {
            table: {
              header: ["From", "To", "Note"],
              rows: [
                {
                  cells: [
                    "5 V supply +",
                    "Breadboard + rail (red line)",
                    "Measure the rail voltage once it is powered; you need the real value for the calculation.",
                  ],
                },
                { cells: ["5 V supply − (GND)", "Breadboard − rail (blue line)", "All three circuits return here."] },
                {
                  cells: [
                    "+ rail",
                    "220 Ω resistor, first lead",
                    "Keep the other lead in a separate row so you can break the loop for the current meter.",
                  ],
                },
                {
                  cells: [
                    "220 Ω resistor, second lead",
                    "Red LED anode (longer leg)",
                    "The LED only conducts from anode to cathode.",
                  ],
                },
                { cells: ["Red LED cathode (shorter leg, flat edge on the rim)", "− rail", "Completes circuit A."] },
                { cells: ["+ rail", "150 Ω resistor, then blue LED anode", "Circuit B, built the same way."] },
                { cells: ["Blue LED cathode", "− rail", "Completes circuit B."] },
                {
                  cells: [
                    "+ rail",
                    "1 kΩ resistor, then a second red LED (or reuse the first)",
                    "Circuit C: the dim indicator, to see how Vf changes with current.",
                  ],
                },
                {
                  cells: [
                    "Multimeter, current measurement",
                    "Red probe in the mA jack on the + rail side, black probe (COM) on the resistor's first lead",
                    "Only while measuring current: the meter replaces the wire from the + rail, so it is in series with the loop.",
                  ],
                },
              ],
            },
          },
          {
            warning:
              "Never connect a multimeter set to current (probe in the mA or A jack) directly across a supply or across a component. In current mode the meter is nearly a short circuit: across the 5 V rails it blows the meter's fuse at best and can damage the meter or the supply. Always move the red probe back to the V jack as soon as you finish a current measurement.",
          },
          {
            warning:
              "Do not connect an LED to the supply without its resistor, even for a moment to test it. Use the meter's diode-test mode to check polarity instead (some meters cannot reach a blue or white LED's forward voltage and show OL in both directions).",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and measure" },
          {
            p: "There are two ways to find the current. Measuring the voltage across the resistor and dividing by its resistance never breaks the circuit and disturbs nothing. Inserting the meter in series measures the current directly but adds the meter's shunt resistance to the loop. Doing both is the best check that you understand the circuit.",
          },
          {
            ol: [
              "Before powering anything, measure each resistor on the meter's resistance range and write down the real value (a 220 Ω part might read 218 Ω). Hold only one lead with your fingers, or your body's resistance ends up in parallel.",
              "Build circuit A (220 Ω and the red LED) and switch on the supply. Measure the rail voltage between + and − with the meter on DC volts.",
              "Measure the LED's forward voltage with the probes on its anode and cathode, then the voltage across the 220 Ω resistor. The two readings should add up to the rail voltage.",
              "Calculate the current as the resistor voltage divided by the measured resistance, for example 3.07 V / 218 Ω = 14.1 mA.",
              "Switch off the supply. Move the red probe to the mA jack and select the DC mA range (200 mA on a manual-ranging meter).",
              "Remove the wire or lead that joins the + rail to the resistor, put the red probe on the + rail and the black probe on the resistor's free lead, then switch on and read the current.",
              "Switch off, restore the connection and move the red probe back to the V jack.",
              "Repeat steps 2 to 7 for circuit B (150 Ω and the blue LED) and circuit C (1 kΩ and red).",
              "Fill in the measurement table and compare each measured current with the value you calculated from the typical Vf.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "Both LEDs light brightly on 220 Ω and 150 Ω; the LED on 1 kΩ is clearly dimmer but easy to see. The table shows example readings from one build on a supply that measured 5.02 V. Your numbers will differ slightly, but each row should be internally consistent: Vf plus the resistor voltage equals the supply, and the two current readings agree within a few percent.",
          },
          {
            table: {
              header: [
                "Circuit",
                "R nominal / measured",
                "Predicted I (typical Vf, 5.00 V)",
                "Vf measured",
                "V across R",
                "I = V_R / R",
                "Meter in series",
              ],
              rows: [
                { cells: ["A: red", "220 Ω / 218 Ω", "13.6 mA", "1.95 V", "3.07 V", "14.1 mA", "13.9 mA"] },
                { cells: ["B: blue", "150 Ω / 149 Ω", "13.3 mA", "2.93 V", "2.09 V", "14.0 mA", "13.7 mA"] },
                { cells: ["C: red, dim", "1.0 kΩ / 996 Ω", "3.0 mA", "1.82 V", "3.20 V", "3.2 mA", "3.2 mA"] },
              ],
            },
          },
          {
            p: "Three things stand out. The measured currents are a little higher than predicted because the real forward voltages were below the typical values used in the calculation and the supply was slightly above 5 V. The red LED's Vf dropped from 1.95 V at 14 mA to 1.82 V at 3 mA, which shows that Vf is not a fixed number. And the meter in series reads slightly less than the voltage method, because its shunt adds a few ohms to the loop: its burden voltage, given in the meter's manual, is taken out of the voltage available to the resistor.",
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
                    "LED stays dark, full supply voltage across it",
                    "LED inserted backwards",
                    "Turn it round: the longer leg (anode) goes toward the positive side.",
                  ],
                },
                {
                  cells: [
                    "Meter shows 0.00 in current mode, LED off",
                    "Blown meter fuse, or the red probe still in the V jack so the loop is open",
                    "Check which jack the red probe is in, then check the mA fuse as the meter's manual describes and replace it only with the rated type.",
                  ],
                },
                {
                  cells: [
                    "Current many times higher than calculated and the LED very bright or hot",
                    "Wrong resistor: 22 Ω (red, red, black) instead of 220 Ω (red, red, brown)",
                    "Switch off at once, read the bands again and confirm with the resistance range.",
                  ],
                },
                {
                  cells: [
                    "LED much dimmer than expected",
                    "2.2 kΩ (red, red, red) fitted instead of 220 Ω, or a loose breadboard contact",
                    "Measure the resistor; press the parts fully into the breadboard.",
                  ],
                },
                {
                  cells: [
                    "Current reading has a minus sign",
                    "Probes reversed in the loop",
                    "Harmless; swap the probes so current enters the red probe.",
                  ],
                },
                {
                  cells: [
                    "Supply drops or shuts off as soon as the meter touches the circuit",
                    "Meter in current mode connected across the supply",
                    "Switch off, return the probe to the V jack and measure current only with the meter in series.",
                  ],
                },
                {
                  cells: [
                    "Vf plus V_R does not add up to the supply",
                    "Rail voltage measured at the supply, not at the breadboard, or a poor contact dropping voltage",
                    "Measure on the breadboard rails themselves and reseat any loose wire.",
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
              "Drive the red LED and its 220 Ω resistor from an Arduino pin instead of the rail. The pin's output voltage sags a little under load, so measure it and recalculate; keep each pin to about 20 mA.",
              "Put two LEDs in parallel on one resistor and measure each one's current: they rarely share equally because their Vf differs, which is why every parallel LED needs its own resistor.",
              "Plot Vf against current for one LED using 1 kΩ, 470 Ω, 330 Ω and 220 Ω resistors and compare the curve with the forward-voltage graph in its datasheet.",
            ],
          },
        ],
      },
    ],
  },
};
