// A two-wheel robot that follows a black tape line using an Arduino Uno, two TCRT5000 reflectance modules and an L298N motor driver.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "line-follower",
  data: {
    slug: "line-following-robot",
    title: "Line-Following Robot: Arduino Uno, Two TCRT5000 Modules, L298N Driver",
    topic: "robotics",
    meta: {
      title: "Line-Following Robot with Arduino Uno, TCRT5000 and L298N",
      description:
        "Build a two-sensor line-following robot: wire TCRT5000 modules and an L298N to an Arduino Uno, upload the full sketch, calibrate the sensors and tune the speed.",
      keywords: "line follower, line following robot, arduino uno, tcrt5000, l298n, dc gear motor, pwm, robotics",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "A line follower is the classic first robot because it contains the whole sense, decide, act loop in a form you can watch. Two infrared reflectance sensors look at the floor, the Arduino compares what they see, and a motor driver speeds up or slows down each wheel to keep a strip of black tape between the sensors. When it fails, it fails visibly, and each kind of failure points to a specific cause.",
          },
          {
            p: "You will build a two-wheel robot with an Arduino Uno, two TCRT5000 sensor modules and an L298N dual H-bridge module, then upload a complete sketch and tune it on a taped track. Along the way you will learn how a reflectance sensor and its comparator produce a clean digital signal, how an H-bridge sets direction and how PWM sets speed, and why the L298N's voltage drop matters when you choose a battery. Plan on an afternoon: about two hours to assemble and wire, and another hour to calibrate and tune.",
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
              "2 × TCRT5000 infrared reflectance modules with a digital output (the common boards with an LM393 comparator, a trimmer potentiometer and VCC, GND, DO and AO pins)",
              "1 × L298N dual H-bridge motor driver module (the common board with screw terminals, ENA and ENB jumpers and an onboard 5 V regulator)",
              "1 × two-wheel robot chassis with 2 × DC gear motors (the yellow 3 to 6 V TT motors are typical) and a caster wheel",
              "1 × battery: a 2S Li-ion pack (two 18650 cells in series with a protection board, 7.4 V nominal, 8.4 V full) or a holder for six AA cells",
              "1 × inline fuse holder with a 3 A fuse (a blade fuse or a 5 × 20 mm glass fuse), fitted in the battery's positive lead right at the pack",
              "1 × on/off switch rated for the motor current, in the battery's positive lead after the fuse",
              "2 × 100 nF ceramic capacitors, soldered across the motor terminals to reduce electrical noise",
              "Jumper wires (male-to-female for the modules) and some stranded wire, about 0.5 mm² (20 AWG), for the motor and battery leads",
              "A track: 19 mm black electrical tape on a white or light floor, or on a sheet of white card",
            ],
          },
        ],
      },
      {
        section: "how-it-works",
        content: [
          { h2: "How the parts work together" },
          { h3: "TCRT5000 sensors" },
          {
            p: "Each TCRT5000 contains an infrared LED emitting at 950 nm and a phototransistor behind a daylight-blocking filter, side by side and both facing down. A white surface reflects the infrared back into the phototransistor; black tape absorbs most of it. Vishay's datasheet puts the peak response at a distance of about 2.5 mm, with a useful range of roughly 0.2 to 15 mm, so the sensors must sit close to the floor. The module's LM393 comparator turns the analog phototransistor signal into a clean digital output on DO, and the trimmer potentiometer sets the threshold. On most modules DO is LOW over white and HIGH over black, and an indicator LED lights when the surface reflects.",
          },
          { h3: "The L298N driver" },
          {
            p: "An Arduino pin can supply about 20 mA; a gear motor needs hundreds of milliamps and several times that when it stalls. The L298N contains two H-bridges, each with four transistors that connect the motor's two leads to the battery in either polarity. IN1 and IN2 choose the direction of motor A (HIGH and LOW for one way, LOW and HIGH for the other, equal levels to brake), and a PWM signal on ENA switches the bridge on and off rapidly to set the average voltage. IN3, IN4 and ENB do the same for motor B.",
          },
          {
            p: "The L298 is a bipolar design, and current flows through two transistors in series in every bridge. Its datasheet gives a total drop of 1.8 V minimum and 3.2 V maximum at 1 A (the typical source and sink saturation voltages add up to about 2.5 V), and somewhat less at the few hundred milliamps a TT motor draws, so the motors see roughly 2 V less than the battery. With a full 2S pack at 8.4 V, a motor at 100 % PWM gets about 6.4 V; at the sketch's base speed of 140 out of 255 (55 % duty) the average is about 0.55 × 6.4 V ≈ 3.5 V, comfortably inside a TT motor's rating. A four-AA pack (6 V) leaves only about 4 V for the motors, which is why this build uses a higher voltage. The drop also turns into heat in the chip, which is why the module carries a large heatsink.",
          },
          { h3: "The steering rule" },
          {
            p: "The sensors straddle the tape, so when the robot is centred both see white and both wheels drive forward. If the line drifts under the left sensor, the robot has wandered right, so the left wheel stops and the right wheel speeds up, turning it back to the left. The right sensor works the same way in mirror image. If both sensors see black at once, the robot has reached a crossing or an end marker, and this sketch stops.",
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            p: "Remove the ENA and ENB jumpers on the L298N before wiring: with a jumper fitted, that enable pin is tied to 5 V and the motor always runs at full speed. Leave the 5 V regulator jumper (often labelled 5V-EN) in place, so the module makes its own 5 V logic supply from the battery.",
          },
          {
            table: {
              header: ["From", "To", "Note"],
              rows: [
                { cells: ["Uno D5", "L298N ENA", "PWM speed for the left motor."] },
                { cells: ["Uno D7", "L298N IN1", "Left motor direction."] },
                { cells: ["Uno D8", "L298N IN2", "Left motor direction."] },
                { cells: ["Uno D9", "L298N IN3", "Right motor direction."] },
                { cells: ["Uno D10", "L298N IN4", "Right motor direction."] },
                { cells: ["Uno D6", "L298N ENB", "PWM speed for the right motor."] },
                { cells: ["Left motor leads", "L298N OUT1 and OUT2", "Swap these two wires if the left wheel runs backwards."] },
                {
                  cells: ["Right motor leads", "L298N OUT3 and OUT4", "Swap these two wires if the right wheel runs backwards."],
                },
                { cells: ["Left TCRT5000 DO", "Uno D2", "Digital line signal, left sensor."] },
                { cells: ["Right TCRT5000 DO", "Uno D3", "Digital line signal, right sensor."] },
                {
                  cells: [
                    "Both TCRT5000 VCC",
                    "Uno 5V",
                    "Most of each module's current goes to its IR LED; two modules are a light load for the Uno's 5 V rail.",
                  ],
                },
                { cells: ["Both TCRT5000 GND", "Uno GND", "AO stays unconnected."] },
                {
                  cells: [
                    "Battery +",
                    "Fuse holder (3 A fuse), then the on/off switch",
                    "Keep the lead from the pack to the fuse as short as you can: only the wiring after the fuse is protected.",
                  ],
                },
                {
                  cells: [
                    "Switch output",
                    "L298N +12V terminal and Uno VIN",
                    "Motor supply; the Uno's regulator makes its 5 V from VIN.",
                  ],
                },
                {
                  cells: [
                    "Battery −",
                    "L298N GND terminal and Uno GND",
                    "One common ground: without it the control signals have no reference.",
                  ],
                },
              ],
            },
          },
          {
            warning:
              "Li-ion cells can deliver very large currents into a short circuit, enough to melt wires and start a fire. Use a pack with a protection board, fit the 3 A fuse in the positive lead as close to the pack as possible (the protection board guards the cells, the fuse guards the wiring, and the fuse still acts if the board fails; the robot draws well under 1 A when running, so 3 A leaves room for the motors' start-up current), insulate every battery joint, never short the terminals while wiring, charge it with a proper Li-ion charger and never leave it charging unattended. Disconnect the battery before changing any wiring.",
          },
          {
            warning:
              "Motors produce voltage spikes when the bridge switches off, and the L298 datasheet calls for clamp diodes on each output. Most L298N modules already carry these diodes next to the output terminals; if yours has none, add fast diodes before running the motors. Do not power the motors from the Uno's 5V pin.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketch" },
          {
            p: "The sketch uses only the Arduino core, so there is nothing to install. Every pin number matches the wiring table.",
          },
          {
            code: {
              lang: "cpp",
              text: `// Two-sensor line follower: Arduino Uno + 2 x TCRT5000 modules + L298N driver
// Left motor on L298N channel A (OUT1/OUT2), right motor on channel B (OUT3/OUT4).

// L298N control pins
const uint8_t ENA = 5;   // left motor speed (PWM), ENA jumper removed
const uint8_t IN1 = 7;   // left motor direction
const uint8_t IN2 = 8;
const uint8_t IN3 = 9;   // right motor direction
const uint8_t IN4 = 10;
const uint8_t ENB = 6;   // right motor speed (PWM), ENB jumper removed

// TCRT5000 module digital outputs (DO)
const uint8_t SENSOR_LEFT = 2;
const uint8_t SENSOR_RIGHT = 3;

// Most modules output HIGH over a black line and LOW over a white floor.
// If yours is the other way round, change this to LOW.
const int ON_LINE = HIGH;

// Speeds on the 0-255 analogWrite scale. Start low and raise them once it tracks.
const int BASE_SPEED = 140;  // both wheels, driving straight
const int TURN_FAST = 160;   // outer wheel in a turn
const int TURN_SLOW = 0;     // inner wheel in a turn (try -80 for a sharper pivot)

const unsigned long PRINT_INTERVAL_MS = 250;
unsigned long lastPrint = 0;

// speed: -255..255, positive = forward
void setMotor(uint8_t enPin, uint8_t inA, uint8_t inB, int speed) {
  if (speed >= 0) {
    digitalWrite(inA, HIGH);
    digitalWrite(inB, LOW);
  } else {
    digitalWrite(inA, LOW);
    digitalWrite(inB, HIGH);
    speed = -speed;
  }
  analogWrite(enPin, constrain(speed, 0, 255));
}

void drive(int leftSpeed, int rightSpeed) {
  setMotor(ENA, IN1, IN2, leftSpeed);
  setMotor(ENB, IN3, IN4, rightSpeed);
}

void setup() {
  pinMode(ENA, OUTPUT);
  pinMode(IN1, OUTPUT);
  pinMode(IN2, OUTPUT);
  pinMode(IN3, OUTPUT);
  pinMode(IN4, OUTPUT);
  pinMode(ENB, OUTPUT);
  pinMode(SENSOR_LEFT, INPUT);
  pinMode(SENSOR_RIGHT, INPUT);

  drive(0, 0);
  Serial.begin(9600);
  Serial.println(F("Line follower ready, starting in 3 s"));
  delay(3000);  // time to put the robot down on the track
}

void loop() {
  bool leftOnLine = digitalRead(SENSOR_LEFT) == ON_LINE;
  bool rightOnLine = digitalRead(SENSOR_RIGHT) == ON_LINE;
  const char *action;

  if (!leftOnLine && !rightOnLine) {
    drive(BASE_SPEED, BASE_SPEED);   // line between the sensors: straight on
    action = "forward";
  } else if (leftOnLine && !rightOnLine) {
    drive(TURN_SLOW, TURN_FAST);     // line drifted under the left sensor: turn left
    action = "turn left";
  } else if (!leftOnLine && rightOnLine) {
    drive(TURN_FAST, TURN_SLOW);     // line under the right sensor: turn right
    action = "turn right";
  } else {
    drive(0, 0);                     // both on black: crossing or end marker
    action = "stop";
  }

  // Report now and then without slowing the control loop down
  if (millis() - lastPrint >= PRINT_INTERVAL_MS) {
    lastPrint = millis();
    Serial.print(F("L="));
    Serial.print(leftOnLine ? 1 : 0);
    Serial.print(F(" R="));
    Serial.print(rightOnLine ? 1 : 0);
    Serial.print(F(" -> "));
    Serial.println(action);
  }
}
`,
            },
          },
          {
            p: "setMotor() hides the H-bridge details: a positive speed sets the direction pins for forward, a negative one reverses them, and the magnitude goes to analogWrite() as a duty cycle from 0 to 255. On the Uno, D5 and D6 produce PWM at about 980 Hz, which suits small DC motors. loop() never calls delay(), so it reads both sensors thousands of times per second, and the Serial report is limited to four lines per second using millis() so that printing never slows the steering. ON_LINE lets you invert the sensor logic in one place if your modules work the other way round.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build, calibrate and run" },
          {
            ol: [
              "Assemble the chassis, motors and caster. Solder a 100 nF capacitor across each motor's terminals, and twist each pair of motor leads together.",
              "Mount the two sensors at the front, facing down, a few millimetres above the floor and about 25 to 30 mm apart between centres, so that both sit just outside a 19 mm tape when the robot is centred.",
              "Wire everything as in the table, with the battery disconnected and the ENA and ENB jumpers removed. Fit the fuse holder first, right at the battery's positive lead, and put the fuse in only when the wiring is finished.",
              "Connect only the USB cable and upload the sketch. Open the Serial Monitor at 9600 baud.",
              "Slide the robot by hand across the tape. Turn each module's trimmer until its indicator LED switches cleanly between floor and tape and the Serial Monitor shows L=1 or R=1 only when that sensor is over the tape.",
              "Lift the robot so the wheels are off the table, connect the battery and switch on. With both sensors over white, both wheels should turn forward. If a wheel turns backwards, switch off and swap that motor's two leads at the L298N.",
              "Put the robot on the track with the tape between the sensors and press the Uno's reset button. After the 3 s start delay it drives off.",
              "Tune the speeds: if it loses the line on curves, lower BASE_SPEED and TURN_FAST or set TURN_SLOW to a negative value such as -80 for a sharper pivot; if it follows reliably, raise them in steps of 10.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "With the robot held over the track and moved by hand, the Serial Monitor shows the sensor states and the chosen action four times per second:",
          },
          {
            code: {
              lang: "plaintext",
              text: "Line follower ready, starting in 3 s\nL=0 R=0 -> forward\nL=0 R=0 -> forward\nL=1 R=0 -> turn left\nL=0 R=0 -> forward\nL=0 R=1 -> turn right\nL=1 R=1 -> stop\n",
            },
          },
          {
            p: "On the track, the robot drives forward with both wheels at 55 % duty and corrects with small, frequent turns; a slight side-to-side weave is normal for a two-sensor design. Gentle curves should be followed without leaving the line. It stops when both sensors reach a black crossing bar, which you can use as a finish line: a strip of tape laid across the track.",
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
                    "Robot steers away from the line instead of back onto it",
                    "Sensors swapped left and right, or ON_LINE inverted for your modules",
                    "Check the Serial Monitor by hand: L must change when the left sensor crosses the tape. Swap D2 and D3 or change ON_LINE.",
                  ],
                },
                {
                  cells: [
                    "Robot spins in a circle",
                    "One motor wired with reversed polarity",
                    "Swap the two leads of the wheel that turns backwards at its L298N terminal.",
                  ],
                },
                {
                  cells: [
                    "Motors hum but do not turn",
                    "Too little voltage: a low PWM value plus the L298N's 2 V drop, or a flat battery",
                    "Charge the battery, raise BASE_SPEED, and check the battery voltage under load.",
                  ],
                },
                {
                  cells: [
                    "Uno resets or the serial output restarts when the motors start",
                    "Battery voltage sags under the motor inrush current, or motor noise on the supply",
                    "Use a charged pack, run separate wires from the battery to the L298N and the Uno, and add a 470 µF electrolytic across the L298N supply terminals.",
                  ],
                },
                {
                  cells: [
                    "A sensor always reads 1 or always 0",
                    "Threshold trimmer at one end, sensor too high, or strong sunlight adding infrared",
                    "Lower the sensor, adjust the trimmer over both surfaces, and shade the sensors or test indoors.",
                  ],
                },
                {
                  cells: [
                    "Follows straights but overshoots curves",
                    "Speed too high for the sensor spacing",
                    "Reduce BASE_SPEED, or make the inner wheel reverse during turns with a negative TURN_SLOW.",
                  ],
                },
                {
                  cells: [
                    "Serial Monitor says forward but no wheel moves",
                    "Enable pins not wired, grounds not joined, or the battery switch off",
                    "Check ENA to D5, ENB to D6, a common ground, and 7 V or more on the +12V terminal.",
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
              "Add a third sensor in the centre, or use a five-sensor array with analog outputs, and replace the if-else rules with proportional control: compute how far the line is from the centre and set the speed difference between the wheels in proportion.",
              "Swap the L298N for a MOSFET-based TB6612FNG driver; its much lower drop gives the motors almost the full battery voltage and wastes less energy as heat.",
              "Fit wheel encoders and measure the real speed of each wheel, so both motors can be matched with a PID loop on straight sections.",
            ],
          },
        ],
      },
    ],
  },
};
