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
    "Digital pins read or output HIGH (5 V) and LOW (0 V). A pin configured as INPUT with nothing connected floats and reads random values, a very common beginner bug; use INPUT_PULLUP to enable the internal pull-up resistor and wire the button between the pin and GND, so a press reads LOW. The analog inputs A0-A5 feed a 10-bit ADC, so analogRead() returns 0 to 1023 for 0 V to the reference voltage (5 V by default), about 4.9 mV per step.",
    "Current limits matter. Keep each I/O pin to about 20 mA (40 mA is the absolute maximum, not a working value), and remember the chip has a total current limit too. An LED needs a series resistor: R = (Vsupply - Vf) / I, for example (5 - 2) / 0.015 = 200 ohm, so use 220 ohm. Motors, relays and solenoids must be driven through a transistor or driver board with a flyback diode, never directly from a pin.",
    "Power comes from USB (5 V, protected by a resettable fuse), from the barrel jack or VIN pin (7-12 V recommended, regulated down to 5 V on board) or directly into the 5V pin from a clean regulated supply. Feeding more than 5 V into the 5V pin bypasses the regulator and can destroy the board. When connecting 3.3 V modules, check whether their inputs tolerate 5 V; many need a level shifter or at least a resistor divider on the Uno's output lines.",
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
      text: "Outputs swing to 5 V, which suits many classic modules, character LCDs and relay boards, but 3.3 V-only devices need level shifting to avoid damage.",
    },
    {
      title: "Flexible power input",
      text: "USB, a barrel jack accepting 7-12 V (recommended range) or the VIN pin, with an onboard 5 V regulator and a 3.3 V output for small low-current loads.",
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
        title: "Traffic light with pedestrian button",
        text: "Three LEDs with 220 ohm resistors and a push button on INPUT_PULLUP; teaches digital output, input reading and writing a simple state sequence.",
      },
      {
        title: "Thermistor thermometer",
        text: "An NTC thermistor in a voltage divider on A0, converted to degrees with the Beta equation and printed to the Serial Monitor; teaches analogRead and calibration.",
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
        title: "Ultrasonic parking sensor",
        text: "An HC-SR04 measures distance from the echo pulse width and a buzzer beeps faster as an object gets closer; practises pulseIn and non-blocking timing.",
      },
      {
        title: "I2C LCD weather display",
        text: "A BME280 breakout (choose one with an onboard regulator and level shifter for 5 V use) and a 16x2 LCD with an I2C backpack share the A4/A5 bus; you learn device addresses, pull-ups and libraries.",
      },
      {
        title: "DC motor speed control",
        text: "A potentiometer sets PWM duty on pin 9 driving a motor through a logic-level MOSFET or an H-bridge module with a separate motor supply and common ground.",
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
        title: "Bare-register programming",
        text: "Rewrite a blink and a timer interrupt using the DDRB, PORTB and TCCR1 registers instead of Arduino functions to see what the libraries do underneath.",
      },
    ],
  },
  topProjects: [
    {
      title: "Line-following robot",
      text: "Infrared reflectance sensors, two geared motors and a dual H-bridge combine sensing, decision logic and PWM motor control in one satisfying build.",
    },
    {
      title: "Plant watering system",
      text: "A capacitive soil moisture sensor triggers a small pump through a MOSFET; it teaches threshold control and why capacitive probes outlast resistive ones that corrode.",
    },
    {
      title: "MIDI controller",
      text: "Buttons and potentiometers send MIDI messages over serial to music software, a practical lesson in debouncing and mapping analog values.",
    },
    {
      title: "Digital clock with alarm",
      text: "A DS3231 RTC keeps accurate time while a 7-segment or OLED display and a buzzer complete a device you can actually use every day.",
    },
  ],
  tutorials: [
    {
      title: "Upload your first sketch",
      text: "Install the Arduino IDE, connect the Uno with a USB-B cable, choose Arduino Uno under Tools > Board and the new serial port under Tools > Port. Open File > Examples > 01.Basics > Blink and click Upload. The onboard LED on pin 13 should blink once per second; change both delay values to 200 and upload again to confirm your own code is running.",
    },
    {
      title: "Read a button without false presses",
      text: "Wire a push button between pin 2 and GND and call pinMode(2, INPUT_PULLUP) in setup. In loop, read the pin and only accept a change if the new state stays stable for about 20-50 ms, measured with millis(). Print each confirmed press to the Serial Monitor at 9600 baud; without this debounce a single press often registers several times because the contacts bounce.",
    },
    {
      title: "Fade an LED with PWM",
      text: "Connect an LED and a 220 ohm resistor in series from pin 9 to GND. In loop, increase a variable from 0 to 255 and pass it to analogWrite(9, value), pausing a few milliseconds each step, then count back down. PWM switches the pin fully on and off quickly; the LED looks dimmer because the average on-time is lower, not because the voltage changes.",
    },
  ],
  tutorialHeadings: [
    "Using the Serial Monitor and Serial Plotter for debugging",
    "Replacing delay() with millis() for multitasking",
    "Driving relays and motors safely with transistors",
    "Connecting I2C sensors and scanning for addresses",
    "Controlling servos with the Servo library",
    "Storing settings in EEPROM",
    "Using hardware interrupts on pins 2 and 3",
    "Saving SRAM with the F() macro and PROGMEM",
  ],
};

export default topic;
