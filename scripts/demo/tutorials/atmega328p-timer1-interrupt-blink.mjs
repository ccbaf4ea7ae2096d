// Blinks PB5 (Uno pin 13) at 1 Hz from a Timer1 CTC compare-match interrupt, in plain avr-gcc C flashed with avrdude.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "avr-timer1-blink",
  data: {
    slug: "atmega328p-timer1-interrupt-blink",
    title: "ATmega328P Registers: Timer1 CTC Interrupt Blink with avr-gcc and avrdude",
    topic: "avr-microcontroller",
    meta: {
      title: "ATmega328P Timer1 CTC Interrupt Blink in avr-gcc (No Arduino)",
      description:
        "Blink an LED from a Timer1 compare-match interrupt on the ATmega328P: TCCR1A, TCCR1B, OCR1A and TIMSK1 set by hand, built with avr-gcc and flashed with avrdude.",
      keywords: "atmega328p, avr, timer1, ctc, interrupt, ocr1a, tccr1b, avr-gcc, avrdude, register programming",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "The Arduino Blink sketch spends almost all its time inside delay(), doing nothing useful. A hardware timer can do the waiting instead: Timer1 counts clock ticks on its own and raises an interrupt at exactly the moment you choose, so the LED toggles on time while the CPU is free, or asleep. In this tutorial you write that program in plain C for the ATmega328P, with no Arduino core at all, compile it with avr-gcc and flash it with avrdude.",
          },
          {
            p: "You will configure four Timer1 registers by hand (TCCR1A, TCCR1B, OCR1A and TIMSK1), work out the compare value for a 16 MHz clock from the prescaler, write an interrupt service routine with the ISR() macro, and put the CPU into Idle sleep between interrupts. The hardware is an Arduino Uno R3 used simply as an ATmega328P board with a 16 MHz clock and an LED on PB5. Allow 45 minutes, including installing the toolchain.",
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × Arduino Uno R3 (its ATmega328P runs at 16 MHz and has the Optiboot bootloader) and a USB-B cable",
              "Optional: 1 × 5 mm LED and 1 × 220 Ω resistor, to see the blink on a breadboard as well as on the built-in L LED",
              "Optional: a USBasp (or another ISP programmer) with a 6-pin cable, only if you want to flash without the bootloader",
              "A computer with avr-gcc, avr-libc, binutils-avr and avrdude (Debian and Ubuntu package names: gcc-avr, avr-libc, binutils-avr, avrdude)",
              "A text editor and a terminal",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            p: "The Uno's built-in L LED is already driven from PB5, which the Arduino world calls pin 13, so the minimal setup needs only the USB cable. The table includes the optional external LED and, for the ISP route, the 6-pin ICSP header next to the ATmega328P.",
          },
          {
            table: {
              header: ["ATmega328P signal (DIP pin)", "Uno header", "Connects to", "Note"],
              rows: [
                {
                  cells: [
                    "PB5 (19)",
                    "D13",
                    "Built-in L LED (already on the board)",
                    "Bit 5 of port B, toggled by the interrupt",
                  ],
                },
                {
                  cells: [
                    "PB5 (19)",
                    "D13",
                    "Optional: 220 Ω resistor, then the external LED's anode",
                    "(5 V − 2 V) / 220 Ω ≈ 14 mA for a red LED",
                  ],
                },
                { cells: ["GND (8, 22)", "GND", "Optional: the external LED's cathode", "Return path for the LED current"] },
                {
                  cells: [
                    "USB",
                    "USB-B socket",
                    "Your computer",
                    "Power and flashing through the bootloader with avrdude -c arduino",
                  ],
                },
                {
                  cells: [
                    "MISO, MOSI, SCK, RESET, VCC, GND",
                    "ICSP header",
                    "USBasp 6-pin cable (ISP route only)",
                    "Pin 1 of the cable (marked) goes to the header pin marked 1 or with a dot",
                  ],
                },
              ],
            },
          },
          {
            warning:
              "Flashing with an ISP programmer erases the whole chip, including the Uno's bootloader, so the board will no longer accept uploads from the Arduino IDE until you use Tools > Burn Bootloader. If your programmer also supplies 5 V to the target, unplug the Uno's USB cable so the board has only one power source. And do not add any -U lfuse, hfuse or efuse options to avrdude: this tutorial needs no fuse changes, and a wrong clock fuse can leave the chip unable to run or be programmed.",
          },
        ],
      },
      {
        section: "timer-maths",
        content: [
          { h2: "The timer arithmetic" },
          {
            p: "The goal is one flash per second: LED on for 0.5 s, off for 0.5 s. That means toggling PB5 every 0.5 s, so the interrupt must fire twice a second (2 Hz). Timer1 is a 16-bit counter clocked from the CPU clock through a prescaler N (1, 8, 64, 256 or 1024). In CTC mode (Clear Timer on Compare match) it counts from 0 up to the value in OCR1A, raises the compare-match interrupt, and restarts at 0 on the next tick. One cycle therefore lasts OCR1A + 1 ticks, and the interrupt rate is f = f_CPU / (N × (OCR1A + 1)).",
          },
          {
            p: "Rearranged for the compare value: OCR1A = f_CPU / (N × f) − 1. With f_CPU = 16 MHz and f = 2 Hz, the number of timer ticks per half second at each prescaler is:",
          },
          {
            table: {
              header: ["Prescaler N", "Timer clock", "One tick", "Ticks in 0.5 s", "Fits in 16 bits (65,536 ticks)?"],
              rows: [
                { cells: ["1", "16 MHz", "62.5 ns", "8,000,000", "No"] },
                { cells: ["8", "2 MHz", "0.5 µs", "1,000,000", "No"] },
                { cells: ["64", "250 kHz", "4 µs", "125,000", "No"] },
                { cells: ["256", "62.5 kHz", "16 µs", "31,250", "Yes, exactly: OCR1A = 31,249"] },
                { cells: ["1024", "15.625 kHz", "64 µs", "7,812.5", "Yes, but not a whole number: 7,813 ticks give 0.500032 s"] },
              ],
            },
          },
          {
            p: "Prescaler 256 is the choice: 16,000,000 / 256 = 62,500 ticks per second, half of that is 31,250 ticks, and because the count includes 0 the compare value is 31,250 − 1 = 31,249. Check: 31,250 × 16 µs = 0.500 s. Prescaler 1024 would also fit, but the half-tick it cannot represent adds 32 µs of error every half second, small but needless.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The program" },
          {
            p: "Save this as main.c. It includes only avr-libc headers: avr/io.h for the register names, avr/interrupt.h for ISR() and sei(), and avr/sleep.h for the sleep functions.",
          },
          {
            code: {
              lang: "c",
              text: `// Timer1 CTC interrupt blink for the ATmega328P at 16 MHz (Arduino Uno R3 or a bare chip with a 16 MHz crystal).
// The LED on PB5 (Arduino pin 13) toggles every 0.5 s: 0.5 s on, 0.5 s off, one flash per second.
#ifndef F_CPU
#define F_CPU 16000000UL
#endif

#include <avr/io.h>
#include <avr/interrupt.h>
#include <avr/sleep.h>

#define TIMER1_PRESCALER 256UL
#define TOGGLES_PER_SECOND 2UL
// Compare value: 16,000,000 / 256 / 2 - 1 = 31249 (the counter runs 0..31249, 31,250 ticks)
#define TIMER1_TOP (F_CPU / TIMER1_PRESCALER / TOGGLES_PER_SECOND - 1)

#if TIMER1_TOP > 65535
#error "TIMER1_TOP does not fit in the 16-bit OCR1A: choose a larger prescaler"
#endif

ISR(TIMER1_COMPA_vect)
{
  PINB = (1 << PINB5);                    // writing 1 to a PINx bit toggles that PORTx bit
}

int main(void)
{
  DDRB |= (1 << DDB5);                    // PB5 (pin 13) as output
  PORTB &= ~(1 << PORTB5);                // LED off to start

  TCCR1A = 0;                             // normal port operation, WGM11:10 = 00
  TCCR1B = 0;                             // timer stopped while we configure it
  TCNT1 = 0;                              // start counting from zero
  OCR1A = TIMER1_TOP;                     // 31249
  TIMSK1 = (1 << OCIE1A);                 // interrupt on compare match A
  TCCR1B = (1 << WGM12) | (1 << CS12);    // CTC mode 4 (TOP = OCR1A), clock / 256: timer starts

  sei();                                  // enable interrupts globally

  set_sleep_mode(SLEEP_MODE_IDLE);        // Idle stops the CPU but keeps Timer1 running
  for (;;) {
    sleep_mode();                         // sleep until an interrupt, then go round again
  }
}
`,
            },
          },
          { h3: "Register by register" },
          {
            table: {
              header: ["Register", "Value written", "Meaning"],
              rows: [
                { cells: ["DDRB", "bit DDB5 = 1", "PB5 becomes an output"] },
                {
                  cells: [
                    "TCCR1A",
                    "0x00",
                    "COM1A and COM1B bits 0 (the timer does not drive OC1A/OC1B pins); WGM11 and WGM10 = 0",
                  ],
                },
                { cells: ["TCNT1", "0", "The 16-bit counter starts from zero"] },
                { cells: ["OCR1A", "31249 (0x7A11)", "The TOP value in CTC mode"] },
                { cells: ["TIMSK1", "OCIE1A = 1", "Enables the Timer1 compare match A interrupt"] },
                {
                  cells: [
                    "TCCR1B",
                    "WGM12 = 1, CS12 = 1 (0x0C)",
                    "WGM13:10 = 0100 selects mode 4, CTC with TOP = OCR1A; CS12:10 = 100 selects clk/256 and starts the timer",
                  ],
                },
              ],
            },
          },
          {
            p: "The ATmega328P has no register called TCCR1: Timer1's control bits are split across TCCR1A and TCCR1B (plus TCCR1C for forced compares). The waveform-generation mode is four bits, WGM13 to WGM10, and they are split too: WGM11 and WGM10 live in TCCR1A, WGM13 and WGM12 in TCCR1B. Mode 4 needs only WGM12. The clock-select bits are written last, because the timer starts counting as soon as they are non-zero.",
          },
          {
            p: "ISR(TIMER1_COMPA_vect) defines the handler that the compare match calls through the interrupt vector table. Inside it, one write toggles the LED: on the ATmega328P, writing a 1 to a bit of PINB flips the matching PORTB bit, a single instruction with no read-modify-write. PORTB ^= (1 << PORTB5) would work as well. Note that nothing clears the interrupt flag by hand: the hardware clears OCF1A automatically when it runs the handler. The handler shares no variables with main(), so nothing needs to be declared volatile yet.",
          },
          {
            p: "sei() sets the global interrupt-enable bit; without it no handler runs, however the timer is set. The main loop then does nothing but sleep: Idle mode halts the CPU clock but keeps the I/O clock that Timer1 uses, so each compare match wakes the CPU, the handler runs, and sleep_mode() puts it back to sleep.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and flash" },
          {
            p: "The commands below are for Debian or Ubuntu. On Windows, the avr-gcc and avrdude bundled with the Arduino IDE or Microchip's AVR 8-bit toolchain work the same way; on macOS the osx-cross/avr Homebrew tap provides avr-gcc.",
          },
          {
            code: {
              lang: "bash",
              text: `# Install the toolchain (Debian/Ubuntu)
sudo apt install gcc-avr avr-libc binutils-avr avrdude

# Compile and link for the ATmega328P, then convert to Intel HEX
avr-gcc -mmcu=atmega328p -DF_CPU=16000000UL -Os -Wall -o blink.elf main.c
avr-objcopy -O ihex -R .eeprom blink.elf blink.hex
avr-size blink.elf

# Flash through the Uno's bootloader (a genuine Uno appears as /dev/ttyACM0, CH340 clones as /dev/ttyUSB0)
avrdude -c arduino -p m328p -P /dev/ttyACM0 -b 115200 -U flash:w:blink.hex:i

# Or, with a USBasp on the ICSP header (erases the bootloader)
# avrdude -c usbasp -p m328p -U flash:w:blink.hex:i
`,
            },
          },
          {
            ol: [
              "Install the toolchain with the first command, and check it with avr-gcc --version.",
              "Create a folder, save the program as main.c in it, and open a terminal there.",
              "Run the avr-gcc and avr-objcopy commands. -mmcu=atmega328p selects the chip's register definitions and vector table; -Os optimises for size; -R .eeprom keeps EEPROM data out of the flash image.",
              "Run avr-size and confirm the program is only a few hundred bytes.",
              "Plug in the Uno and find its port (ls /dev/ttyACM* /dev/ttyUSB* on Linux, Device Manager on Windows, where you would use -P COM3 or similar).",
              "Run the avrdude command with -c arduino and -b 115200, the protocol and speed of the Uno's Optiboot bootloader. avrdude resets the board, writes the flash and reads it back to verify.",
              "Watch the L LED, and the external LED if you fitted it.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "avr-size reports a program of roughly 230 bytes (226 bytes of text with avr-gcc 5.4; other compiler versions differ slightly), most of it the interrupt vector table and start-up code. avrdude ends with lines like these (the exact wording varies between avrdude versions):",
          },
          {
            code: {
              lang: "plaintext",
              text: `   text	   data	    bss	    dec	    hex	filename
    226	      0	      0	    226	     e2	blink.elf

avrdude: 226 bytes of flash written
avrdude: 226 bytes of flash verified

avrdude done.  Thank you.
`,
            },
          },
          {
            p: "The L LED then lights for 0.5 s and goes dark for 0.5 s, 60 flashes a minute. An oscilloscope or logic analyser on D13 shows a 1 Hz square wave with a 50 % duty cycle and edges 500 ms apart. The Uno R3 clocks its ATmega328P from a ceramic resonator, which is less precise than a crystal, so a frequency counter may read slightly off 1.000 Hz; the arithmetic is exact, the clock source is not.",
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
                    "avrdude: stk500_recv(): programmer is not responding, or not in sync",
                    "Wrong port, wrong baud rate, or another program (such as the Arduino Serial Monitor) holding the port",
                    "Close other serial programs, check -P, and use -b 115200 for an Uno; a Nano with the old bootloader needs -b 57600",
                  ],
                },
                {
                  cells: [
                    "Permission denied opening /dev/ttyACM0",
                    "Your Linux user is not in the group that owns serial ports",
                    "sudo usermod -aG dialout $USER, then log out and back in",
                  ],
                },
                {
                  cells: [
                    "The LED never changes, or stays on",
                    "sei() missing, OCIE1A not set, or the vector name misspelled (avr-gcc then warns that the handler appears to be a misspelled signal handler, and the interrupt jumps to the reset code instead)",
                    "Compile with -Wall, read every warning, and check the vector name TIMER1_COMPA_vect letter by letter",
                  ],
                },
                {
                  cells: [
                    "The LED toggles every 8 s instead of every 0.5 s (on a bare ATmega328P)",
                    "A new chip runs from its internal 8 MHz oscillator divided by 8, i.e. 1 MHz, 16 times slower than the 16 MHz the arithmetic assumes",
                    "Fit a 16 MHz crystal and program the matching fuses carefully with a fuse calculator, or recompute OCR1A for 1 MHz",
                  ],
                },
                {
                  cells: [
                    "The timing is wrong when the same code is pasted into an Arduino sketch",
                    "The Arduino core's start-up code has already configured Timer1 for PWM (WGM10 set in TCCR1A, prescaler 64 in TCCR1B)",
                    "Write TCCR1A and TCCR1B completely, as this program does, rather than OR-ing bits into them",
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
              "Let the timer drive the pin with no interrupt at all: set DDB1, and COM1A0 in TCCR1A to toggle OC1A (PB1, Uno pin 9) on each compare match. The pin then runs at f = 16 MHz / (2 × 256 × 31,250) = 1 Hz even with interrupts disabled.",
              "Count seconds in the handler with a volatile uint16_t, and read it in main() inside ATOMIC_BLOCK(ATOMIC_RESTORESTATE) from util/atomic.h, because a 16-bit read on an 8-bit CPU takes two instructions and the interrupt could land between them.",
              "Measure the supply current with and without the sleep_mode() call to see what Idle mode saves, then, on a bare ATmega328P running from its internal oscillator, try Power-save mode with Timer2 clocked asynchronously from a 32.768 kHz watch crystal on the TOSC1/TOSC2 pins.",
            ],
          },
        ],
      },
    ],
  },
};
