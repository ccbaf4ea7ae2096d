import type { BoardPinout } from "../pinout-types";

const pinout: BoardPinout = {
  board: "arduino-uno",
  caption: "Arduino Uno R3 (ATmega328P) pinout",
  summary:
    "Pins are listed by the label printed on the Uno R3, with the ATmega328P port pin in brackets for register-level code; every I/O pin is 5 V logic and can also raise a pin-change interrupt (PCINT). The datasheet's absolute maximum is 40 mA per I/O pin and 200 mA through the chip's VCC and GND pins, so design for 20 mA or less per pin and drive motors, relays and long LED chains through transistors.",
  rows: [
    {
      pin: "D0 / RX (PD0)",
      functions: "Digital I/O, USART RXD (Serial receive), PCINT16",
      limits:
        "Connected to the ATmega16U2 USB-serial chip: a module driving this pin can block sketch uploads and garble the Serial Monitor, so disconnect it while uploading.",
    },
    {
      pin: "D1 / TX (PD1)",
      functions: "Digital I/O, USART TXD (Serial transmit), PCINT17",
      limits:
        "Also connected to the ATmega16U2: upload traffic and every Serial.print() appear here, so anything wired to it receives that data.",
    },
    {
      pin: "D2 (PD2)",
      functions: "Digital I/O, external interrupt INT0 (attachInterrupt), PCINT18",
    },
    {
      pin: "D3 (PD3)",
      functions: "Digital I/O, PWM (OC2B, Timer2, about 490 Hz), external interrupt INT1, PCINT19",
      limits: "tone() uses Timer2, which stops PWM on D3 and D11 while a tone plays.",
    },
    {
      pin: "D4 (PD4)",
      functions: "Digital I/O, Timer0 clock input T0, USART clock XCK, PCINT20",
    },
    {
      pin: "D5 (PD5)",
      functions: "Digital I/O, PWM (OC0B, Timer0, about 980 Hz), Timer1 clock input T1, PCINT21",
      limits: "Timer0 also runs millis() and delay(), so changing its prescaler to alter this PWM frequency breaks timing.",
    },
    {
      pin: "D6 (PD6)",
      functions: "Digital I/O, PWM (OC0A, Timer0, about 980 Hz), analog comparator input AIN0, PCINT22",
      limits: "Shares Timer0 with millis() and delay(), as D5 does.",
    },
    {
      pin: "D7 (PD7)",
      functions: "Digital I/O, analog comparator input AIN1, PCINT23",
    },
    {
      pin: "D8 (PB0)",
      functions: "Digital I/O, Timer1 input capture ICP1, clock output CLKO, PCINT0",
    },
    {
      pin: "D9 (PB1)",
      functions: "Digital I/O, PWM (OC1A, Timer1, about 490 Hz), PCINT1",
      limits:
        "The Servo library takes over Timer1, which disables analogWrite() on D9 and D10 even if no servo is attached there.",
    },
    {
      pin: "D10 (PB2)",
      functions: "Digital I/O, PWM (OC1B, Timer1), SPI SS, PCINT2",
      limits:
        "When the SPI hardware is master, keep D10 an output (or hold it HIGH) even if another pin is your chip select: as an input pulled LOW it switches SPI into slave mode. Loses PWM when the Servo library is used.",
    },
    {
      pin: "D11 (PB3)",
      functions: "Digital I/O, PWM (OC2A, Timer2), SPI MOSI (also on the ICSP header), PCINT3",
      limits: "Taken by SPI while an SPI device is in use; tone() stops PWM here.",
    },
    {
      pin: "D12 (PB4)",
      functions: "Digital I/O, SPI MISO (also on the ICSP header), PCINT4",
      limits: "Taken by SPI whenever an SPI device such as an SD card or Ethernet shield is in use.",
    },
    {
      pin: "D13 (PB5)",
      flags: ["boot"],
      functions: "Digital I/O, SPI SCK (also on the ICSP header), onboard LED L, PCINT5",
      limits:
        "The L LED (driven through an op-amp buffer on the R3) shows this pin's state, and the bootloader flashes it after every reset, so D13 pulses briefly at power-up. Taken by SPI when SPI is used.",
    },
    {
      pin: "A0 (PC0)",
      functions: "Analog input ADC0 (10-bit), digital I/O as pin 14, PCINT8",
      limits: "Keep the input between 0 V and the ADC reference (5 V by default).",
    },
    {
      pin: "A1 (PC1)",
      functions: "Analog input ADC1, digital I/O as pin 15, PCINT9",
    },
    {
      pin: "A2 (PC2)",
      functions: "Analog input ADC2, digital I/O as pin 16, PCINT10",
    },
    {
      pin: "A3 (PC3)",
      functions: "Analog input ADC3, digital I/O as pin 17, PCINT11",
    },
    {
      pin: "A4 (PC4)",
      functions: "Analog input ADC4, I2C SDA (Wire), digital I/O as pin 18, PCINT12",
      limits:
        "The same signal as the SDA pin next to AREF: once an I2C device is attached it cannot serve as an analog input too.",
    },
    {
      pin: "A5 (PC5)",
      functions: "Analog input ADC5, I2C SCL (Wire), digital I/O as pin 19, PCINT13",
      limits: "The same signal as the SCL pin next to AREF.",
    },
    {
      pin: "SDA (next to AREF)",
      functions: "I2C data: a second connection to A4, added on the R3 for shields",
      limits: "Not a separate pin: using it uses A4.",
    },
    {
      pin: "SCL (next to AREF)",
      functions: "I2C clock: a second connection to A5",
      limits: "Not a separate pin: using it uses A5.",
    },
    {
      pin: "AREF",
      functions: "External reference voltage for the ADC, selected with analogReference(EXTERNAL)",
      limits:
        "Apply no more than 5 V, and call analogReference(EXTERNAL) before the first analogRead(): with the default reference selected, an external voltage on AREF is shorted against the internal reference.",
    },
    {
      pin: "GND (digital header, next to AREF)",
      functions: "Ground",
    },
    {
      pin: "IOREF",
      functions: "Outputs the board's I/O voltage (5 V on the Uno) so shields can adapt their logic level",
      limits: "An output for shields, not a power input.",
    },
    {
      pin: "RESET",
      functions: "Pull LOW to reset the ATmega328P, the same as pressing the reset button",
    },
    {
      pin: "3.3V",
      functions: "3.3 V output from the on-board regulator",
      limits: "Arduino rates it at 50 mA: enough for a sensor, not for Wi-Fi modules or motors.",
    },
    {
      pin: "5V",
      functions: "Regulated 5 V from USB or the on-board regulator; can also accept a regulated 5 V supply",
      limits:
        "Power fed in here bypasses the regulator and its protection: use a clean regulated 5 V and stay within the ATmega328P's 5.5 V operating maximum (6.0 V absolute maximum).",
    },
    {
      pin: "GND (two pins, power header)",
      functions: "Ground",
    },
    {
      pin: "VIN",
      functions: "Input for an external supply, the same node as the barrel jack after its protection diode",
      limits: "7-12 V recommended (6-20 V limits): the higher the voltage, the hotter the 5 V regulator runs.",
    },
    {
      pin: "Unlabelled pin next to IOREF",
      functions: "Not connected; reserved",
    },
    {
      pin: "ICSP header (6 pins, by the ATmega328P)",
      functions:
        "MISO, SCK and MOSI (the same signals as D12, D13 and D11), RESET, 5V and GND, for an external programmer or SPI shields",
      limits: "The second 6-pin header near the USB socket programs the ATmega16U2, not the ATmega328P.",
    },
  ],
  headers: [
    { name: "Digital D8-SCL", pins: ["D8", "D9", "D10", "D11", "D12", "D13", "GND", "AREF", "SDA", "SCL"] },
    { name: "Digital D0-D7", pins: ["D0", "D1", "D2", "D3", "D4", "D5", "D6", "D7"] },
    { name: "Power", pins: [null, "IOREF", "RESET", "3.3V", "5V", "GND", "GND", "VIN"] },
    { name: "Analog", pins: ["A0", "A1", "A2", "A3", "A4", "A5"] },
  ],
  sources: [
    { label: "Microchip ATmega328P product page and datasheet", href: "https://www.microchip.com/en-us/product/atmega328p" },
    { label: "Arduino Uno Rev3 documentation, pinout and schematic", href: "https://docs.arduino.cc/hardware/uno-rev3/" },
  ],
};

export default pinout;
