import type { BoardPinout } from "../pinout-types";

const pinout: BoardPinout = {
  board: "arduino-nano",
  caption: "Arduino Nano 3.x (ATmega328P) pinout",
  summary:
    "This is the classic ATmega328P Nano and its clones, not the Nano Every, 33 IoT or ESP32; the ATmega328P port pin is given in brackets, every I/O pin is 5 V logic, and A6 and A7 are analog inputs only. The chip's absolute maximum is 40 mA per I/O pin and 200 mA through its VCC and GND pins, so plan on 20 mA or less per pin.",
  rows: [
    {
      pin: "D0 / RX (PD0)",
      functions: "Digital I/O, USART RXD (Serial receive), PCINT16",
      limits:
        "Connected to the USB-serial chip (FT232RL on the original, usually CH340 on clones): a module driving it blocks uploads.",
    },
    {
      pin: "D1 / TX (PD1)",
      functions: "Digital I/O, USART TXD (Serial transmit), PCINT17",
      limits: "Connected to the USB-serial chip: upload traffic and Serial output appear here.",
    },
    {
      pin: "D2 (PD2)",
      functions: "Digital I/O, external interrupt INT0, PCINT18",
    },
    {
      pin: "D3 (PD3)",
      functions: "Digital I/O, PWM (OC2B, Timer2, about 490 Hz), external interrupt INT1, PCINT19",
      limits: "tone() uses Timer2 and stops PWM on D3 and D11 while it plays.",
    },
    {
      pin: "D4 (PD4)",
      functions: "Digital I/O, Timer0 clock input T0, USART clock XCK, PCINT20",
    },
    {
      pin: "D5 (PD5)",
      functions: "Digital I/O, PWM (OC0B, Timer0, about 980 Hz), Timer1 clock input T1, PCINT21",
      limits: "Timer0 also runs millis() and delay().",
    },
    {
      pin: "D6 (PD6)",
      functions: "Digital I/O, PWM (OC0A, Timer0, about 980 Hz), analog comparator AIN0, PCINT22",
      limits: "Timer0 also runs millis() and delay().",
    },
    {
      pin: "D7 (PD7)",
      functions: "Digital I/O, analog comparator AIN1, PCINT23",
    },
    {
      pin: "D8 (PB0)",
      functions: "Digital I/O, Timer1 input capture ICP1, PCINT0",
    },
    {
      pin: "D9 (PB1)",
      functions: "Digital I/O, PWM (OC1A, Timer1, about 490 Hz), PCINT1",
      limits: "The Servo library disables analogWrite() on D9 and D10.",
    },
    {
      pin: "D10 (PB2)",
      functions: "Digital I/O, PWM (OC1B, Timer1), SPI SS, PCINT2",
      limits: "Keep it an output (or HIGH) while SPI runs as master, or the SPI hardware drops into slave mode.",
    },
    {
      pin: "D11 (PB3)",
      functions: "Digital I/O, PWM (OC2A, Timer2), SPI MOSI (also on ICSP), PCINT3",
      limits: "Taken by SPI while an SPI device is used.",
    },
    {
      pin: "D12 (PB4)",
      functions: "Digital I/O, SPI MISO (also on ICSP), PCINT4",
      limits: "Taken by SPI while an SPI device is used.",
    },
    {
      pin: "D13 (PB5)",
      functions: "Digital I/O, SPI SCK (also on ICSP), onboard LED L, PCINT5",
      limits: "The L LED shows this pin's state; taken by SPI when SPI is used.",
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
      limits: "Becomes the I2C data line as soon as an I2C device is used.",
    },
    {
      pin: "A5 (PC5)",
      functions: "Analog input ADC5, I2C SCL (Wire), digital I/O as pin 19, PCINT13",
      limits: "Becomes the I2C clock line as soon as an I2C device is used.",
    },
    {
      pin: "A6 (ADC6)",
      flags: ["input-only"],
      functions: "Analog input only",
      limits: "Wired to the ADC and nothing else: no digital I/O, no internal pull-up, no pin-change interrupt.",
    },
    {
      pin: "A7 (ADC7)",
      flags: ["input-only"],
      functions: "Analog input only",
      limits: "Same as A6: analogRead() works, digitalRead() and pinMode() do not.",
    },
    {
      pin: "AREF",
      functions: "External ADC reference, selected with analogReference(EXTERNAL)",
      limits:
        "No more than 5 V, and select EXTERNAL before the first analogRead(), or the internal reference is shorted against it.",
    },
    {
      pin: "3V3",
      functions: "3.3 V output for small loads",
      limits:
        "On the original Nano it comes from the FT232RL and is available only while USB powers the board; on clones with a CH340 it depends on the board, so measure it before relying on it.",
    },
    {
      pin: "5V",
      functions: "Regulated 5 V output (from USB or the on-board regulator); can accept a regulated 5 V supply",
      limits: "Feeding 5 V in here bypasses the regulator: never apply more than 5.5 V.",
    },
    {
      pin: "VIN",
      functions: "Unregulated input to the on-board 5 V regulator",
      limits:
        "7-12 V recommended (6-20 V limits); the small regulator heats quickly, so keep the current drawn from 5V low at higher VIN.",
    },
    {
      pin: "GND (two pins)",
      functions: "Ground",
    },
    {
      pin: "RESET (two pins)",
      functions: "Pull LOW to reset the ATmega328P",
    },
    {
      pin: "ICSP header (6 pins)",
      functions:
        "MISO, SCK, MOSI (the same signals as D12, D13, D11), RESET, 5V and GND, for burning a bootloader with an external programmer",
    },
  ],
  headers: [
    {
      name: "Pins 15-1 (D12 to TX)",
      pins: ["D12", "D11", "D10", "D9", "D8", "D7", "D6", "D5", "D4", "D3", "D2", "GND", "RESET", "D0", "D1"],
    },
    {
      name: "Pins 16-30 (D13 to VIN)",
      pins: ["D13", "3V3", "AREF", "A0", "A1", "A2", "A3", "A4", "A5", "A6", "A7", "5V", "RESET", "GND", "VIN"],
    },
  ],
  sources: [
    { label: "Microchip ATmega328P product page and datasheet", href: "https://www.microchip.com/en-us/product/atmega328p" },
    { label: "Arduino Nano documentation, pinout and schematic", href: "https://docs.arduino.cc/hardware/nano/" },
  ],
};

export default pinout;
