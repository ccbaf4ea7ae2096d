import type { BoardPinout } from "../pinout-types";

const pinout: BoardPinout = {
  board: "arduino-mega",
  caption: "Arduino Mega 2560 Rev3 (ATmega2560) pinout",
  summary:
    "Pins are listed by their Mega label with the ATmega2560 port pin in brackets; plain digital pins with no extra function are grouped. All I/O is 5 V logic, with an absolute maximum of 40 mA per pin and 200 mA DC through the chip's VCC and GND pins: plan on 20 mA or less per pin, and remember that I2C (20/21) and SPI (50-53) are not where the Uno has them.",
  rows: [
    {
      pin: "D0 / RX0 (PE0)",
      functions: "Digital I/O, USART0 RXD (Serial), PCINT8",
      limits: "Connected to the ATmega16U2 USB-serial chip: anything driving it interferes with uploads.",
    },
    {
      pin: "D1 / TX0 (PE1)",
      functions: "Digital I/O, USART0 TXD (Serial)",
      limits: "Connected to the ATmega16U2: upload traffic and Serial output appear here.",
    },
    {
      pin: "D2 (PE4)",
      functions: "Digital I/O, PWM (OC3B, Timer3), external interrupt INT4",
    },
    {
      pin: "D3 (PE5)",
      functions: "Digital I/O, PWM (OC3C, Timer3), external interrupt INT5",
    },
    {
      pin: "D4 (PG5)",
      functions: "Digital I/O, PWM (OC0B, Timer0, about 980 Hz)",
      limits: "Timer0 also runs millis() and delay().",
    },
    {
      pin: "D5 (PE3)",
      functions: "Digital I/O, PWM (OC3A, Timer3), analog comparator AIN1",
    },
    {
      pin: "D6 (PH3)",
      functions: "Digital I/O, PWM (OC4A, Timer4)",
    },
    {
      pin: "D7 (PH4)",
      functions: "Digital I/O, PWM (OC4B, Timer4)",
    },
    {
      pin: "D8 (PH5)",
      functions: "Digital I/O, PWM (OC4C, Timer4)",
    },
    {
      pin: "D9 (PH6)",
      functions: "Digital I/O, PWM (OC2B, Timer2)",
      limits: "tone() uses Timer2, which stops PWM on D9 and D10 while a tone plays.",
    },
    {
      pin: "D10 (PB4)",
      functions: "Digital I/O, PWM (OC2A, Timer2), PCINT4",
      limits: "Shares Timer2 with tone().",
    },
    {
      pin: "D11 (PB5)",
      functions: "Digital I/O, PWM (OC1A, Timer1), PCINT5",
      limits: "Not SPI MOSI as on the Uno: shields that take SPI from D11-D13 need rewiring to D50-D52 or the ICSP header.",
    },
    {
      pin: "D12 (PB6)",
      functions: "Digital I/O, PWM (OC1B, Timer1), PCINT6",
    },
    {
      pin: "D13 (PB7)",
      functions: "Digital I/O, PWM (OC0A, Timer0), onboard LED L, PCINT7",
      limits: "The L LED shows this pin's state.",
    },
    {
      pin: "D14 / TX3 (PJ1)",
      functions: "Digital I/O, USART3 TXD (Serial3), PCINT10",
    },
    {
      pin: "D15 / RX3 (PJ0)",
      functions: "Digital I/O, USART3 RXD (Serial3), PCINT9",
    },
    {
      pin: "D16 / TX2 (PH1)",
      functions: "Digital I/O, USART2 TXD (Serial2)",
    },
    {
      pin: "D17 / RX2 (PH0)",
      functions: "Digital I/O, USART2 RXD (Serial2)",
    },
    {
      pin: "D18 / TX1 (PD3)",
      functions: "Digital I/O, USART1 TXD (Serial1), external interrupt INT3",
    },
    {
      pin: "D19 / RX1 (PD2)",
      functions: "Digital I/O, USART1 RXD (Serial1), external interrupt INT2",
    },
    {
      pin: "D20 / SDA (PD1)",
      functions: "Digital I/O, I2C SDA (Wire), external interrupt INT1",
      limits: "The same signal as the SDA pin next to AREF; becomes the I2C data line when Wire is used.",
    },
    {
      pin: "D21 / SCL (PD0)",
      functions: "Digital I/O, I2C SCL (Wire), external interrupt INT0",
      limits: "The same signal as the SCL pin next to AREF.",
    },
    {
      pin: "D22-D29 (PA0-PA7)",
      functions: "Digital I/O (all of port A, handy for 8-bit parallel writes through PORTA)",
    },
    {
      pin: "D30-D37 (PC7-PC0)",
      functions: "Digital I/O (port C, in reverse order: D30 is PC7, D37 is PC0)",
    },
    {
      pin: "D38 (PD7)",
      functions: "Digital I/O, Timer0 clock input T0",
    },
    {
      pin: "D39-D41 (PG2-PG0)",
      functions: "Digital I/O (D39 is PG2, D40 PG1, D41 PG0)",
    },
    {
      pin: "D42-D43 (PL7-PL6)",
      functions: "Digital I/O",
    },
    {
      pin: "D44 (PL5)",
      functions: "Digital I/O, PWM (OC5C, Timer5)",
    },
    {
      pin: "D45 (PL4)",
      functions: "Digital I/O, PWM (OC5B, Timer5)",
    },
    {
      pin: "D46 (PL3)",
      functions: "Digital I/O, PWM (OC5A, Timer5)",
    },
    {
      pin: "D47 (PL2)",
      functions: "Digital I/O, Timer5 clock input T5",
    },
    {
      pin: "D48 (PL1)",
      functions: "Digital I/O, Timer5 input capture ICP5",
    },
    {
      pin: "D49 (PL0)",
      functions: "Digital I/O, Timer4 input capture ICP4",
    },
    {
      pin: "D50 (PB3)",
      functions: "Digital I/O, SPI MISO (also on ICSP), PCINT3",
      limits: "Taken by SPI while an SPI device is used.",
    },
    {
      pin: "D51 (PB2)",
      functions: "Digital I/O, SPI MOSI (also on ICSP), PCINT2",
      limits: "Taken by SPI while an SPI device is used.",
    },
    {
      pin: "D52 (PB1)",
      functions: "Digital I/O, SPI SCK (also on ICSP), PCINT1",
      limits: "Taken by SPI while an SPI device is used.",
    },
    {
      pin: "D53 (PB0)",
      functions: "Digital I/O, SPI SS, PCINT0",
      limits:
        "Keep it an output (or HIGH) while SPI runs as master, even if another pin is the chip select, or SPI drops into slave mode.",
    },
    {
      pin: "A0-A7 (PF0-PF7)",
      functions: "Analog inputs ADC0-ADC7 (10-bit), digital I/O as pins 54-61",
      limits: "Keep inputs between 0 V and the ADC reference (5 V by default).",
    },
    {
      pin: "A8-A15 (PK0-PK7)",
      functions: "Analog inputs ADC8-ADC15, digital I/O as pins 62-69, pin-change interrupts PCINT16-PCINT23",
      limits: "Keep inputs between 0 V and the ADC reference.",
    },
    {
      pin: "SDA / SCL (next to AREF)",
      functions: "Second connections to D20 and D21, added on the R3 for shields",
      limits: "Not separate pins: using them uses D20 and D21.",
    },
    {
      pin: "AREF",
      functions: "External ADC reference, selected with analogReference(EXTERNAL)",
      limits:
        "No more than 5 V, and select EXTERNAL before the first analogRead(), or the internal reference is shorted against it.",
    },
    {
      pin: "IOREF",
      functions: "Outputs the I/O voltage (5 V) for shields",
      limits: "An output, not a power input.",
    },
    {
      pin: "RESET",
      functions: "Pull LOW to reset the ATmega2560",
    },
    {
      pin: "3.3V",
      functions: "3.3 V output from the on-board regulator",
      limits: "Arduino rates it at 50 mA.",
    },
    {
      pin: "5V (power header and the two pins at the end of the double header)",
      functions: "Regulated 5 V output; can accept a regulated 5 V supply",
      limits: "Power fed in here bypasses the regulator: use a clean 5 V and never exceed 5.5 V.",
    },
    {
      pin: "VIN",
      functions: "Input for an external supply, the same node as the barrel jack after its protection diode",
      limits: "7-12 V recommended (6-20 V limits).",
    },
    {
      pin: "GND (power header, next to AREF and at the end of the double header)",
      functions: "Ground",
    },
    {
      pin: "Unlabelled pin next to IOREF",
      functions: "Not connected; reserved",
    },
    {
      pin: "ICSP header (6 pins, by the ATmega2560)",
      functions: "MISO, SCK, MOSI (the same signals as D50, D52, D51), RESET, 5V, GND",
      limits: "The other 6-pin header near the USB socket belongs to the ATmega16U2.",
    },
  ],
  headers: [
    { name: "Digital D8-SCL", pins: ["D8", "D9", "D10", "D11", "D12", "D13", "GND", "AREF", "SDA", "SCL"] },
    { name: "Digital D0-D7", pins: ["D0", "D1", "D2", "D3", "D4", "D5", "D6", "D7"] },
    { name: "Communication D14-D21", pins: ["D14", "D15", "D16", "D17", "D18", "D19", "D20", "D21"] },
    {
      name: "Double header D22-D53",
      columns: 2,
      pins: [
        "5V",
        "5V",
        "D22",
        "D23",
        "D24",
        "D25",
        "D26",
        "D27",
        "D28",
        "D29",
        "D30",
        "D31",
        "D32",
        "D33",
        "D34",
        "D35",
        "D36",
        "D37",
        "D38",
        "D39",
        "D40",
        "D41",
        "D42",
        "D43",
        "D44",
        "D45",
        "D46",
        "D47",
        "D48",
        "D49",
        "D50",
        "D51",
        "D52",
        "D53",
        "GND",
        "GND",
      ],
    },
    { name: "Power", pins: [null, "IOREF", "RESET", "3.3V", "5V", "GND", "GND", "VIN"] },
    { name: "Analog A0-A7", pins: ["A0", "A1", "A2", "A3", "A4", "A5", "A6", "A7"] },
    { name: "Analog A8-A15", pins: ["A8", "A9", "A10", "A11", "A12", "A13", "A14", "A15"] },
  ],
  sources: [
    { label: "Microchip ATmega2560 product page and datasheet", href: "https://www.microchip.com/en-us/product/atmega2560" },
    { label: "Arduino Mega 2560 Rev3 documentation, pinout and schematic", href: "https://docs.arduino.cc/hardware/mega-2560/" },
  ],
};

export default pinout;
