import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "avr-microcontroller",
  kind: "topic",
  title: "AVR Microcontrollers",
  headTitle: "AVR Microcontrollers: Architecture, Registers and Programming",
  description:
    "Learn AVR microcontrollers: 8-bit RISC architecture, ATmega328P and ATtiny85, DDR/PORT/PIN registers, fuses, avr-gcc and avrdude programming, and projects.",
  keywords: [
    "AVR microcontroller",
    "ATmega328P",
    "ATtiny85",
    "avr-gcc",
    "avrdude",
    "USBasp ISP programming",
    "AVR registers",
    "AVR fuses",
    "bare-metal programming",
  ],
  intro: [
    "AVR is a family of 8-bit microcontrollers created by Atmel, now part of Microchip. They are the chips inside the original Arduino boards: the ATmega328P in the Uno and Nano, the ATmega2560 in the Mega, and small parts such as the ATtiny85 that fit into an 8-pin package.",
    "Learning AVR below the Arduino layer teaches how microcontrollers really work: writing to registers to set pin directions, configuring timers bit by bit, handling interrupts and choosing clock sources. The architecture is simple enough to understand completely, the datasheets are readable, and the free avr-gcc toolchain makes it practical to program the chips directly in C.",
  ],
  basics: [
    "AVR cores use a RISC design with a Harvard architecture: program code lives in flash and data in SRAM, on separate buses, so an instruction can be fetched while the previous one executes. The core has 32 general-purpose 8-bit registers, and most instructions complete in a single clock cycle, which makes timing easy to estimate. The ATmega328P runs at up to 20 MHz and has 32 KB of flash, 2 KB of SRAM and 1 KB of EEPROM; the ATtiny85 has 8 KB of flash, 512 bytes of SRAM and 512 bytes of EEPROM in an 8-pin package.",
    "Each I/O port is controlled by three registers. DDRx sets direction (1 = output, 0 = input), PORTx sets the output level, or enables the internal pull-up when the pin is an input, and PINx reads the pin state. For example, Arduino pin 13 on an Uno is bit 5 of port B, so DDRB |= (1 << PB5) makes it an output and PORTB ^= (1 << PB5) toggles it. Using read-modify-write with masks, instead of assigning a whole value, avoids accidentally changing the other seven pins of the port.",
    "Fuses are special configuration bits set through the programmer, not by your program. They choose the clock source, enable brown-out detection, reserve bootloader space and can disable the reset pin. Wrong fuses are the usual way to lock yourself out of a chip: selecting an external crystal that is not fitted stops the clock, and programming RSTDISBL (reset disabled) or DWEN (debugWIRE) takes the reset pin away from ISP. Recovery then needs a clock signal on XTAL1, a debugWIRE-capable tool or a high-voltage programmer, so double-check fuse values with a fuse calculator before writing them.",
    "Clock speed is the other surprise. New ATmega328P and ATtiny85 chips ship running from the internal 8 MHz oscillator divided by 8, so they run at 1 MHz until the CKDIV8 fuse is changed. If your delays are eight times too long or serial output is garbage, check that F_CPU in your code matches the real clock.",
  ],
  features: [
    {
      title: "8-bit RISC Harvard core",
      text: "32 working registers and mostly single-cycle instructions give close to one million instructions per second per MHz, with predictable, cycle-countable timing.",
    },
    {
      title: "Memory types",
      text: "Flash for the program, SRAM for variables and the stack, and EEPROM for data that must survive power-off; flash and EEPROM have limited write cycles, so avoid writing in tight loops.",
    },
    {
      title: "Port registers DDRx, PORTx and PINx",
      text: "Direct register access is much faster than digitalWrite and allows changing several pins of a port at exactly the same moment.",
    },
    {
      title: "Timers and PWM",
      text: "The ATmega328P has two 8-bit timers (Timer0 and Timer2) and one 16-bit timer (Timer1) that generate PWM, measure pulse widths or trigger periodic interrupts without busy-waiting.",
    },
    {
      title: "Interrupts",
      text: "Each peripheral event has a vector; you write a handler with the ISR() macro from avr/interrupt.h and enable interrupts globally with sei(). Variables shared with an ISR must be declared volatile.",
    },
    {
      title: "Built-in peripherals",
      text: "ATmega parts such as the ATmega328P include a 10-bit ADC, USART, SPI, a two-wire interface compatible with I2C, an analog comparator and a watchdog timer; small ATtiny chips such as the ATtiny85 replace the serial blocks with a universal serial interface (USI).",
    },
    {
      title: "Sleep modes",
      text: "Idle, ADC noise reduction, power-save, power-down and standby modes switch off unused clocks; in power-down with the watchdog and brown-out detector off the ATmega328P typically draws well under a microamp, ideal for battery devices woken by interrupts or the watchdog.",
    },
    {
      title: "Programming interfaces",
      text: "Classic AVRs are programmed over ISP (SPI-based) with a programmer such as a USBasp, or through a serial bootloader as on Arduino; newer AVR families use the single-wire UPDI interface.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Timer1 interrupt blink in avr-gcc",
        text: "Blink the LED on PB5 (Uno pin 13) from a Timer1 compare-match interrupt: set the registers in C, compile with avr-gcc and flash the hex file with avrdude. The main loop stays empty, free for other work.",
        slug: "atmega328p-timer1-interrupt-blink",
      },
      {
        title: "Button with internal pull-up",
        text: "Set a pin as input, write 1 to its PORTx bit to enable the pull-up and read it through PINx, lighting an LED while the button is pressed.",
      },
      {
        title: "ATtiny85 night light",
        text: "Read a photoresistor with the ADC and fade an LED with hardware PWM on an 8-pin chip running from three AA cells or a USB supply.",
      },
    ],
    intermediate: [
      {
        title: "Timer interrupt clock",
        text: "Configure Timer1 in CTC mode to interrupt once per second and drive a multiplexed 7-segment display. Keep time from a 16 MHz crystal or a DS3231 RTC: the ceramic resonator on an Uno drifts too much for a clock.",
      },
      {
        title: "UART command console",
        text: "Set the USART baud rate registers, write interrupt-driven receive with a ring buffer and parse simple text commands from a terminal.",
      },
      {
        title: "Standalone ATmega328P",
        text: "Build a breadboard circuit with a 16 MHz crystal, two 22 pF capacitors, a 10 kΩ reset pull-up, AVCC tied to VCC and 100 nF decoupling at each supply pin, then program it over ISP.",
      },
    ],
    advanced: [
      {
        title: "Custom bootloader",
        text: "Write a small serial bootloader in the boot section that receives a program and writes flash pages with the self-programming (SPM) instruction.",
      },
      {
        title: "Software USB on an ATtiny",
        text: "Use the V-USB library to make an ATtiny85 appear as a USB keyboard or custom HID device, a lesson in tight, cycle-exact timing.",
      },
      {
        title: "Battery sensor node that lasts a year",
        text: "Combine power-down sleep, watchdog wake-ups, disabled unused peripherals through the power reduction register (PRR) and a low-quiescent regulator, verifying the design with current measurements.",
      },
    ],
  },
  topProjects: [
    {
      title: "Your own Arduino-compatible board",
      text: "Design a PCB with an ATmega328P, crystal, regulator and USB-serial header, burn the bootloader and program it from the Arduino IDE.",
    },
    {
      title: "ATtiny85 LED jewellery",
      text: "A tiny board driving addressable LEDs from a small battery shows how much an 8-pin microcontroller can do with careful code.",
    },
    {
      title: "Synthesiser voice",
      text: "Generate waveforms with a timer interrupt and PWM output through an RC filter, exploring direct digital synthesis on an 8-bit chip.",
    },
    {
      title: "Logic probe and frequency counter",
      text: "Use the 16-bit timer's input capture to measure frequency and pulse width, and display the results for use on your workbench.",
    },
  ],
  tutorials: [
    {
      title: "Compile and flash C code with avr-gcc",
      text: "Install avr-gcc, avr-libc and avrdude (on Debian or Ubuntu: gcc-avr, avr-libc and avrdude). Write main.c with #define F_CPU 16000000UL before including util/delay.h. Compile with avr-gcc -mmcu=atmega328p -Os, convert the ELF file to Intel hex with avr-objcopy, and flash it with avrdude -c usbasp -p m328p. Connect the USBasp to the ISP pins (MISO, MOSI, SCK, RESET, VCC, GND) first. On an Uno you can skip the programmer and use its bootloader instead: avrdude -c arduino -P with the board's serial port and -b 115200.",
      code: {
        lang: "bash",
        text: "sudo apt install gcc-avr avr-libc avrdude\navr-gcc -mmcu=atmega328p -Os -Wall -o main.elf main.c\navr-objcopy -O ihex -R .eeprom main.elf main.hex\n# with a USBasp on the ISP header\navrdude -c usbasp -p m328p -U flash:w:main.hex:i\n# or through an Uno's bootloader (the port name varies)\navrdude -c arduino -P /dev/ttyACM0 -b 115200 -p m328p -U flash:w:main.hex:i\n",
      },
    },
    {
      title: "Program an ATtiny85 with an Arduino as ISP",
      text: "Upload the ArduinoISP example to an Uno, then wire Uno pins 10, 11, 12 and 13 to the ATtiny85's RESET, MOSI, MISO and SCK, and add a 10 µF capacitor between the Uno's RESET and GND so it does not reset during programming. Install an ATtiny board package, select ATtiny85 and Arduino as ISP as the programmer, set the clock option to internal 8 MHz and run Burn Bootloader once to write the matching fuses, then upload with Upload Using Programmer.",
    },
    {
      title: "Set up a Timer1 interrupt",
      text: "For one interrupt per second at 16 MHz, put Timer1 in CTC mode by setting WGM12 in TCCR1B, choose a prescaler of 256 with CS12, and load OCR1A with 62499, because 16,000,000 / 256 = 62,500 counts per second and the counter starts at zero. Enable OCIE1A in TIMSK1, call sei(), and toggle PB5 inside ISR(TIMER1_COMPA_vect). The LED changes state once a second, so it is on for 1 s and off for 1 s.",
      code: {
        lang: "c",
        text: "#include <avr/io.h>\n#include <avr/interrupt.h>\n\nISR(TIMER1_COMPA_vect)\n{\n  PORTB ^= (1 << PB5);\n}\n\nint main(void)\n{\n  DDRB |= (1 << DDB5);\n\n  TCCR1A = 0;\n  TCCR1B = (1 << WGM12) | (1 << CS12);\n  OCR1A = 62499;\n  TIMSK1 = (1 << OCIE1A);\n  sei();\n\n  for (;;) {\n  }\n}\n",
      },
    },
  ],
  tutorialSlugs: ["atmega328p-timer1-interrupt-blink"],
};

export default topic;
