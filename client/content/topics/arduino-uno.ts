import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "arduino-uno",
  kind: "board",
  title: "Arduino Uno",
  headTitle: "Arduino Uno: Specs, Pinout and Beginner Projects",
  description:
    "Learn the Arduino Uno R3: ATmega328P specs, pinout, PWM and analog pins, power options, safe current limits, tutorials and project ideas for every level.",
  keywords: [
    "Arduino Uno",
    "Arduino Uno R3",
    "ATmega328P",
    "Arduino pinout",
    "Arduino projects",
    "Arduino tutorial",
    "microcontroller board",
    "Arduino IDE",
  ],
  image: {
    src: "/images/boards/arduino-uno.svg",
    alt: "Illustration of the Arduino Uno R3 board showing the USB-B port, barrel power jack, ATmega328P chip and the digital and analog pin headers",
  },
  intro: [
    "The Arduino Uno is the board most people learn embedded programming on. The classic R3 version is built around the ATmega328P, an 8-bit AVR microcontroller running at 16 MHz, and adds everything needed to use it straight away: a USB connection for programming, a voltage regulator, a reset button, an LED on pin 13 and female headers that accept jumper wires and plug-in shields.",
    "Its strength is predictability. The Uno runs one program with no operating system, so a digitalWrite happens within microseconds and timing is easy to reason about. Its 5 V logic matches a huge range of classic sensors, displays and modules, and the header layout became a de facto standard that thousands of shields and tutorials follow.",
    "The newer Uno R4 keeps the same shape but uses a 32-bit Renesas microcontroller; this page covers the ATmega328P-based R3, which is still the reference point for most learning material.",
  ],
  basics: [
    "A sketch has two functions: setup() runs once after reset and is where you configure pins with pinMode() and start peripherals such as Serial.begin(9600); loop() then runs over and over forever. Uploading goes through the USB-B port: an ATmega16U2 on the board converts USB to serial, and a small bootloader on the ATmega328P receives the new program and writes it into flash.",
    "Digital pins read or output HIGH (5 V) and LOW (0 V). A pin configured as INPUT with nothing connected floats and picks up noise, so it reads HIGH and LOW at random; use INPUT_PULLUP to enable the internal pull-up resistor and wire the button between the pin and GND, so a press reads LOW. The analog inputs A0-A5 feed a 10-bit ADC, so analogRead() returns 0 to 1023 for 0 V up to the reference voltage (5 V by default): each step is 5 V / 1024, about 4.9 mV.",
    "Current limits matter. The ATmega328P datasheet lists 40 mA per I/O pin as an absolute maximum, a survival limit rather than a working value, and 200 mA through its VCC and GND pins, so design for 20 mA or less per pin. An LED needs a series resistor: R = (Vsupply - Vf) / I, for example (5 V - 2.0 V) / 0.015 A = 200 Ω, so the next standard value, 220 Ω, gives about 14 mA. Motors, relays and solenoids must be driven through a transistor or driver board with a flyback diode, never directly from a pin.",
    "Power comes from USB (5 V, protected by a resettable fuse), from the barrel jack or VIN pin (7-12 V recommended, regulated down to 5 V on board) or directly into the 5V pin from a clean regulated supply. The 5V pin bypasses the regulator, so anything fed into it must already be a clean, regulated 5 V: the ATmega328P is rated for 5.5 V at most in operation and 6.0 V as an absolute maximum. When connecting 3.3 V modules, check whether their inputs tolerate 5 V; many need a level shifter or at least a resistor divider on the Uno's output lines.",
  ],
  features: [
    {
      title: "ATmega328P at 16 MHz",
      text: "An 8-bit AVR core that executes most instructions in one clock cycle, with 32 KB of flash (0.5 KB taken by the bootloader), 2 KB of SRAM and 1 KB of EEPROM for settings that survive power loss.",
    },
    {
      title: "14 digital I/O pins, 6 with PWM",
      text: "Pins 3, 5, 6, 9, 10 and 11 support analogWrite() for dimming LEDs or controlling motor speed. Pins 2 and 3 also provide external interrupts for catching fast events such as encoder pulses.",
    },
    {
      title: "6 analog inputs with a 10-bit ADC",
      text: "A0-A5 measure voltages from potentiometers, thermistors and other analog sensors; they can also be used as ordinary digital pins when you need more I/O.",
    },
    {
      title: "UART, I2C and SPI",
      text: "One hardware UART on pins 0 (RX) and 1 (TX), shared with the USB connection, so avoid using those pins while uploading or printing to the Serial Monitor. I2C is on A4 (SDA) and A5 (SCL); SPI uses pins 10 (SS), 11 (MOSI), 12 (MISO) and 13 (SCK).",
    },
    {
      title: "5 V logic",
      text: "Outputs swing to 5 V, which suits many classic modules, character LCDs and relay boards, but devices whose inputs are not 5 V tolerant need level shifting to avoid damage.",
    },
    {
      title: "Flexible power input",
      text: "USB, a barrel jack accepting 7-12 V (recommended range) or the VIN pin, with an onboard 5 V regulator and a 3.3 V output rated at 50 mA for small loads.",
    },
    {
      title: "Shield-compatible headers",
      text: "The standard header layout accepts plug-in shields for motor control, Ethernet, data logging and displays, and is copied by many other boards.",
    },
    {
      title: "Replaceable DIP microcontroller",
      text: "On the classic R3 the ATmega328P sits in a socket, so a chip killed by a wiring mistake can be replaced, and a programmed chip can be moved onto a breadboard or custom circuit.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Non-blocking traffic light with pedestrian button",
        text: "Red, amber and green LEDs with 220 Ω resistors and a push button on INPUT_PULLUP, run as a state machine timed with millis() so the button is read at every moment; teaches digital output, input and sequencing without delay().",
        slug: "arduino-millis-traffic-light-state-machine",
      },
      {
        title: "Thermistor thermometer",
        text: "A 10 kΩ NTC thermistor and a 10 kΩ fixed resistor form a divider on A0; convert the reading to degrees with the Beta equation and print it to the Serial Monitor, then compare it with a reference thermometer to calibrate.",
      },
      {
        title: "Night light",
        text: "A photoresistor divider turns an LED on when the room gets dark, with a small gap between the on and off thresholds (hysteresis) so it does not flicker at dusk.",
      },
      {
        title: "Reaction timer game",
        text: "An LED lights after a random delay and millis() measures how fast the player presses a button; introduces timing without delay().",
      },
    ],
    intermediate: [
      {
        title: "Ultrasonic distance meter with an I2C LCD",
        text: "An HC-SR04 measures distance from the width of its echo pulse and a 16x2 LCD with an I2C backpack shows the result; add a buzzer that beeps faster as an object approaches and it becomes a parking aid.",
        slug: "ultrasonic-distance-meter-hc-sr04",
      },
      {
        title: "I2C LCD weather display",
        text: "A BME280 breakout (choose one with an onboard regulator and level shifter for 5 V use) and a 16x2 LCD with an I2C backpack share the A4/A5 bus; you learn device addresses, pull-ups and libraries.",
      },
      {
        title: "Two Unos talking over I2C",
        text: "One Uno acts as the I2C controller and requests data from a second Uno running as a peripheral at its own address, using the Wire library's onReceive and onRequest handlers.",
        slug: "arduino-i2c-master-slave-two-boards",
      },
      {
        title: "DC motor speed control",
        text: "A potentiometer sets the PWM duty on pin 9, which drives a motor through a logic-level MOSFET with a flyback diode across the motor, or through an H-bridge module; the motor gets its own supply with a common ground.",
      },
    ],
    advanced: [
      {
        title: "SD card data logger",
        text: "Log sensor readings with timestamps from a DS3231 real-time clock to a microSD module over SPI, managing the limited 2 KB of SRAM carefully.",
      },
      {
        title: "PID temperature controller",
        text: "Control a heater through a solid-state relay using a thermocouple amplifier and a PID loop; any mains wiring must be enclosed, fused and done by someone qualified.",
      },
      {
        title: "Timer1 interrupt blink with bare registers",
        text: "Rewrite Blink with the DDRB and PORTB registers and a Timer1 compare-match interrupt configured through TCCR1A, TCCR1B, OCR1A and TIMSK1, compiled with avr-gcc and flashed with avrdude, to see what the Arduino functions do underneath.",
        slug: "atmega328p-timer1-interrupt-blink",
      },
    ],
  },
  topProjects: [
    {
      title: "Line-following robot",
      text: "Two TCRT5000 infrared reflectance sensors, two geared motors and an L298N dual H-bridge combine sensing, decision logic and PWM motor control in one satisfying build.",
      slug: "line-following-robot",
    },
    {
      title: "Automatic plant watering",
      text: "A capacitive soil moisture sensor switches a small 5 V pump through a relay module or a logic-level MOSFET. Put a flyback diode (a 1N4007, or a Schottky such as the 1N5819) across the pump, cathode to the positive side, so the motor's turn-off spike cannot kill the MOSFET; capacitive probes also outlast resistive ones, which corrode.",
      slug: "soil-moisture-automatic-irrigation",
    },
    {
      title: "MIDI controller",
      text: "Buttons and potentiometers become MIDI notes and control changes, a practical lesson in debouncing and mapping analog values. Send them through a 5-pin DIN MIDI output at MIDI's 31250 baud, or over USB serial to a serial-to-MIDI bridge program on the computer: the Uno only appears as a USB MIDI device if its ATmega16U2 is reflashed with custom firmware.",
    },
    {
      title: "Digital clock with alarm",
      text: "A DS3231 RTC keeps accurate time while a 7-segment or OLED display and a buzzer complete a device you can actually use every day.",
    },
  ],
  tutorials: [
    {
      title: "Upload your first sketch",
      text: "Install the Arduino IDE, connect the Uno with a USB-B cable, then choose Arduino Uno and the new serial port in the board selector. Open File > Examples > 01.Basics > Blink (the sketch below) and click Upload. The L LED next to pin 13 lights for one second and stays dark for one second, so it flashes once every two seconds. Change both delay(1000) calls to delay(200) and upload again: the faster blink proves your own code is running.",
      code: {
        lang: "cpp",
        text: `void setup() {
  pinMode(LED_BUILTIN, OUTPUT);  // pin 13, the L LED
}

void loop() {
  digitalWrite(LED_BUILTIN, HIGH);  // LED on
  delay(1000);                      // wait 1 s
  digitalWrite(LED_BUILTIN, LOW);   // LED off
  delay(1000);                      // wait 1 s
}
`,
      },
    },
    {
      title: "Read a button without false presses",
      text: "Wire a push button between pin 2 and GND; the sketch enables the internal pull-up, so the pin reads HIGH at rest and LOW while pressed. A change is accepted only after the reading has stayed the same for 30 ms, measured with millis(), and each confirmed press is counted on the Serial Monitor at 9600 baud. Without this debounce a single press often registers several times, because the contacts bounce for a few milliseconds.",
      code: {
        lang: "cpp",
        text: `const byte BUTTON_PIN = 2;
const unsigned long DEBOUNCE_MS = 30;

int stableState = HIGH;  // debounced state (HIGH = released)
int lastReading = HIGH;  // raw reading from the previous pass
unsigned long lastChange = 0;
unsigned long presses = 0;

void setup() {
  pinMode(BUTTON_PIN, INPUT_PULLUP);
  Serial.begin(9600);
}

void loop() {
  int reading = digitalRead(BUTTON_PIN);
  if (reading != lastReading) {
    lastChange = millis();  // the contacts moved: restart the timer
    lastReading = reading;
  }
  if (millis() - lastChange >= DEBOUNCE_MS && reading != stableState) {
    stableState = reading;
    if (stableState == LOW) {
      presses++;
      Serial.print("Press ");
      Serial.println(presses);
    }
  }
}
`,
      },
    },
    {
      title: "Fade an LED with PWM",
      text: "Connect an LED and a 220 Ω resistor in series from pin 9 to GND. The sketch raises the analogWrite() value from 0 to 255 in 4 ms steps, about one second, then lowers it again. PWM switches the pin fully on and off about 490 times a second; the LED looks dimmer because the average on-time is lower, not because the voltage changes.",
      code: {
        lang: "cpp",
        text: `const byte LED_PIN = 9;  // a PWM pin (Timer1)

void setup() {
  pinMode(LED_PIN, OUTPUT);
}

void loop() {
  for (int value = 0; value <= 255; value++) {
    analogWrite(LED_PIN, value);
    delay(4);
  }
  for (int value = 255; value >= 0; value--) {
    analogWrite(LED_PIN, value);
    delay(4);
  }
}
`,
      },
    },
  ],
  tutorialSlugs: [
    "arduino-blink-led-tutorial",
    "arduino-millis-traffic-light-state-machine",
    "arduino-i2c-master-slave-two-boards",
    "ultrasonic-distance-meter-hc-sr04",
    "line-following-robot",
    "acs712-dc-current-measurement-arduino",
    "mpu6050-tilt-vibration-monitor",
    "a4988-nema17-stepper-arduino",
    "soil-moisture-automatic-irrigation",
    "atmega328p-timer1-interrupt-blink",
    "python-pyserial-arduino-csv-logger",
  ],
};

export default topic;
