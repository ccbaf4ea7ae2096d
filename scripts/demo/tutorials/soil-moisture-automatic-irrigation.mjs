// An Arduino Uno waters a plant from a capacitive soil moisture sensor v1.2, switching a small 5 V pump through a logic-level MOSFET or a relay module, with hysteresis, a pump-time limit and a fault lockout.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "secondary",
  id: "soil-moisture-irrigation",
  data: {
    slug: "soil-moisture-automatic-irrigation",
    title: "Automatic Plant Watering: Capacitive Soil Moisture Sensor, MOSFET or Relay, 5 V Pump, Arduino Uno",
    topic: "agri",
    meta: {
      title: "Automatic Plant Watering with Arduino and a Soil Moisture Sensor",
      description:
        "Water a plant automatically: calibrate a capacitive soil moisture sensor, switch a 5 V pump with a MOSFET or relay, and add hysteresis and a pump time limit.",
      keywords:
        "automatic irrigation, soil moisture sensor, capacitive soil moisture sensor v1.2, arduino uno, mosfet, relay module, water pump, flyback diode, hysteresis",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "Watering on a fixed timer gives plants the same amount of water on a cool, cloudy day as on a hot one. Measuring the soil and watering only when it is dry is the principle behind most precision irrigation, and a single pot on a windowsill is a good place to learn it: the same problems of sensor calibration, pump control and failure handling appear in a greenhouse or a field, just at a larger scale.",
          },
          {
            p: "In this project an Arduino Uno reads a capacitive soil moisture sensor, converts the reading to a 0 to 100 % scale from your own calibration, and runs a small 5 V pump in short pulses until the soil is moist again. You will learn why the pump needs its own supply and a flyback diode, how a logic-level MOSFET (or a relay module) switches it, and why a good controller uses hysteresis, a maximum pump-on time and a lockout that stops it from emptying the tank onto the floor. Expect about two hours, plus a day or two of watching it work.",
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × Arduino Uno R3 and a USB-B cable (or a 5 V USB supply once it is running)",
              "1 × capacitive soil moisture sensor v1.2 with its 3-wire cable (GND, VCC, AOUT)",
              "1 × small 5 V submersible water pump and a length of silicone tube that fits its outlet (check the pump's current on its label or measure it)",
              "A separate 5 V supply for the pump, rated for at least 1 A: a USB power adapter with a USB breakout board, or a 5 V DC adapter with a barrel-jack screw terminal",
              "Option A, MOSFET: 1 × IRLZ44N logic-level N-channel MOSFET (TO-220), 1 × 100 Ω resistor, 1 × 100 kΩ resistor",
              "Option B, relay: 1 × single-channel 5 V relay module with an IN pin",
              "1 × 1N5819 Schottky diode (a 1N4007 also works) as the flyback diode across the pump",
              "1 × 470 µF electrolytic capacitor, 10 V or higher",
              "A water tank or jar, a plant in a pot, a drip tray, a breadboard and jumper wires",
            ],
          },
        ],
      },
      {
        section: "theory",
        content: [
          { h2: "How the system works" },
          { h3: "The sensor" },
          {
            p: "A capacitive sensor does not pass current through the soil. The copper area on the probe forms a capacitor whose value depends on the dielectric permittivity of the soil around it; water has a far higher permittivity than dry soil or air, so wetter soil means higher capacitance. An oscillator on the board turns that into an analog voltage on AOUT that falls as the soil gets wetter. Because the probe is coated, it does not corrode the way bare resistive probes do. Its output depends on the soil, the depth and how firmly the soil touches the probe, which is why you calibrate it yourself.",
          },
          {
            p: "The sketch maps the reading linearly between two calibration points: RAW_DRY, measured in dry air, is 0 %, and RAW_WET, measured in water, is 100 %. This is a relative scale, not volumetric water content, but it is consistent, and consistency is what a watering threshold needs. Some copies of the v1.2 board are built with parts that need a full 5 V supply or respond sluggishly; if the reading barely changes between air and water, try another board.",
          },
          { h3: "Switching the pump" },
          {
            p: "A small pump may draw a few hundred milliamps and more as it starts, far beyond the 20 mA an Uno pin should deliver, so the pin only controls a switch. With option A, the IRLZ44N sits on the low side: the pump connects between +5 V and the drain, the source goes to ground, and the Uno drives the gate. The IRLZ44N is a logic-level part whose on-resistance is specified at a gate voltage of 5 V (0.025 Ω maximum), so a 5 V pin turns it fully on; at 0.5 A it dissipates only 0.5² × 0.025 = 6 mW and needs no heatsink. The 100 Ω resistor limits the current that charges the gate, and the 100 kΩ pull-down holds the gate low, keeping the pump off while the Uno is resetting and its pins are still inputs.",
          },
          {
            p: "A pump motor is an inductor. When the MOSFET switches off, the current in the winding cannot stop instantly and the drain voltage shoots up until something conducts. The flyback diode across the pump, cathode to +5 V, gives that current a safe loop so the spike is clamped to about one diode drop above the supply. A relay module (option B) contains its own transistor and a diode for its coil, but the pump still needs its diode to protect the relay contacts from arcing.",
          },
          {
            p: "The pump runs from its own 5 V supply because its start-up current would pull down the Uno's 5 V rail, causing resets and noisy sensor readings, and because USB ports limit their current. The grounds of the two supplies are joined so the gate signal has a reference.",
          },
          { h3: "Control rules that keep it safe" },
          {
            p: "Hysteresis prevents chatter: watering starts only when moisture falls below 35 % and continues, in pulses, until it rises above 55 %, so a reading wobbling around a single threshold cannot switch the pump on and off every few seconds. Each pump run is limited to 8 s, and after each run the controller waits 60 s for the water to soak down to the sensor before measuring again; without the pause it would keep pumping while the water is still on its way. If five runs in a row fail to raise the moisture above 55 %, something is wrong (an empty tank, a kinked tube, a sensor pulled out of the pot), so the controller stops in a FAULT state and blinks the Uno's LED until it is reset.",
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            table: {
              header: ["From", "To", "Note"],
              rows: [
                { cells: ["Sensor VCC", "Uno 5V", "The sensor has its own regulator; power it from a steady supply."] },
                { cells: ["Sensor GND", "Uno GND", "Shared ground."] },
                { cells: ["Sensor AOUT", "Uno A0", "Analog voltage, lower when wetter."] },
                {
                  cells: [
                    "Uno D7",
                    "100 Ω resistor, then IRLZ44N gate (left pin)",
                    "Option A. Pins seen from the front with the leads down: gate, drain, source.",
                  ],
                },
                { cells: ["IRLZ44N gate", "100 kΩ resistor to GND", "Holds the MOSFET off while the Uno boots."] },
                {
                  cells: [
                    "IRLZ44N source (right pin)",
                    "Common GND: pump supply − and Uno GND",
                    "The load current returns here; use a thick wire to the pump supply.",
                  ],
                },
                {
                  cells: [
                    "IRLZ44N drain (middle pin)",
                    "Pump − (black wire)",
                    "The metal tab is also the drain; keep it from touching other parts.",
                  ],
                },
                { cells: ["Pump + (red wire)", "Pump supply +5 V", "Not the Uno's 5V pin."] },
                {
                  cells: [
                    "1N5819 diode",
                    "Cathode (band) to pump +, anode to pump −",
                    "Flyback diode, directly at the pump or the MOSFET.",
                  ],
                },
                {
                  cells: [
                    "470 µF capacitor",
                    "+ to pump supply +5 V, − to pump supply −",
                    "Supplies the pump's start-up surge locally.",
                  ],
                },
                { cells: ["Pump supply −", "Uno GND", "Common ground between the two supplies."] },
                {
                  cells: [
                    "Option B: relay module VCC, GND, IN",
                    "Uno 5V, GND, D7",
                    "Set PUMP_ACTIVE_LOW to true for the many modules that switch on with IN low.",
                  ],
                },
                {
                  cells: [
                    "Option B: relay COM and NO",
                    "In series with the pump + wire",
                    "Pump supply +5 V to COM, NO to pump +. The diode stays across the pump.",
                  ],
                },
              ],
            },
          },
          {
            warning:
              "Water and electricity must be kept apart. Use only low-voltage supplies for the pump and the Uno, keep every adapter, plug and socket well above the water level and away from drips, and put the pot on a drip tray. Never wire a mains-powered pump through this circuit.",
          },
          {
            warning:
              "Do not leave out the flyback diode, and check its direction: reversed, it shorts the pump supply the moment the MOSFET turns on. Do not run the pump from the Uno's 5V pin. Many small submersible pumps are not meant to run dry, so keep the inlet under water.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketch" },
          {
            p: "No libraries are needed. For a relay module, change PUMP_ACTIVE_LOW to true if your module switches on with IN low.",
          },
          {
            code: {
              lang: "cpp",
              text: `// Automatic plant watering: capacitive soil moisture sensor v1.2 on A0,
// 5 V pump switched by a logic-level MOSFET (or a relay module) on D7.
// Waters in short pulses with hysteresis, a maximum pump-on time and a fault lockout.

const uint8_t SENSOR_PIN = A0;
const uint8_t PUMP_PIN = 7;
const bool PUMP_ACTIVE_LOW = false;  // false for the MOSFET; true for most relay modules

// Calibration: replace with your own readings (see the calibration step)
const int RAW_DRY = 520;  // sensor in dry air
const int RAW_WET = 260;  // sensor in a glass of water, up to the line

// Hysteresis: start watering below 35 %, keep going (in pulses) until above 55 %
const int START_BELOW_PCT = 35;
const int STOP_ABOVE_PCT = 55;

const unsigned long CHECK_INTERVAL_MS = 5000UL;   // how often to check while idle
const unsigned long MAX_PUMP_MS = 8000UL;         // longest single pump run
const unsigned long SOAK_MS = 60000UL;            // wait for water to reach the sensor
const uint8_t MAX_RUNS = 5;                       // runs without success before a fault

enum State { IDLE, PUMPING, SOAKING, FAULT };
State state = IDLE;
unsigned long stateStart = 0;
unsigned long lastCheck = 0;
uint8_t runs = 0;

void pump(bool on) {
  bool level = on ? !PUMP_ACTIVE_LOW : PUMP_ACTIVE_LOW;
  digitalWrite(PUMP_PIN, level ? HIGH : LOW);
}

int readRaw() {
  long sum = 0;
  for (uint8_t i = 0; i < 16; i++) {
    sum += analogRead(SENSOR_PIN);
    delay(2);
  }
  return sum / 16;
}

int toPercent(int raw) {
  long pct = (long)(RAW_DRY - raw) * 100 / (RAW_DRY - RAW_WET);
  return constrain(pct, 0, 100);
}

void report(int raw, int pct) {
  static const char *const names[] = {"IDLE", "PUMPING", "SOAKING", "FAULT"};
  Serial.print(F("raw="));
  Serial.print(raw);
  Serial.print(F(" moisture="));
  Serial.print(pct);
  Serial.print(F("% state="));
  Serial.println(names[state]);
}

void startPump() {
  runs++;
  pump(true);
  state = PUMPING;
  stateStart = millis();
  Serial.print(F("Pump on (run "));
  Serial.print(runs);
  Serial.print(F(" of "));
  Serial.print(MAX_RUNS);
  Serial.println(F(")"));
}

void setup() {
  pump(false);  // set the off level first, so an active-low relay never sees a LOW glitch
  pinMode(PUMP_PIN, OUTPUT);
  pinMode(LED_BUILTIN, OUTPUT);
  Serial.begin(9600);
  Serial.println(F("Soil watering controller"));
}

void loop() {
  unsigned long now = millis();

  switch (state) {
    case IDLE:
      if (now - lastCheck >= CHECK_INTERVAL_MS) {
        lastCheck = now;
        int raw = readRaw();
        int pct = toPercent(raw);
        report(raw, pct);
        if (pct < START_BELOW_PCT) {
          runs = 0;
          startPump();
        }
      }
      break;

    case PUMPING: {
      int pct = toPercent(readRaw());
      if (pct > STOP_ABOVE_PCT || now - stateStart >= MAX_PUMP_MS) {
        pump(false);
        Serial.print(F("Pump off after "));
        Serial.print(now - stateStart);
        Serial.println(F(" ms, soaking"));
        state = SOAKING;
        stateStart = now;
      }
      break;
    }

    case SOAKING:
      if (now - stateStart >= SOAK_MS) {
        int raw = readRaw();
        int pct = toPercent(raw);
        report(raw, pct);
        if (pct > STOP_ABOVE_PCT) {
          Serial.println(F("Target reached"));
          state = IDLE;
          lastCheck = now;
        } else if (runs >= MAX_RUNS) {
          Serial.println(F("FAULT: soil not getting wetter. Check the tank, pump and sensor, then reset."));
          state = FAULT;
        } else {
          startPump();
        }
      }
      break;

    case FAULT:
      pump(false);
      digitalWrite(LED_BUILTIN, (now / 250) % 2);  // fast blink on the Uno's LED
      break;
  }
}
`,
            },
          },
          {
            p: "The sketch is a small state machine. IDLE checks the soil every 5 s and starts a watering cycle below 35 %. PUMPING runs the pump until the reading passes 55 % or 8 s have passed. SOAKING waits 60 s and then decides: target reached, another pulse, or FAULT after the fifth unsuccessful run. Nothing uses delay() for long waits, so the timing stays correct, and the pump's off level is written before the pin even becomes an output, so neither a MOSFET nor an active-low relay module sees a stray on pulse at start-up. readRaw() averages 16 conversions to smooth noise from the sensor's oscillator.",
          },
          { h3: "Calibration sketch" },
          {
            p: "Calibrate with this short sketch first. The watering sketch is no good for it: with the sensor in dry air it reads 0 %, starts a watering cycle and then prints only once a minute. This one holds the pump off and prints the raw reading twice a second.",
          },
          {
            code: {
              lang: "cpp",
              text: `// Calibration: prints the raw soil sensor reading twice a second, pump held off.
const uint8_t SENSOR_PIN = A0;
const uint8_t PUMP_PIN = 7;
const bool PUMP_ACTIVE_LOW = false;  // same setting as in the watering sketch

void setup() {
  digitalWrite(PUMP_PIN, PUMP_ACTIVE_LOW ? HIGH : LOW);  // pump off
  pinMode(PUMP_PIN, OUTPUT);
  Serial.begin(9600);
}

void loop() {
  long sum = 0;
  for (uint8_t i = 0; i < 16; i++) {
    sum += analogRead(SENSOR_PIN);
    delay(2);
  }
  Serial.print(F("raw="));
  Serial.println(sum / 16);
  delay(500);
}
`,
            },
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Calibrate, build and test" },
          {
            ol: [
              "Wire the sensor and the switching circuit, but leave the pump supply unplugged for now.",
              "Upload the calibration sketch and open the Serial Monitor at 9600 baud. It prints a raw reading twice a second.",
              "Hold the sensor in dry air and note the raw value: that is RAW_DRY, the larger of the two numbers.",
              "Stand the sensor in a glass of water up to the line marked on the board, never above it, and note the raw value: that is RAW_WET. The numbers in the sketch (520 and 260) are only examples; yours may differ by a hundred counts or more.",
              "Enter your two values in the watering sketch, upload it and push the sensor into the pot, in the root zone and a few centimetres from where the water will land, with the soil pressed firmly around it.",
              "Put the pump in the water tank, run the tube to the pot and fix its end so it cannot slip out, then plug in the pump supply.",
              "For a first test, set SOAK_MS to 10000 so you do not wait a minute between pulses. Lift the sensor out into the air: the moisture drops to 0 %, the pump runs in 8 s pulses and, after five runs, the controller enters FAULT and blinks the LED. That proves the time limit and the lockout work.",
              "Put the sensor back, restore SOAK_MS to 60000, upload and let the controller manage the pot. Adjust START_BELOW_PCT and STOP_ABOVE_PCT after watching a few cycles.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "A normal watering cycle: the soil has dried to 28 %, two 8 s pulses with a soak between them bring it to 58 %, and the controller returns to idle.",
          },
          {
            code: {
              lang: "plaintext",
              text: "Soil watering controller\nraw=447 moisture=28% state=IDLE\nPump on (run 1 of 5)\nPump off after 8011 ms, soaking\nraw=401 moisture=45% state=SOAKING\nPump on (run 2 of 5)\nPump off after 8024 ms, soaking\nraw=368 moisture=58% state=SOAKING\nTarget reached\nraw=369 moisture=58% state=IDLE\n",
            },
          },
          {
            p: 'With the sensor lifted into the air for the lockout test, the log shows five runs at 0 % followed by "FAULT: soil not getting wetter", and the Uno\'s onboard LED blinks twice a second with the pump off. In normal use most of the log is IDLE lines, with the moisture falling slowly as the plant and the air dry the pot, and a watering cycle only when it crosses 35 %.',
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
                    "Pump runs all the time, even with the Uno unplugged",
                    "MOSFET drain and source swapped (its internal body diode then conducts), a failed MOSFET, or the relay wired to NC instead of NO",
                    "Check the pin order gate, drain, source; move the relay wire to NO; replace a MOSFET that stays on with the gate grounded.",
                  ],
                },
                {
                  cells: [
                    "Pump never runs although the log says Pump on",
                    "Grounds of the two supplies not joined, or PUMP_ACTIVE_LOW wrong for your relay module",
                    "Join the pump supply's − to Uno GND; flip PUMP_ACTIVE_LOW and listen for the relay click.",
                  ],
                },
                {
                  cells: [
                    "Uno resets or the log restarts whenever the pump starts",
                    "Pump fed from the Uno's 5V, no bulk capacitor, or missing flyback diode",
                    "Give the pump its own supply, add the 470 µF capacitor and the diode at the pump.",
                  ],
                },
                {
                  cells: [
                    "Moisture barely changes between air and water",
                    "A faulty sensor board, or the sensor not getting a full 5 V",
                    "Measure 5 V at the sensor's VCC pin and try another board.",
                  ],
                },
                {
                  cells: [
                    "Moisture reads high in dry soil or in air and low in water, so a dry pot is never watered, while a wet one gets watered again until the fault lockout stops the pump",
                    "RAW_DRY and RAW_WET swapped: the scale runs upside down. constrain() keeps every value between 0 and 100 %, so the mistake never shows up as an impossible number",
                    "RAW_DRY must be the larger number (the reading in air). Swap the two values, upload, and check that the sensor reads 0 % in air and 100 % in water before it goes back in the pot.",
                  ],
                },
                {
                  cells: [
                    "Moisture sticks at 0 % or 100 % for long stretches",
                    "The example calibration values were never replaced, so your sensor's real range lies partly outside them",
                    "Run the calibration sketch, enter your own RAW_DRY and RAW_WET, and upload the watering sketch again.",
                  ],
                },
                {
                  cells: [
                    "Controller goes to FAULT although the pot is soaking wet",
                    "Sensor far from where the water lands, an air gap around the probe, or SOAK_MS too short for the soil",
                    "Move the sensor closer to where the tube ends, press the soil around it, and lengthen SOAK_MS.",
                  ],
                },
                {
                  cells: [
                    "Readings drift downward over weeks",
                    "Moisture getting into the board's unprotected edge or electronics",
                    "Seal the cut edges and the top of the board with nail varnish or conformal coating, and keep the electronics above the soil.",
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
              "Calibrate against your own soil properly: take samples in a ring or tin of known volume at several moisture levels, record the sensor reading for each, then weigh them before and after oven drying at 105 °C. The lost mass is water, and water per gram of dry soil is the gravimetric water content. For the volumetric water content, the figure moisture sensors are usually rated in, divide the mass of water in grams by the sample volume in cm³ (1 g of water fills 1 cm³), then fit a curve from raw reading to it.",
              "Move the controller to an ESP32 (using an ADC1 pin, because ADC2 cannot be used while Wi-Fi is on) and publish the moisture and pump runs to a dashboard, with an alert when the FAULT state is reached.",
              "Add a second sensor deeper in the pot, or a second pot and pump, and water each zone independently with its own thresholds.",
            ],
          },
        ],
      },
    ],
  },
};
