import type { BoardInfo } from "./types";

export const homeBoards: BoardInfo[] = [
  {
    slug: "arduino-uno",
    title: "Arduino Uno",
    image: "/images/boards/arduino-uno.svg",
    imageAlt:
      "Illustration of an Arduino Uno board showing the USB-B socket, DC barrel jack, ATmega328P chip and the rows of digital and analog header pins",
    description:
      "The Arduino Uno R3 is the classic entry-level development board, built around the 8-bit ATmega328P microcontroller running at 16 MHz with 5 V logic. It offers 14 digital I/O pins, 6 of which can output PWM, plus 6 analog inputs. Memory is 32 KB of flash (0.5 KB taken by the bootloader), 2 KB of SRAM and 1 KB of EEPROM, and it is programmed over a USB-B cable.",
    descriptionSecond:
      "Its simple layout, forgiving 5 V I/O and huge range of shields and libraries make the Uno the best board for learning electronics and embedded programming. It suits projects such as blinking LEDs and traffic lights, reading temperature and distance sensors, driving servos and small DC motors through a driver, and building line-follower or obstacle-avoiding robots.",
  },
  {
    slug: "arduino-nano",
    title: "Arduino Nano",
    image: "/images/boards/arduino-nano.svg",
    imageAlt:
      "Illustration of a compact Arduino Nano board with a Mini-USB connector at one end and two rows of pin headers along its long edges",
    description:
      "The Arduino Nano packs the same 16 MHz ATmega328P microcontroller as the Uno onto a breadboard-friendly board measuring only about 18 x 45 mm. It has 14 digital I/O pins with 6 PWM outputs, 8 analog inputs (two more than the Uno), 32 KB of flash and 2 KB of SRAM, all at 5 V logic. The classic Nano is programmed, and usually powered, through a Mini-USB connector.",
    descriptionSecond:
      "Because it plugs straight into a breadboard or a strip of female headers, the Nano is ideal once a prototype needs to become small and permanent. It is a popular choice for wearables, compact data loggers, handheld games, RC and model projects, small robots and custom PCBs where an Uno would simply not fit, and code written for the Uno usually runs on it unchanged.",
  },
  {
    slug: "arduino-mega",
    title: "Arduino Mega 2560",
    image: "/images/boards/arduino-mega.svg",
    imageAlt:
      "Illustration of the long Arduino Mega 2560 board with its ATmega2560 chip and the double row of extra digital header pins along one end",
    description:
      "The Arduino Mega 2560 is the large-format member of the family, based on the ATmega2560 microcontroller running at 16 MHz. It provides 54 digital I/O pins, 15 of which support PWM, 16 analog inputs and 4 hardware UARTs. Memory is generous for an 8-bit board: 256 KB of flash (8 KB used by the bootloader), 8 KB of SRAM and 4 KB of EEPROM.",
    descriptionSecond:
      "Choose the Mega when a project outgrows the pins or memory of an Uno. Its extra I/O and separate serial ports make it well suited to 3D printers and CNC controllers, multi-servo robot arms, home automation panels with many sensors and relays, and projects that talk to a GPS module, a GSM modem and a PC at the same time.",
  },
  {
    slug: "esp8266",
    title: "ESP8266",
    image: "/images/boards/esp8266.svg",
    imageAlt:
      "Illustration of a NodeMCU ESP8266 development board with an ESP-12E Wi-Fi module, its printed zig-zag antenna and a micro-USB connector",
    description:
      "The ESP8266 is a low-cost Wi-Fi microcontroller with a 32-bit Tensilica L106 core running at 80 MHz, or up to 160 MHz, and a built-in 2.4 GHz 802.11 b/g/n radio. On boards such as the NodeMCU with an ESP-12E module, it typically has 4 MB of external SPI flash and about 50 KB of RAM available to user code. It uses 3.3 V logic and has a single 10-bit ADC, which reads 0 to 1 V on the bare chip.",
    descriptionSecond:
      "The ESP8266 is an inexpensive way to put a sensor or switch on your Wi-Fi network, and it can be programmed from the Arduino IDE. It is a good fit for IoT projects such as temperature and humidity monitors that publish over MQTT, smart plugs and relay switches, small web servers and dashboards, and devices that sync data with a cloud service.",
  },
  {
    slug: "esp32",
    title: "ESP32",
    image: "/images/boards/esp32.svg",
    imageAlt:
      "Illustration of an ESP32 development board carrying a shielded ESP32-WROOM-32 module with its PCB antenna, a USB connector and two rows of pins",
    description:
      "The ESP32, commonly used as the ESP32-WROOM-32 module, combines a dual-core Xtensa LX6 processor running at up to 240 MHz with 520 KB of SRAM and 4 MB of flash on the module. It includes 2.4 GHz 802.11 b/g/n Wi-Fi as well as Bluetooth 4.2 in both classic and Bluetooth Low Energy modes. Its peripherals include a 12-bit ADC with up to 18 channels, two 8-bit DACs and capacitive touch pins, all at 3.3 V logic.",
    descriptionSecond:
      "With two cores, two radios and far more memory than an 8-bit Arduino, the ESP32 suits connected projects that need real processing power. Typical builds include BLE sensors and phone-controlled gadgets, web-based home automation dashboards, audio and LED lighting controllers, Wi-Fi robots and data loggers that run several tasks at once under FreeRTOS.",
  },
];
