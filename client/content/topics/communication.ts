import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "communication",
  kind: "topic",
  title: "Communication Systems",
  headTitle: "Communication Systems: UART, I2C, SPI, CAN, RF and Modulation",
  description:
    "Wired and wireless communication for electronics: UART, I2C, SPI, CAN and RS-485, AM, FM, ASK, FSK and PSK modulation, RF modules, antennas and noise.",
  keywords: [
    "communication systems",
    "UART",
    "I2C",
    "SPI",
    "CAN bus",
    "RS-485",
    "modulation",
    "nRF24L01",
    "HC-05 Bluetooth",
    "antenna basics",
  ],
  intro: [
    "Almost every electronic system moves data: a microcontroller reads a sensor, talks to a display, shares a bus with other controllers in a car or sends readings across a field by radio. Communication systems engineering is about doing that reliably, choosing how bits are represented as voltages or radio waves, how devices take turns and how errors caused by noise are avoided or detected.",
    "For an electronics student the subject splits into two practical halves: the wired serial buses used between chips and boards, and the wireless links where modulation, antennas and the radio environment decide range and reliability.",
  ],
  basics: [
    "Serial links send bits one after another over few wires. Synchronous buses such as I2C and SPI share a clock line, so the receiver samples each bit on a clock edge. Asynchronous links such as UART have no clock, so both ends must agree on the bit rate in advance. Single-ended signals are measured against ground and suit short distances on one board; differential signals, used by CAN and RS-485, are measured as the difference between two wires, so noise that hits both wires equally cancels out.",
    "Every link needs a shared reference. Two boards connected by a data wire alone will often appear to work and then fail intermittently, because without a common ground the receiver has no defined zero. Logic levels must also match: a 5 V output driving a 3.3 V input that is not 5 V tolerant can damage it, so use a level shifter or a divider on that line.",
    "Wireless links put data onto a carrier wave by changing its amplitude, frequency or phase. Range depends on transmit power, receiver sensitivity, antenna gain, frequency and obstacles. Radio power is expressed in dBm: 0 dBm is 1 mW, +20 dBm is 100 mW, and every 3 dB roughly doubles the power. In free space, each doubling of distance costs 6 dB, which is why range grows slowly with extra power.",
    "Noise limits every link. The Shannon limit, C = B log2(1 + S/N), shows that capacity grows with bandwidth and signal-to-noise ratio, so slow, narrow-band radios like LoRa trade data rate for range, while a fast SPI bus needs short wires and clean edges.",
  ],
  features: [
    {
      title: "UART",
      text: "Asynchronous, with TX of one device to RX of the other and idle high. A common 8N1 frame has a start bit, 8 data bits and a stop bit, so 115200 baud carries about 11,520 bytes per second. Mismatched baud rates produce garbage characters. RS-232 ports use inverted levels of ±3 to ±15 V and need a converter such as a MAX3232.",
    },
    {
      title: "I2C",
      text: "Two open-drain lines, SDA and SCL, with pull-up resistors (4.7 kΩ is common), usually 7-bit addresses, and an acknowledge bit after every byte, most often at 100 kHz (standard mode) or 400 kHz (fast mode). Two devices with the same address conflict, and long wires add capacitance that slows the edges.",
    },
    {
      title: "SPI",
      text: "A controller drives SCK, MOSI and a chip-select line per device, and reads MISO: full duplex at several MHz. Clock polarity and phase form modes 0 to 3, which must match the peripheral's datasheet.",
    },
    {
      title: "CAN",
      text: "A differential bus (CANH, CANL) for vehicles and machines, up to 1 Mbit/s in classic CAN, with a 120 Ω terminator at each end. Messages carry IDs instead of addresses, and lower IDs win arbitration without data loss. A controller such as the MCP2515 plus a transceiver adds CAN to a microcontroller.",
    },
    {
      title: "RS-485",
      text: "A differential multi-drop link with A and B lines, terminated at both ends, running hundreds of metres at modest speeds. Half-duplex transceivers such as the MAX485 need firmware to switch the driver enable pin; Modbus RTU is a common protocol on top.",
    },
    {
      title: "Modulation",
      text: "AM varies amplitude and FM varies frequency for analog signals. Digital schemes do the same with symbols: ASK or on-off keying in cheap 433 MHz modules, FSK and GFSK in BLE and the nRF24L01+, PSK such as BPSK and QPSK in robust links, and QAM in Wi-Fi. LoRa uses chirp spread spectrum.",
    },
    {
      title: "RF modules",
      text: "The nRF24L01+ is a 2.4 GHz SPI transceiver at 250 kbit/s, 1 or 2 Mbit/s, powered from 3.3 V. LoRa modules such as the RFM95W use SPI on sub-GHz bands. The HC-05 is a classic Bluetooth serial module: a UART on your board appears as a serial port on a PC or Android phone.",
    },
    {
      title: "Antennas",
      text: "A quarter-wave wire is a simple antenna. The wavelength is c / f, about 69 cm at 433 MHz, 35 cm at 868 MHz and 12.5 cm at 2.4 GHz, so the quarter-wave lengths are about 17 cm, 8.6 cm and 3.1 cm. Keep metal and batteries away from PCB antennas, and never transmit with no antenna fitted.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Board-to-board UART chat",
        text: "Connect two microcontrollers TX to RX with a shared ground and echo typed text between two serial terminals.",
      },
      {
        title: "I2C between two Arduino Unos",
        text: "Join two Unos' A4 (SDA), A5 (SCL) and GND, make one the controller and the other a peripheral at its own address with the Wire library, and send commands one way and readings back.",
        slug: "arduino-i2c-master-slave-two-boards",
      },
      {
        title: "I2C scanner and sensor",
        text: "Run an address scanner, then read a temperature sensor and an OLED display on the same two wires.",
      },
      {
        title: "Bluetooth-controlled LED",
        text: "Send commands from an Android serial app to an HC-05; its RX pin uses 3.3 V levels, so divide down a 5 V board's TX.",
      },
    ],
    intermediate: [
      {
        title: "nRF24L01+ remote control",
        text: "Send joystick readings to a receiver with automatic acknowledgement, adding a 10 µF capacitor across the module's supply to steady current spikes.",
      },
      {
        title: "SPI logic analyser study",
        text: "Capture SPI traffic to an SD card or display and identify the clock mode, commands and chip-select timing.",
      },
      {
        title: "RS-485 sensor network",
        text: "Link several nodes over twisted pair with MAX485 transceivers and a simple addressed protocol or Modbus RTU.",
      },
    ],
    advanced: [
      {
        title: "CAN bus instrument cluster",
        text: "Build three CAN nodes with MCP2515 controllers, define message IDs and priorities, and watch arbitration under load.",
      },
      {
        title: "LoRa range test",
        text: "Log signal strength and packet loss at distances and spreading factors, comparing results with a link budget.",
      },
      {
        title: "Software-defined radio experiments",
        text: "Use an SDR receiver to view ASK and FSK transmissions from your modules and demodulate them in software.",
      },
    ],
  },
  topProjects: [
    {
      title: "Multi-node CAN network",
      text: "Arbitration, error handling and termination are best learnt on a real bus with several nodes.",
    },
    {
      title: "Long-range LoRa telemetry",
      text: "A remote sensor reporting over kilometres makes link budgets and antenna choice concrete.",
    },
    {
      title: "Wireless weather station",
      text: "An outdoor unit sending readings by nRF24L01+ or LoRa to an indoor display exercises low power and reliable framing.",
    },
    {
      title: "Protocol decoder",
      text: "Writing firmware that decodes UART, I2C or SPI from sampled pins teaches each protocol's timing to the bit.",
    },
  ],
  tutorials: [
    {
      title: "Wiring and checking an I2C bus",
      text: "Connect SDA to SDA and SCL to SCL (A4 and A5 on an Arduino Uno), power and ground. Confirm there are pull-up resistors on both lines, since many breakout boards include them. Run the scanner sketch below: it tries every 7-bit address from 1 to 126 and prints each one that acknowledges, in hexadecimal, at 9600 baud. If nothing appears, check for swapped lines, a missing ground or missing pull-ups, and use the address from the datasheet or scan result in your driver.",
      code: {
        lang: "cpp",
        text: '#include <Wire.h>\n\nvoid setup() {\n  Serial.begin(9600);\n  Wire.begin();\n  Serial.println("Scanning I2C addresses 0x01 to 0x7E...");\n\n  byte found = 0;\n  for (byte address = 1; address < 127; address++) {\n    Wire.beginTransmission(address);\n    byte error = Wire.endTransmission();\n    if (error == 0) {\n      Serial.print("Device at 0x");\n      if (address < 16) {\n        Serial.print(\'0\');\n      }\n      Serial.println(address, HEX);\n      found++;\n    }\n  }\n\n  Serial.print(found);\n  Serial.println(" device(s) found");\n}\n\nvoid loop() {\n}\n',
      },
    },
    {
      title: "Terminating a CAN or RS-485 bus",
      text: "Run the two lines as a twisted pair in a single line from one end to the other, with short stubs to each node. Fit a 120 Ω resistor across the pair at the two far ends only. With power off, a meter across the lines of a CAN bus should read about 60 Ω, the two terminators in parallel.",
    },
    {
      title: "Cutting a quarter-wave antenna",
      text: "Calculate the wavelength in metres as 300 divided by the frequency in MHz: 300 / 868 gives about 0.346 m. Divide by four for a quarter-wave length of 8.6 cm. Solder a straight wire of that length to the module's antenna pad; the best length is often a few percent shorter, which an antenna analyser can confirm. Keep it vertical and clear of metal, and use the band permitted in your region.",
    },
  ],
  tutorialSlugs: [
    "arduino-i2c-master-slave-two-boards",
    "esp-now-two-esp32-sensor-link",
    "esp8266-mqtt-temperature-sensor",
    "python-pyserial-arduino-csv-logger",
  ],
};

export default topic;
