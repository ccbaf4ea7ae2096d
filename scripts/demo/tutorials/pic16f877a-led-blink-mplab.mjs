// A PIC16F877A on a breadboard with a 20 MHz crystal blinks an LED on RB0, built in MPLAB X with XC8 and flashed with a PICkit.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "pic16f877a-blink",
  data: {
    slug: "pic16f877a-led-blink-mplab",
    title: "PIC16F877A LED Blink with MPLAB X and XC8",
    topic: "pic-microcontroller",
    meta: {
      title: "PIC16F877A LED Blink: MPLAB X, XC8 and a 20 MHz Crystal",
      description:
        "Blink an LED on a PIC16F877A: wire a 20 MHz crystal and the MCLR pull-up, set XC8 config bits, drive RB0 with TRISB and PORTB, and program it with a PICkit.",
      keywords: "pic16f877a, pic microcontroller, mplab x, xc8, pragma config, tris, portb, 20 mhz crystal, pickit, led blink",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "This tutorial takes a bare PIC16F877A, a handful of passive parts and a PICkit programmer to a working LED that blinks once per second. There is no bootloader and no board support layer: you choose the oscillator mode in the configuration word, tell the compiler how fast the crystal runs, set the pin direction in TRISB and write the output level to PORTB. Those four steps are the foundation of every PIC project, and getting them right once makes the rest of the datasheet far less intimidating.",
          },
          {
            p: "You will learn what each configuration bit does and why HS is the right oscillator mode for a 20 MHz crystal, why MCLR needs a pull-up, how __delay_ms() turns milliseconds into instruction cycles, and how in-circuit serial programming (ICSP) reaches the chip through five wires. Allow about two hours the first time, half of it for installing MPLAB X IDE and the XC8 compiler; the wiring takes around thirty minutes.",
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × PIC16F877A in the 40-pin DIP package (for example PIC16F877A-I/P, rated for up to 20 MHz)",
              "1 × 20 MHz quartz crystal (HC-49 case)",
              "2 × 22 pF ceramic capacitors for the crystal",
              "2 × 100 nF ceramic capacitors, one for each VDD/VSS pair",
              "1 × 10 µF electrolytic capacitor across the 5 V rail",
              "1 × 10 kΩ resistor (MCLR pull-up)",
              "1 × 330 Ω resistor and 1 × 5 mm red LED",
              "A regulated 5 V supply: a bench supply, a USB breadboard power module or a 7805 regulator board",
              "A PICkit 4 or PICkit 5 in-circuit programmer, plus a 6-pin male header strip to plug its cable into the breadboard",
              "A full-size breadboard and jumper wires (the 40-pin DIP occupies 20 rows)",
              "On the computer: MPLAB X IDE and the MPLAB XC8 C compiler (the free licence is enough), both from Microchip",
            ],
          },
          {
            note: "The PIC16F877A is an older part that needs an external clock source. Newer chips such as the PIC16F1-series and PIC18F-Q parts have an accurate internal oscillator, but the 16F877A is still a common first chip in PIC courses, and wiring its crystal teaches you how a microcontroller gets its clock.",
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring the minimum circuit" },
          {
            p: "Pin numbers below are for the 40-pin DIP, counted anticlockwise from pin 1 next to the notch. Both VDD pins and both VSS pins must be connected, as the datasheet requires; leaving one pair open gives strange faults that look like software bugs.",
          },
          {
            table: {
              header: ["PIC16F877A pin", "Connects to", "Why"],
              rows: [
                {
                  cells: [
                    "1 (MCLR/VPP)",
                    "10 kΩ resistor to +5 V; PICkit pin 1",
                    "MCLR is an active-low reset. Without the pull-up it floats and the chip resets at random or never starts. During programming the PICkit drives this pin to about 13 V, which the resistor tolerates.",
                  ],
                },
                { cells: ["11 (VDD)", "+5 V", "Supply. Place a 100 nF capacitor directly between pins 11 and 12."] },
                { cells: ["12 (VSS)", "GND", "Ground for the first supply pair."] },
                {
                  cells: [
                    "32 (VDD)",
                    "+5 V",
                    "Second supply pin. Place the second 100 nF capacitor directly between pins 32 and 31.",
                  ],
                },
                { cells: ["31 (VSS)", "GND", "Ground for the second supply pair."] },
                {
                  cells: [
                    "13 (OSC1/CLKI)",
                    "One crystal lead; 22 pF to GND",
                    "Oscillator input. Keep the crystal within a centimetre or two of the chip.",
                  ],
                },
                {
                  cells: [
                    "14 (OSC2/CLKO)",
                    "Other crystal lead; 22 pF to GND",
                    "Oscillator output that drives the crystal in HS mode.",
                  ],
                },
                {
                  cells: [
                    "33 (RB0)",
                    "330 Ω resistor, then LED anode (long leg); LED cathode to GND",
                    "The LED lights when RB0 is driven high. (5 V − 2.0 V) / 330 Ω ≈ 9 mA.",
                  ],
                },
                {
                  cells: [
                    "39 (RB6/PGC)",
                    "PICkit pin 5 (PGC, ICSPCLK)",
                    "Programming clock. Do not load this pin with LEDs or capacitors.",
                  ],
                },
                {
                  cells: [
                    "40 (RB7/PGD)",
                    "PICkit pin 4 (PGD, ICSPDAT)",
                    "Programming data. Same rule: keep it free of heavy loads.",
                  ],
                },
                {
                  cells: [
                    "36 (RB3/PGM)",
                    "Not connected",
                    "Only used for low-voltage programming, which the configuration bits below switch off.",
                  ],
                },
                {
                  cells: [
                    "+5 V rail",
                    "PICkit pin 2 (VDD); 10 µF electrolytic to GND",
                    "The PICkit senses the target voltage here. The electrolytic (negative lead to GND) steadies the rail.",
                  ],
                },
                { cells: ["GND rail", "PICkit pin 3 (VSS)", "Common ground between programmer and target."] },
              ],
            },
          },
          {
            p: "The LED current is set by the resistor: with a typical red LED forward voltage of about 2.0 V, (5.0 − 2.0) V / 330 Ω = 9.1 mA. That is comfortably inside the PIC16F877A's absolute maximum of 25 mA per I/O pin and bright enough to see indoors. A PICkit's pin 1 is marked with a triangle on the connector; only pins 1 to 5 are used for this chip, and any pins beyond them stay unconnected.",
          },
          {
            p: "For the crystal capacitors, the PIC16F877A datasheet's capacitor table gives a range of 15 to 33 pF for a 20 MHz crystal in HS mode. 22 pF sits in the middle of that range and works with most HC-49 crystals; if your crystal's datasheet specifies a load capacitance, follow it.",
          },
          {
            warning:
              "Use a regulated supply no higher than 5.5 V; the standard PIC16F877A is specified for 4.0 to 5.5 V. A 9 V battery connected straight to VDD will destroy the chip. Also check the supply polarity before plugging in: reversed VDD and VSS on a 40-pin DIP usually kills the part within seconds.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The program: main.c" },
          {
            p: "This is the complete source file. The #pragma config lines set the configuration word, which is written into the chip along with the program and read by the hardware before your first instruction runs. The setting names are the ones XC8 defines for the PIC16F877A, which you can confirm in MPLAB X's Configuration Bits window.",
          },
          {
            code: {
              lang: "c",
              text: `/*
 * main.c - PIC16F877A LED blink on RB0 (pin 33)
 * Clock: 20 MHz crystal on OSC1/OSC2 (pins 13 and 14), HS oscillator mode.
 * Compiler: MPLAB XC8.
 */

// Configuration bits: read by the hardware at power-up
#pragma config FOSC = HS     // HS oscillator: crystal above 4 MHz (here 20 MHz)
#pragma config WDTE = OFF    // Watchdog timer off
#pragma config PWRTE = ON    // Power-up timer on: short delay while VDD settles
#pragma config BOREN = ON    // Brown-out reset on: reset if VDD sags
#pragma config LVP = OFF     // Low-voltage programming off: RB3 is normal I/O
#pragma config CPD = OFF     // Data EEPROM code protection off
#pragma config WRT = OFF     // Flash self-write protection off
#pragma config CP = OFF      // Program memory code protection off

#include <xc.h>

// Oscillator frequency in Hz, used by __delay_ms() and __delay_us()
#define _XTAL_FREQ 20000000

void main(void) {
  ADCON1 = 0x06;          // PORTA and PORTE pins digital (PORTB has no analog inputs)
  PORTB = 0x00;           // set the output latch low before enabling the driver
  TRISBbits.TRISB0 = 0;   // RB0 = output (0 = output, 1 = input)

  while (1) {
    PORTBbits.RB0 = 1;    // LED on
    __delay_ms(500);
    PORTBbits.RB0 = 0;    // LED off
    __delay_ms(500);
  }
}
`,
            },
          },
          { h3: "What each configuration bit does" },
          {
            p: "FOSC = HS selects the high-speed crystal driver, the mode the datasheet specifies for crystals above 4 MHz. The XT mode is meant for crystals up to 4 MHz and has less drive, so a 20 MHz crystal in XT mode may not start at all. WDTE = OFF disables the watchdog timer; left on, it resets the chip whenever the program fails to execute CLRWDT in time, which with the reset-default prescaler is roughly every 2.3 seconds (a nominal 18 ms watchdog period multiplied by the 1:128 postscaler). PWRTE = ON holds the chip in reset for a nominal 72 ms after power-up so the supply and crystal can settle. BOREN = ON resets the chip if VDD drops below the brown-out threshold of about 4 V instead of letting it execute garbage. LVP = OFF turns off low-voltage programming, so RB3 becomes an ordinary I/O pin and the chip can only be programmed with the high voltage on MCLR, which every PICkit supplies. The last three bits leave code and data protection off so you can read the chip back while learning.",
          },
          { h3: "Why _XTAL_FREQ matters" },
          {
            p: "__delay_ms() does not measure time; the compiler turns it into a counted loop. A PIC16 executes one instruction cycle every four oscillator clocks, so at 20 MHz the instruction cycle is 4 / 20 MHz = 200 ns and the chip runs 5 million instruction cycles per second. __delay_ms(500) therefore becomes a loop of 0.5 s × 5,000,000 = 2,500,000 cycles. The compiler only knows the clock because you define _XTAL_FREQ; if it says 20000000 but you fit a 4 MHz crystal, every delay lasts five times longer.",
          },
          { h3: "TRIS, PORT and the order of the first lines" },
          {
            p: "Every pin starts as an input after reset (all TRIS bits are 1). Writing PORTB = 0x00 first loads the output latch with 0, so when TRISB0 is cleared the pin starts low instead of briefly driving whatever the latch held. ADCON1 = 0x06 configures the PORTA and PORTE pins as digital; it does nothing for RB0, but if you later move the LED to RA0 the pin would otherwise stay an analog input and read as 0. PORTBbits.RB0 = 1 compiles to a single bit-set instruction on PORTB. Because the PIC16F877A has no LAT registers, that instruction reads the whole port, changes one bit and writes it back; with other outputs on PORTB driving heavy loads, keep a copy of the port value in a variable and write the full byte instead.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and program" },
          {
            ol: [
              "Install MPLAB X IDE and then the MPLAB XC8 compiler. They are separate downloads; if XC8 does not appear as a compiler choice later, use Tools > Options > Embedded > Build Tools to scan for it.",
              "Build the circuit without the PICkit attached. Power it up and measure with a multimeter: 5 V between pins 11 and 12 and between pins 32 and 31, and about 5 V from pin 1 (MCLR) to ground.",
              "In MPLAB X choose File > New Project, then Microchip Embedded and the standalone (application) project type. Select the device PIC16F877A, your PICkit as the tool and XC8 as the compiler, and give the project a name.",
              "Right-click Source Files in the project tree, add a new C main file called main.c, and replace its contents with the program above.",
              "Open the Configuration Bits window (under Window > Target Memory Views in recent versions) and check that it shows the same values as the #pragma config lines: FOSC HS, WDTE OFF, PWRTE ON, BOREN ON, LVP OFF.",
              "Plug the PICkit cable into the 6-pin header so that PICkit pin 1 meets the MCLR wire, and check the order: 1 MCLR, 2 VDD, 3 GND, 4 PGD, 5 PGC.",
              "In the project properties, under the PICkit's settings, leave the option to power the target from the programmer switched off, because the board has its own 5 V supply.",
              "Click Make and Program Device. The output window shows the build, then the programmer erasing, programming and verifying the device.",
              "If the LED does not start blinking straight after programming, check that the Hold in Reset button in the toolbar is not active, or simply unplug the PICkit.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "The LED on RB0 turns on for 500 ms and off for 500 ms: one flash per second, 60 per minute. Counting flashes against a stopwatch for a full minute is a surprisingly good check, because a wrong _XTAL_FREQ or a wrong crystal shows up as a large error rather than a small one. The figures below are what the arithmetic predicts for this circuit:",
          },
          {
            table: {
              header: ["Quantity", "Expected value", "How to check"],
              rows: [
                { cells: ["Instruction cycle", "200 ns (5 MIPS)", "4 / 20 MHz"] },
                { cells: ["LED on time", "500 ms", "Oscilloscope on pin 33, or count flashes"] },
                { cells: ["Blink frequency", "1.00 Hz, 50 % duty", "Multimeter with a Hz function on pin 33"] },
                { cells: ["Flashes in 60 s", "60", "Stopwatch"] },
                { cells: ["LED current", "about 9 mA", "Meter in series with the LED, on the mA range"] },
                { cells: ["Voltage on pin 1 (MCLR)", "about 5 V while running", "Multimeter to GND"] },
              ],
            },
          },
          {
            p: "If you have an oscilloscope, a 10x probe on OSC2 (pin 14) shows a 20 MHz waveform. A 1x probe adds enough capacitance to stop some crystals, so a scope that freezes the program is not a fault in your circuit.",
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
                    "Programmed successfully, but the LED never lights",
                    "Oscillator not running: FOSC set to XT or RC, a missing 22 pF capacitor, or long crystal leads",
                    "Set FOSC = HS, fit both capacitors to ground and move the crystal next to pins 13 and 14.",
                  ],
                },
                {
                  cells: [
                    "MPLAB X reports an invalid device ID or cannot find the target",
                    "PGC and PGD swapped, no 5 V on the target, or MCLR not reaching PICkit pin 1",
                    "Check the header order 1 MCLR, 2 VDD, 3 GND, 4 PGD, 5 PGC and measure 5 V at PICkit pin 2.",
                  ],
                },
                {
                  cells: [
                    "LED blinks far too slowly or too fast",
                    "_XTAL_FREQ does not match the crystal fitted",
                    "Read the marking on the crystal and set _XTAL_FREQ to that frequency in Hz.",
                  ],
                },
                {
                  cells: [
                    "Blink pattern restarts every couple of seconds",
                    "Watchdog timer enabled, resetting the chip roughly every 2.3 s",
                    "Set WDTE = OFF, or call CLRWDT() inside the loop if you want the watchdog.",
                  ],
                },
                {
                  cells: [
                    "Chip runs only while a finger touches pin 1, or resets at random",
                    "Missing or open MCLR pull-up",
                    "Fit the 10 kΩ resistor from pin 1 to +5 V.",
                  ],
                },
                {
                  cells: [
                    "LED lit but the chip behaves erratically under load",
                    "One VDD/VSS pair left open or no decoupling",
                    "Connect pins 11, 12, 31 and 32 and place a 100 nF capacitor right at each pair.",
                  ],
                },
                {
                  cells: [
                    "LED never lights, but RB0 measures 5 V",
                    "LED reversed",
                    "The long leg (anode) goes to the resistor, the flat side of the case (cathode) to ground.",
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
              "Replace __delay_ms() with a Timer1 interrupt. With a 1:8 prescaler Timer1 counts at 5 MHz / 8 = 625 kHz, so 62,500 counts take exactly 100 ms; preload TMR1 with 65,536 − 62,500 = 3,036 and toggle the LED every fifth interrupt, leaving the CPU free for other work.",
              "Add a push button on RB4 to ground and enable PORTB's weak pull-ups by clearing the RBPU bit in OPTION_REG (OPTION_REGbits.nRBPU = 0), then change the blink rate on each press.",
              "Put a 10 kΩ potentiometer on AN0 (pin 2), read it with the 10-bit ADC and use the value to set the blink period.",
            ],
          },
        ],
      },
    ],
  },
};
