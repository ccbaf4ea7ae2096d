import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "pic-microcontroller",
  kind: "topic",
  title: "PIC Microcontrollers",
  headTitle: "PIC Microcontrollers: Architecture, Programming and Projects",
  description:
    "Learn PIC microcontrollers: families, Harvard architecture, TRIS and PORT registers, config bits, MPLAB X with XC8, the PIC16F877A, and projects to build.",
  keywords: [
    "PIC microcontroller",
    "PIC16F877A",
    "Microchip PIC",
    "MPLAB X",
    "XC8 compiler",
    "PICkit",
    "TRIS register",
    "PIC18",
    "embedded C",
  ],
  intro: [
    "PIC microcontrollers are Microchip's long-running family of chips, found in remote controls, battery chargers, appliances, car electronics and industrial sensors. The name goes back to a peripheral controller chip designed by General Instrument in the 1970s; today the PIC range covers hundreds of parts, from 6-pin 8-bit devices to 32-bit processors.",
    "Learning PICs teaches you to work close to the hardware. Where Arduino hides registers behind functions like digitalWrite(), PIC development usually means setting configuration bits, writing to TRIS and PORT registers and reading the datasheet, exactly the skills that transfer to professional embedded work on any microcontroller.",
    "The classic teaching part is the PIC16F877A, a 40-pin 8-bit chip running at up to 20 MHz with 8K words of program flash, 368 bytes of RAM, 256 bytes of EEPROM, 33 I/O pins, an 8-channel 10-bit ADC, a USART and an MSSP module for SPI and I2C. It remains common in courses, although newer PIC16F1 and PIC18 parts add internal oscillators, LAT registers, more memory and more peripherals.",
  ],
  basics: [
    "8-bit PICs come in baseline (PIC10, PIC12 and some PIC16 parts, 12-bit instruction words), mid-range (PIC12 and PIC16, 14-bit words), enhanced mid-range (PIC12F1 and PIC16F1 parts, 14-bit words with extra instructions and features) and PIC18 (16-bit words). Above them sit the 16-bit PIC24 and dsPIC, whose DSP instructions suit motor control and signal processing, and the 32-bit PIC32. The instruction width describes program memory words, not data: every 8-bit PIC processes data 8 bits at a time.",
    "PICs use a Harvard architecture: program and data memories are separate, with separate buses, so the next instruction is fetched while the current one executes. On 8-bit PICs one instruction cycle takes four oscillator clocks, so a PIC16F877A with a 20 MHz crystal executes 5 million instructions per second, most in one cycle and branches in two. Arithmetic passes through the working register W, and mid-range RAM is split into banks selected by the RP0 and RP1 bits of the STATUS register, which is why PIC assembly is full of bank switching and why a C compiler is so welcome.",
    "Each port has a TRIS register for direction (1 = input, 0 = output; a 1 looks like the I in input) and a PORT register for reading pins. Enhanced mid-range and PIC18 parts add LAT (latch) registers, and writing outputs through LAT avoids the read-modify-write problem: a bit operation on PORT reads the actual pin levels and can flip other outputs that are heavily loaded or still rising. The PIC16F877A has no LAT registers, so keep a shadow copy of the port in RAM if this bites. A second trap: after reset the 16F877A's ADCON1 configures the analog-capable PORTA and PORTE pins as analog inputs, which read as 0, so set them to digital in ADCON1 (newer parts use ANSEL registers).",
    "Configuration bits, often called fuses, are written during programming and select the oscillator mode (HS for a crystal above 4 MHz on the 16F877A), watchdog timer, power-up timer, brown-out reset, code protection and low-voltage programming. In XC8 they are set with #pragma config lines. An enabled watchdog that keeps resetting the chip, the wrong oscillator mode, or a missing pull-up of about 10 kΩ from MCLR to VDD are the usual suspects when a first program does nothing. Chips are programmed in-circuit (ICSP) through MCLR/VPP, VDD, VSS, PGD and PGC using a PICkit programmer and MPLAB X IDE.",
  ],
  features: [
    {
      title: "Oscillator options",
      text: "Older parts like the 16F877A need an external crystal or resonator, with two small load capacitors chosen from the crystal's datasheet, or an RC network. Most modern PICs have an accurate internal oscillator, often with a PLL, which frees two pins and removes parts.",
    },
    {
      title: "Timers",
      text: "The 16F877A has Timer0 (8-bit), Timer1 (16-bit, able to run from its own 32.768 kHz crystal as a real-time clock) and Timer2 (8-bit with a period register, the PWM time base). Prescalers divide the clock so an overflow marks an exact interval.",
    },
    {
      title: "CCP modules",
      text: "Capture/Compare/PWM units timestamp input edges, trigger events at a set timer value, or generate PWM with up to 10-bit resolution. PWM period = (PR2 + 1) × 4 × Tosc × Timer2 prescale, so at 20 MHz with PR2 = 249 and a prescale of 1 you get 50 µs, a 20 kHz PWM.",
    },
    {
      title: "10-bit ADC",
      text: "Eight channels on the 16F877A. Select a channel, wait the acquisition time so the internal sample-and-hold capacitor charges, set GO/DONE and read ADRESH:ADRESL when the bit clears. The ADFM bit chooses left or right justification of the 10-bit result.",
    },
    {
      title: "Serial peripherals",
      text: "The USART handles asynchronous serial and the MSSP module does SPI or I2C. For the UART at 20 MHz with BRGH = 1, baud = Fosc / (16 × (SPBRG + 1)), so SPBRG = 129 gives 9615 baud, 0.16 % above 9600.",
    },
    {
      title: "Interrupts",
      text: "Mid-range PICs have a single interrupt vector at address 0x0004, so the handler checks each enabled flag (for example TMR1IF or RCIF), handles it and clears it. Peripheral interrupts need both GIE and PEIE set. PIC18 parts add high and low priority levels.",
    },
    {
      title: "EEPROM, watchdog and brown-out reset",
      text: "256 bytes of data EEPROM on the 16F877A keep settings through power loss, while the watchdog timer and brown-out reset recover the chip from software hangs and sagging supply voltage in field devices.",
    },
    {
      title: "Toolchain",
      text: "MPLAB X IDE, the XC8, XC16 and XC32 compilers (free to use; a paid PRO licence unlocks the strongest optimisations), MPLAB Code Configurator for generating peripheral setup code on newer parts, and PICkit programmer-debuggers.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "LED blink with MPLAB X and XC8",
        text: "A 16F877A with a 20 MHz crystal and its load capacitors, a 10 kΩ MCLR pull-up, 100 nF decoupling at the supply pins and an LED on RB0. A 330 Ω series resistor gives a red LED (5 - 2) / 330 ≈ 9 mA, well inside the 25 mA pin limit. Teaches config bits, TRIS and __delay_ms().",
        slug: "pic16f877a-led-blink-mplab",
      },
      {
        title: "Push button with debounce",
        text: "Read a button on PORTB using the weak pull-ups enabled by clearing the RBPU bit (active low) in OPTION_REG, and ignore bounces by requiring a stable level for about 20 ms before acting.",
      },
      {
        title: "Seven-segment counter",
        text: "Drive a common-cathode display from PORTD with one resistor per segment and count button presses from 0 to 9, building a lookup table of segment patterns.",
      },
      {
        title: "Potentiometer bar graph",
        text: "Read a potentiometer on AN0 and light 0 to 8 LEDs on PORTB in proportion. A simple first use of the ADC and integer scaling.",
      },
    ],
    intermediate: [
      {
        title: "LCD thermometer",
        text: "An LM35 sensor (10 mV/°C) on AN0 and a 16x2 HD44780 LCD in 4-bit mode. With a 5 V reference each ADC step is about 4.9 mV, roughly 0.5 °C, which shows why resolution matters.",
      },
      {
        title: "PWM DC motor speed control",
        text: "CCP1 PWM drives a logic-level MOSFET with a flyback diode across the motor, or a driver board, while a potentiometer sets the speed. Never connect the motor to a PIC pin directly; use a separate motor supply with a common ground.",
      },
      {
        title: "Serial data logger",
        text: "Send readings at 9600 baud to a PC through a USB-to-serial adapter at TTL levels, and keep minimum and maximum values in EEPROM so they survive power cycles.",
      },
      {
        title: "I2C real-time clock",
        text: "Read a DS1307 RTC through the MSSP in I2C mode with 4.7 kΩ pull-ups, decode its BCD registers and show the time on an LCD.",
      },
    ],
    advanced: [
      {
        title: "Interrupt-driven scheduler",
        text: "A Timer interrupt generates a 1 ms tick, and non-blocking state machines for display, keypad and communication run from the main loop. This is how many commercial 8-bit products are structured.",
      },
      {
        title: "Serial bootloader",
        text: "Write a small bootloader that receives a new program over the UART and writes it to flash with the self-write sequence, teaching memory maps, reset vectors and relocating the application.",
      },
      {
        title: "dsPIC motor control",
        text: "Spin a brushless motor with a dsPIC33's motor-control PWM and ADC triggered in sync with it. Work with current-limited supplies, since inverter faults can destroy transistors and cause burns.",
      },
      {
        title: "Cycle-counted assembly",
        text: "Rewrite a time-critical interrupt handler in assembly and count instruction cycles to meet a fixed deadline, then compare against the XC8 output in the disassembly listing.",
      },
    ],
  },
  topProjects: [
    {
      title: "Digital clock with alarm",
      text: "Timer1 with a 32.768 kHz crystal keeps time while a multiplexed four-digit seven-segment display and buttons set the alarm. It exercises timers, interrupts, multiplexing and low-power thinking in one device.",
    },
    {
      title: "Infrared remote decoder",
      text: "A TSOP-series IR receiver feeds a capture input; measuring pulse widths decodes the NEC protocol so any TV remote can switch outputs. Switch LEDs or low-voltage loads through a transistor; mains voltage can kill, so mains loads need a certified, enclosed relay module and wiring by someone qualified.",
    },
    {
      title: "Solar charge controller for a 12 V lead-acid battery",
      text: "ADC inputs measure panel and battery voltage through dividers, and PWM drives a MOSFET to regulate charging. Fuse the battery lead: lead-acid batteries can deliver enormous short-circuit currents.",
    },
    {
      title: "CAN bus node",
      text: "A PIC18 with a built-in CAN module, or any PIC with an MCP2515 controller over SPI, plus a transceiver, exchanges messages with other nodes. A direct introduction to automotive and industrial networking.",
    },
  ],
  tutorials: [
    {
      title: "Set up MPLAB X and XC8",
      text: "Install MPLAB X IDE and the XC8 compiler from Microchip. Create a new standalone project, select the device (for example PIC16F877A), your PICkit as the tool and XC8 as the compiler. Open the Configuration Bits view (Window > Target Memory Views in recent MPLAB X versions), choose FOSC = HS, WDTE = OFF, PWRTE = ON, BOREN = ON and LVP = OFF, and generate the source code, which produces #pragma config lines to paste into main.c. Build, then use Make and Program Device.",
    },
    {
      title: "Blink an LED in C",
      text: "Start with the #pragma config lines, then #define _XTAL_FREQ 20000000 (the delay macros need it) and include xc.h, which selects the right register definitions for your device. In main set TRISBbits.TRISB0 = 0 to make RB0 an output. In an endless loop write PORTBbits.RB0 = 1, call __delay_ms(500), write PORTBbits.RB0 = 0 and delay again, so the LED is on for half a second and off for half a second. If the LED stays dark, check the MCLR pull-up, the crystal and its capacitors, and that the oscillator setting is HS.",
      code: {
        lang: "c",
        text: "// PIC16F877A: LED on RB0 (through a series resistor), 20 MHz crystal on OSC1/OSC2\n#pragma config FOSC = HS\n#pragma config WDTE = OFF\n#pragma config PWRTE = ON\n#pragma config BOREN = ON\n#pragma config LVP = OFF\n#pragma config CPD = OFF\n#pragma config WRT = OFF\n#pragma config CP = OFF\n\n#define _XTAL_FREQ 20000000\n\n#include <xc.h>\n\nvoid main(void)\n{\n  PORTBbits.RB0 = 0;\n  TRISBbits.TRISB0 = 0;\n\n  while (1) {\n    PORTBbits.RB0 = 1;\n    __delay_ms(500);\n    PORTBbits.RB0 = 0;\n    __delay_ms(500);\n  }\n}\n",
      },
    },
    {
      title: "Read the ADC on the PIC16F877A",
      text: "Set ADCON1 = 0x8E to make only AN0 analog with a right-justified result and VDD/VSS as reference. Set ADCON0 = 0x81 to select the Fosc/32 conversion clock (correct for 20 MHz), channel 0 and switch the ADC on. To convert, wait about 20 µs for acquisition, set ADCON0bits.GO_nDONE = 1, wait until it reads 0, then combine (ADRESH << 8) | ADRESL into a 0-1023 value. XC8's int is 16 bits, so scale in 32-bit arithmetic: millivolts = value × 5000UL / 1024.",
    },
    {
      title: "Send text over the UART",
      text: "Set TRISC6 and TRISC7 to 1 as the 16F877A datasheet requires, SPBRG = 129 and TXSTA = 0x24 (transmit enabled, BRGH = 1), then RCSTA = 0x90 (serial port and continuous receive enabled). To send a byte, wait until TXIF is set and write it to TXREG. Connect TX to the RX of a TTL-level USB-to-serial adapter and share ground; a real RS-232 port uses higher, inverted voltages and needs a level converter such as a MAX232.",
    },
  ],
  tutorialSlugs: ["pic16f877a-led-blink-mplab"],
};

export default topic;
