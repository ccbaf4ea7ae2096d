import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "arduino-mega",
  kind: "board",
  title: "Arduino Mega 2560",
  headTitle: "Arduino Mega 2560: Pinout, Specs and Large Projects",
  description:
    "Arduino Mega 2560 guide: 54 digital I/O pins, 16 analog inputs, 4 UARTs and 256 KB flash, with pin mapping tips, tutorials and projects that need many pins.",
  keywords: [
    "Arduino Mega 2560",
    "ATmega2560",
    "Arduino Mega pinout",
    "54 digital pins",
    "multiple serial ports",
    "RAMPS 3D printer",
    "Arduino Mega projects",
    "Arduino shields",
  ],
  image: {
    src: "/images/boards/arduino-mega.svg",
    alt: "Illustration of the Arduino Mega 2560, a long board with a USB-B port, barrel jack, the square ATmega2560 chip and a double row of extra digital pins along one end",
  },
  intro: [
    "The Arduino Mega 2560 is the big sibling of the Uno. It uses the ATmega2560, an 8-bit AVR microcontroller at 16 MHz with 5 V logic, so it programs exactly like the Uno, but it offers 54 digital I/O pins (15 of them PWM), 16 analog inputs, four hardware serial ports and 256 KB of flash memory.",
    "You reach for a Mega when a project simply runs out of resources on an Uno: a 3D printer driving several stepper motors, heaters and endstops, a robot with many sensors, a large LED matrix, or a sketch that combines a GPS, a GSM modem and a display, each wanting its own serial port. The extra SRAM and flash also make room for bigger programs and more libraries.",
  ],
  basics: [
    "The Mega keeps the Uno's header layout at one end, so many shields plug in, but some pins moved. I2C is on pins 20 (SDA) and 21 (SCL) instead of A4/A5, and SPI is on pins 50 (MISO), 51 (MOSI), 52 (SCK) and 53 (SS) and on the ICSP header, not on pins 11-13. A shield that takes SPI from pins 11-13 rather than the ICSP header will not work without rewiring, and pin 53 must stay an output when the Mega acts as SPI master, even if you use a different chip-select pin.",
    "The four hardware UARTs are Serial on pins 0 (RX) and 1 (TX), shared with USB, Serial1 on 19 (RX) and 18 (TX), Serial2 on 17 (RX) and 16 (TX), and Serial3 on 15 (RX) and 14 (TX). Because each is a separate hardware USART, you can talk to a GPS and a Bluetooth module while still printing debug output to the computer, something an Uno can only approximate with the slower, interrupt-hungry SoftwareSerial library. Remember to cross the lines: the module's TX goes to the Mega's RX.",
    "Memory is the other big gain: 256 KB of flash (8 KB of it used by the bootloader), 8 KB of SRAM and 4 KB of EEPROM. The SRAM is four times the Uno's, but it is still small compared with 32-bit boards, so large arrays and String objects should be used with care; constant tables and text belong in flash with PROGMEM and the F() macro.",
    "The electrical rules carry over from the Uno: 5 V logic, a 40 mA absolute maximum per pin that you should treat as 20 mA in practice, 7-12 V recommended on the barrel jack, and motors, relays and LED strips powered from their own supply with a common ground. Having 54 digital pins does not mean the board can power 54 LEDs at full brightness at once: the ATmega2560 datasheet also caps the current through its supply pins and through groups of port pins, so use drivers or shift registers for large loads.",
  ],
  features: [
    {
      title: "ATmega2560 at 16 MHz",
      text: "An 8-bit AVR running the same Arduino core as the Uno, so nearly all Uno code and libraries compile for the Mega after adjusting pin numbers.",
    },
    {
      title: "54 digital I/O pins, 15 PWM",
      text: "54 digital pins, with PWM on pins 2-13 and 44-46, enough to drive large numbers of LEDs, buttons, stepper drivers and relay modules directly.",
    },
    {
      title: "16 analog inputs",
      text: "16 analog inputs, A0-A15, feed a 10-bit ADC returning 0-1023, useful for sensor arrays, joysticks or many potentiometers on a control panel.",
    },
    {
      title: "4 hardware UARTs",
      text: "Serial, Serial1, Serial2 and Serial3 run independently in hardware, so several serial devices can work at the same time without software emulation.",
    },
    {
      title: "256 KB flash, 8 KB SRAM, 4 KB EEPROM",
      text: "256 KB of program flash (8 KB bootloader) holds large sketches such as 3D printer firmware; 8 KB of SRAM and 4 KB of EEPROM give room for buffers and stored settings.",
    },
    {
      title: "I2C and SPI on dedicated pins",
      text: "I2C on pins 20/21 and SPI on pins 50-53 plus the ICSP header; these differ from the Uno, which matters when reusing shields or wiring diagrams.",
    },
    {
      title: "Six external interrupt pins",
      text: "Pins 2, 3, 18, 19, 20 and 21 support attachInterrupt(), allowing several rotary encoders or flow sensors to be counted reliably.",
    },
    {
      title: "USB via ATmega16U2",
      text: "A USB-B port with a dedicated USB-serial chip handles uploads and the Serial Monitor, exactly as on the Uno R3.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Multi-button soundboard",
        text: "Wire a dozen buttons with INPUT_PULLUP to the extra digital pins and play a different tone for each through a piezo buzzer; practises arrays and loops over pins.",
      },
      {
        title: "Bar graph voltmeter",
        text: "Read a voltage through a divider on A8 and light a 10-segment LED bar graph with one resistor per segment; teaches dividers and scaling.",
      },
      {
        title: "Serial bridge",
        text: "Forward everything between Serial and Serial1 to talk to a Bluetooth or GPS module from the Serial Monitor, a simple first use of the extra UARTs.",
      },
    ],
    intermediate: [
      {
        title: "RTC-stamped microSD data logger",
        text: "A DS3231 real-time clock on I2C (pins 20 and 21) timestamps sensor readings that a microSD module on the SPI pins (50-53) appends to a CSV file, ready to open in a spreadsheet.",
        slug: "arduino-mega-data-logger",
      },
      {
        title: "GPS tracker with display",
        text: "A GPS module on Serial1 and a TFT display on SPI show position and speed; you learn to parse NMEA sentences with a library such as TinyGPS++.",
      },
      {
        title: "Keypad door lock",
        text: "A 4x4 matrix keypad, a solenoid bolt switched by a logic-level MOSFET with a flyback diode, and a code stored in EEPROM; teaches matrix scanning and non-volatile storage.",
      },
      {
        title: "Multi-zone irrigation controller",
        text: "Soil sensors on several analog inputs and an 8-channel relay board switching 24 V AC valves from their own transformer, scheduled with an RTC module.",
      },
    ],
    advanced: [
      {
        title: "3D printer or CNC controller",
        text: "A RAMPS 1.4 shield with stepper drivers runs Marlin firmware, teaching stepper current setting, thermistors, endstops and thermal runaway protection.",
      },
      {
        title: "Robot arm with inverse kinematics",
        text: "Several servos on a separate high-current 5-6 V supply, controlled through computed joint angles and smooth motion profiles.",
      },
      {
        title: "Large LED matrix",
        text: "Drive an LED matrix through shift registers or MAX7219 drivers, building a frame buffer in SRAM and scrolling text with efficient bit operations.",
      },
    ],
  },
  topProjects: [
    {
      title: "Home-built 3D printer",
      text: "The Mega with RAMPS has been the classic open-source printer controller for years; building one teaches mechanics, motion control and heater safety together.",
    },
    {
      title: "Flight simulator cockpit panel",
      text: "Dozens of switches, encoders and LEDs connect to the simulator software, a project that can put most of the 54 digital pins to use.",
    },
    {
      title: "Weather station hub",
      text: "Wind, rain and temperature sensors, an SD card logger and a display combine many interfaces, with extra UARTs left for a radio link.",
    },
    {
      title: "Automated greenhouse",
      text: "Fans, pumps, lights and heaters switched by relays from sensor readings, with safety cut-offs in the code and fuses on the power side. Keep the Mega's side at low voltage: heaters, lamps or pumps running from mains need certified, enclosed relay modules or contactors, earthing and fusing, and the mains wiring must be done by a qualified electrician.",
    },
  ],
  tutorials: [
    {
      title: "Port an Uno project to the Mega",
      text: "In the Arduino IDE choose Arduino Mega or Mega 2560 as the board and ATmega2560 as the processor. Move any I2C wires from A4/A5 to pins 20 and 21 and any SPI wires from pins 11-13 to pins 50-52 or the ICSP header. Replace SoftwareSerial with Serial1, Serial2 or Serial3 where possible, compile, and compare the memory report to see the headroom you gained.",
    },
    {
      title: "Use a second hardware serial port",
      text: "Connect the module's TX to pin 19 (RX1), its RX to pin 18 (TX1) and the grounds together; a module with 3.3 V inputs needs a level shifter or divider on the Mega's TX1 line. The sketch opens Serial at 115200 baud for the computer and Serial1 at 9600 baud (change it to your module's rate), then copies bytes in both directions, so the Serial Monitor shows what the module sends and whatever you type goes to the module.",
      code: {
        lang: "cpp",
        text: `const unsigned long MODULE_BAUD = 9600;  // set to your module's rate

void setup() {
  Serial.begin(115200);       // USB to the computer
  Serial1.begin(MODULE_BAUD); // RX1 = pin 19, TX1 = pin 18
}

void loop() {
  while (Serial1.available() > 0) {
    Serial.write(Serial1.read());  // module -> Serial Monitor
  }
  while (Serial.available() > 0) {
    Serial1.write(Serial.read());  // Serial Monitor -> module
  }
}
`,
      },
    },
    {
      title: "Count pulses on several interrupts",
      text: "Connect three pulse sources, such as hall-effect flow sensors or encoder channels, to pins 2, 3 and 18 with their grounds shared. Each pin gets INPUT_PULLUP (open-collector sensors need it), a volatile counter and a tiny interrupt routine registered with attachInterrupt(digitalPinToInterrupt(pin), isr, RISING). Once per second the sketch disables interrupts just long enough to copy and reset the three counters, then prints the pulse rates.",
      code: {
        lang: "cpp",
        text: `const byte PIN_A = 2;
const byte PIN_B = 3;
const byte PIN_C = 18;

volatile unsigned long countA = 0;
volatile unsigned long countB = 0;
volatile unsigned long countC = 0;

void onPulseA() { countA++; }
void onPulseB() { countB++; }
void onPulseC() { countC++; }

unsigned long lastReport = 0;

void setup() {
  Serial.begin(115200);
  pinMode(PIN_A, INPUT_PULLUP);
  pinMode(PIN_B, INPUT_PULLUP);
  pinMode(PIN_C, INPUT_PULLUP);
  attachInterrupt(digitalPinToInterrupt(PIN_A), onPulseA, RISING);
  attachInterrupt(digitalPinToInterrupt(PIN_B), onPulseB, RISING);
  attachInterrupt(digitalPinToInterrupt(PIN_C), onPulseC, RISING);
}

void loop() {
  if (millis() - lastReport >= 1000) {
    lastReport += 1000;
    noInterrupts();  // copy and reset as one step
    unsigned long a = countA;
    unsigned long b = countB;
    unsigned long c = countC;
    countA = 0;
    countB = 0;
    countC = 0;
    interrupts();
    Serial.print("pulses/s  A: ");
    Serial.print(a);
    Serial.print("  B: ");
    Serial.print(b);
    Serial.print("  C: ");
    Serial.println(c);
  }
}
`,
      },
    },
  ],
  tutorialSlugs: ["arduino-mega-data-logger"],
};

export default topic;
