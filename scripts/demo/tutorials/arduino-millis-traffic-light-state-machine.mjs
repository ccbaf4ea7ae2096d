// Builds a pedestrian-crossing traffic light on the Uno as a millis()-driven state machine with a debounced request button.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "secondary",
  id: "traffic-light-state-machine",
  data: {
    slug: "arduino-millis-traffic-light-state-machine",
    title: "Non-Blocking Traffic Light with a Pedestrian Button: a millis() State Machine",
    topic: "embedded",
    meta: {
      title: "Arduino Traffic Light State Machine with millis() and a Button",
      description:
        "Build a pedestrian crossing on an Arduino Uno as a finite state machine: non-blocking timing with millis(), a debounced request button and no delay() calls.",
      keywords: "arduino, state machine, millis, non-blocking, traffic light, pedestrian crossing, debounce, embedded, uno",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "A traffic light looks like a job for delay(): green for a while, amber for three seconds, red, and so on. Try it and you hit the problem every embedded developer meets early. While the sketch sits inside delay(7000), it cannot see a button, update a display or react to anything. This tutorial builds a pedestrian crossing the way real controllers are written: as a finite state machine whose timing comes from millis(), with a loop() that never blocks and runs tens of thousands of times a second.",
          },
          {
            p: "Cars get green until a pedestrian presses the button. The request is latched (a wait lamp confirms it), the cars keep a minimum green time, then amber, an all-red safety gap, a walk phase, a flashing walk phase and another all-red gap before the cars go again. You will learn to name states with an enum, to time them with unsigned subtraction that survives the 49.7-day millis() rollover, and to debounce a button without blocking. Allow about an hour.",
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
              "2 × red 5 mm LEDs (one for cars, one for pedestrians)",
              "1 × amber (yellow) 5 mm LED",
              "2 × green 5 mm LEDs (one for cars, one for pedestrians)",
              "5 × 220 Ω resistors, 1/4 W",
              "1 × 6 mm four-leg tactile push button",
              "1 × breadboard (830 points is comfortable) and about 12 jumper wires",
            ],
          },
          {
            note: "The wait lamp uses the Uno's built-in L LED on pin 13, so it needs no extra parts.",
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            p: "Each LED runs from its pin through a 220 Ω resistor to the anode (long leg), with the cathode (short leg) to the GND rail. The button connects D2 to GND; the sketch turns on the pin's internal pull-up, so the pin reads HIGH when released and LOW when pressed, and no external resistor is needed.",
          },
          {
            table: {
              header: ["Uno pin", "Connects to", "Note"],
              rows: [
                { cells: ["D8", "220 Ω, then car red LED anode", "CAR_RED"] },
                { cells: ["D9", "220 Ω, then car amber LED anode", "CAR_AMBER"] },
                { cells: ["D10", "220 Ω, then car green LED anode", "CAR_GREEN"] },
                { cells: ["D11", "220 Ω, then pedestrian red LED anode", "PED_RED"] },
                { cells: ["D12", "220 Ω, then pedestrian green LED anode", "PED_GREEN"] },
                { cells: ["D13", "Built-in L LED (on the board)", "WAIT_LAMP, lit while a request is waiting"] },
                { cells: ["D2", "One leg of the push button", "BUTTON, configured as INPUT_PULLUP"] },
                {
                  cells: [
                    "GND",
                    "Diagonally opposite leg of the button, and all five LED cathodes",
                    "Use diagonal legs: they are never joined inside the switch",
                  ],
                },
              ],
            },
          },
          {
            p: "The current budget is small. For a red or amber LED with a forward voltage of about 2.0 V, I = (5.0 V − 2.0 V) / 220 Ω ≈ 14 mA. Bright green LEDs often drop about 3 V, giving (5.0 − 3.0) / 220 ≈ 9 mA, which is why a green LED can look dimmer than its neighbours. At most two external LEDs are lit at any moment (one car light, one pedestrian light), so the board supplies under 30 mA to them in total, well inside the Uno's limits.",
          },
          {
            warning:
              "Keep every LED in series with its resistor. An LED connected straight from a pin to GND draws as much current as the pin can push, which can exceed the ATmega328P's absolute maximum of 40 mA per pin and damage the chip.",
          },
        ],
      },
      {
        section: "design",
        content: [
          { h2: "The state machine" },
          {
            p: "Write the states down before writing code. Each state fixes which lamps are lit and the single condition that moves it on. Nothing else happens in between, which is what makes a state machine easy to reason about and to test.",
          },
          {
            table: {
              header: ["State", "Car lights", "Pedestrian lights", "Moves on when", "Next state"],
              rows: [
                { cells: ["CARS_GO", "Green", "Red", "A request is waiting and at least 10 s have passed", "CARS_AMBER"] },
                { cells: ["CARS_AMBER", "Amber", "Red", "3 s have passed", "ALL_RED_BEFORE_WALK"] },
                { cells: ["ALL_RED_BEFORE_WALK", "Red", "Red", "1 s has passed", "WALK"] },
                { cells: ["WALK", "Red", "Green", "7 s have passed", "WALK_FLASHING"] },
                { cells: ["WALK_FLASHING", "Red", "Green, flashing at 2 Hz", "4 s have passed", "ALL_RED_AFTER_WALK"] },
                { cells: ["ALL_RED_AFTER_WALK", "Red", "Red", "1 s has passed", "CARS_GO"] },
              ],
            },
          },
          {
            p: "A complete pedestrian cycle after the minimum green therefore takes 3 + 1 + 7 + 4 + 1 = 16 s. The sequence is a simplified, generic one: real crossings follow national standards, and some countries show red and amber together before green. Adding that is a one-state change, which is exactly the point of the design.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketch" },
          {
            code: {
              lang: "cpp",
              text: `// Pedestrian crossing with a state machine: non-blocking timing with millis(), no delay().
// Car lights on D8-D10, pedestrian lights on D11-D12, "wait" lamp on D13, button on D2 to GND.

const uint8_t CAR_RED = 8;
const uint8_t CAR_AMBER = 9;
const uint8_t CAR_GREEN = 10;
const uint8_t PED_RED = 11;
const uint8_t PED_GREEN = 12;
const uint8_t WAIT_LAMP = 13;        // the Uno's built-in L LED
const uint8_t BUTTON = 2;            // to GND, read with INPUT_PULLUP

// Phase lengths in milliseconds
const unsigned long MIN_GREEN_MS = 10000;  // cars keep green at least this long
const unsigned long AMBER_MS = 3000;
const unsigned long ALL_RED_MS = 1000;     // safety gap with every light red
const unsigned long WALK_MS = 7000;
const unsigned long FLASH_MS = 4000;       // flashing green man: finish crossing
const unsigned long FLASH_HALF_MS = 250;   // 2 Hz flashing
const unsigned long DEBOUNCE_MS = 30;

enum State : uint8_t {
  CARS_GO,
  CARS_AMBER,
  ALL_RED_BEFORE_WALK,
  WALK,
  WALK_FLASHING,
  ALL_RED_AFTER_WALK
};

const char *const STATE_NAMES[] = {
  "CARS_GO", "CARS_AMBER", "ALL_RED_BEFORE_WALK", "WALK", "WALK_FLASHING", "ALL_RED_AFTER_WALK"
};

State state = CARS_GO;
unsigned long stateStart = 0;      // millis() when the current state began
bool requestPending = false;       // a pedestrian is waiting

// Debounce bookkeeping
uint8_t lastReading = HIGH;
uint8_t stableLevel = HIGH;
unsigned long lastChange = 0;

void setLights(uint8_t carRed, uint8_t carAmber, uint8_t carGreen, uint8_t pedRed, uint8_t pedGreen) {
  digitalWrite(CAR_RED, carRed);
  digitalWrite(CAR_AMBER, carAmber);
  digitalWrite(CAR_GREEN, carGreen);
  digitalWrite(PED_RED, pedRed);
  digitalWrite(PED_GREEN, pedGreen);
}

void enterState(State next) {
  state = next;
  stateStart = millis();
  switch (next) {
    case CARS_GO:             setLights(LOW, LOW, HIGH, HIGH, LOW); break;
    case CARS_AMBER:          setLights(LOW, HIGH, LOW, HIGH, LOW); break;
    case ALL_RED_BEFORE_WALK: setLights(HIGH, LOW, LOW, HIGH, LOW); break;
    case WALK:                setLights(HIGH, LOW, LOW, LOW, HIGH);
                              requestPending = false;   // this request is now being served
                              break;
    case WALK_FLASHING:       setLights(HIGH, LOW, LOW, LOW, HIGH); break;
    case ALL_RED_AFTER_WALK:  setLights(HIGH, LOW, LOW, HIGH, LOW); break;
  }
  Serial.print(stateStart);
  Serial.print(F(" ms  "));
  Serial.println(STATE_NAMES[next]);
}

void onButtonPressed() {
  // Ignore presses while the walk phase is already coming or running.
  if (state == CARS_AMBER || state == ALL_RED_BEFORE_WALK || state == WALK) return;
  if (!requestPending) {
    requestPending = true;
    Serial.print(millis());
    Serial.println(F(" ms  button: request registered"));
  }
}

void readButton() {
  uint8_t reading = digitalRead(BUTTON);
  if (reading != lastReading) {        // the contact moved (or bounced): restart the timer
    lastReading = reading;
    lastChange = millis();
  }
  if (millis() - lastChange >= DEBOUNCE_MS && reading != stableLevel) {
    stableLevel = reading;             // level has been steady for DEBOUNCE_MS
    if (stableLevel == LOW) {          // LOW = pressed with INPUT_PULLUP
      onButtonPressed();
    }
  }
}

void updateLights() {
  unsigned long elapsed = millis() - stateStart;   // correct even when millis() wraps
  switch (state) {
    case CARS_GO:
      if (requestPending && elapsed >= MIN_GREEN_MS) enterState(CARS_AMBER);
      break;
    case CARS_AMBER:
      if (elapsed >= AMBER_MS) enterState(ALL_RED_BEFORE_WALK);
      break;
    case ALL_RED_BEFORE_WALK:
      if (elapsed >= ALL_RED_MS) enterState(WALK);
      break;
    case WALK:
      if (elapsed >= WALK_MS) enterState(WALK_FLASHING);
      break;
    case WALK_FLASHING:
      if (elapsed >= FLASH_MS) {
        enterState(ALL_RED_AFTER_WALK);
      } else {
        digitalWrite(PED_GREEN, (elapsed / FLASH_HALF_MS) % 2 == 0 ? HIGH : LOW);
      }
      break;
    case ALL_RED_AFTER_WALK:
      if (elapsed >= ALL_RED_MS) enterState(CARS_GO);
      break;
  }
}

void setup() {
  pinMode(CAR_RED, OUTPUT);
  pinMode(CAR_AMBER, OUTPUT);
  pinMode(CAR_GREEN, OUTPUT);
  pinMode(PED_RED, OUTPUT);
  pinMode(PED_GREEN, OUTPUT);
  pinMode(WAIT_LAMP, OUTPUT);
  pinMode(BUTTON, INPUT_PULLUP);
  Serial.begin(115200);
  Serial.println(F("Traffic light ready"));
  enterState(CARS_GO);
}

void loop() {
  readButton();
  updateLights();
  digitalWrite(WAIT_LAMP, requestPending ? HIGH : LOW);
}
`,
            },
          },
          { h3: "How it works" },
          {
            p: "loop() does three quick things and returns: readButton() samples the button, updateLights() checks whether the current state's exit condition has been met, and the wait lamp copies requestPending. None of them waits. A pass through loop() takes a few tens of microseconds, so a button press is noticed within microseconds, not seconds.",
          },
          {
            p: "enterState() is the only place where lamps are set and stateStart is recorded, so every state starts cleanly and the Serial Monitor gets a log line for each transition. updateLights() computes elapsed = millis() − stateStart and compares it with the state's duration. Because both values are unsigned long, the subtraction is done modulo 2³², so it still gives the right answer when millis() rolls over from 4,294,967,295 back to 0 after about 49.7 days. Comparing absolute times instead (millis() >= stateStart + AMBER_MS) would break at that moment.",
          },
          {
            p: "The button is debounced by time. Each time the raw reading changes, lastChange is reset; only when the reading has stayed the same for 30 ms is it accepted as the new stable level. A press therefore registers about 30 ms after the contacts stop bouncing, and the contacts' chatter, typically a few milliseconds, never produces a second event. A press during amber, the first all-red gap or the steady walk phase is ignored, because the pedestrian is already being served; a press during the flashing phase or the last all-red gap is kept for the next cycle.",
          },
          {
            p: "The flashing green uses the elapsed time too: (elapsed / 250) % 2 is 0 for the first 250 ms, 1 for the next 250 ms, and so on, giving 2 Hz with no extra timer variable. MIN_GREEN_MS protects traffic flow: a request made 4 s into the green phase waits until the 10 s mark, while a request made after a long quiet period is served at once.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and upload" },
          {
            ol: [
              "With the Uno unplugged, run its GND pin to the breadboard's blue rail.",
              "Place the five LEDs with their short legs on the GND rail, and connect each long leg through a 220 Ω resistor to its pin: car red D8, car amber D9, car green D10, pedestrian red D11, pedestrian green D12.",
              "Seat the push button across the centre channel. Wire one leg to D2 and the diagonally opposite leg to GND.",
              "Connect the USB cable, select Tools > Board > Arduino Uno and the port, paste the sketch and upload it.",
              "Open the Serial Monitor and set it to 115200 baud.",
              "Check the idle state: car green and pedestrian red on, L off. Wait 15 s and confirm that nothing changes without a request.",
              "Press the button once. L lights at once; if the cars have had 10 s of green, amber follows immediately.",
              "Press again a few seconds into the next green phase and time the cycle against the table above with a stopwatch.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "In this run the button was pressed 4.2 s after reset, and again about 14 s after the cars had their green back. Your timestamps will differ by a few milliseconds:",
          },
          {
            code: {
              lang: "plaintext",
              text: `Traffic light ready
0 ms  CARS_GO
4234 ms  button: request registered
10000 ms  CARS_AMBER
13000 ms  ALL_RED_BEFORE_WALK
14000 ms  WALK
21000 ms  WALK_FLASHING
25000 ms  ALL_RED_AFTER_WALK
26000 ms  CARS_GO
40030 ms  button: request registered
40030 ms  CARS_AMBER
43030 ms  ALL_RED_BEFORE_WALK
44030 ms  WALK
51030 ms  WALK_FLASHING
55030 ms  ALL_RED_AFTER_WALK
56030 ms  CARS_GO
`,
            },
          },
          {
            p: "The first request waits for the 10 s minimum green, so amber starts at 10,000 ms, not at 4,234 ms. The second arrives when the cars have already had 14 s of green, so amber starts at once. On the breadboard the pedestrian green flashes 8 times (on 250 ms, off 250 ms, for 4 s) before both sides show red, and the L LED goes out the moment the walk phase begins.",
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
                    "A request is registered immediately after reset, and later presses are never registered",
                    "The button uses two legs that are joined inside the switch, so D2 is permanently at GND",
                    "Move the wires to diagonally opposite legs, or turn the button 90° across the channel",
                  ],
                },
                {
                  cells: [
                    "Requests appear when nobody touches the button",
                    "pinMode(BUTTON, INPUT) instead of INPUT_PULLUP, leaving D2 floating and picking up noise",
                    "Use INPUT_PULLUP, as in the sketch, and wire the button to GND, not 5V",
                  ],
                },
                {
                  cells: [
                    "Cars stay green forever",
                    "Working as designed until a request arrives; or the press came during the walk phase and was ignored",
                    "Press the button during the car green phase and watch for the request registered line",
                  ],
                },
                {
                  cells: [
                    "One lamp never lights while the log shows the right states",
                    "LED fitted backwards, or its resistor is in the same breadboard row at both ends",
                    "Turn the LED round and check that each resistor bridges two different rows",
                  ],
                },
                {
                  cells: [
                    "The green LEDs are clearly dimmer than the red ones",
                    "Green InGaN LEDs have a forward voltage near 3 V, leaving less voltage across the resistor",
                    "Use 150 Ω for the green LEDs: (5.0 − 3.0) / 150 ≈ 13 mA",
                  ],
                },
                {
                  cells: [
                    "The Serial Monitor shows garbage",
                    "Baud rate mismatch",
                    "Set the monitor to 115200 baud to match Serial.begin(115200)",
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
              "Add the red-and-amber phase some countries use before green: one new enum value, one new case in enterState() and one in updateLights().",
              "Measure how often loop() runs: count passes and print the count once a second using the same millis() pattern. Then add a delay(100) to loop() and watch both the count and the button response collapse.",
              "Add a buzzer that ticks during WALK using tone() on a spare pin, timed from the same elapsed value, so the crossing is usable by blind pedestrians.",
            ],
          },
        ],
      },
    ],
  },
};
