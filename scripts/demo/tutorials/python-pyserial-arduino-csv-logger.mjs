// Logs an Uno's TMP36 and light readings to a CSV file on a PC with a Python pySerial script that adds PC timestamps.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "secondary",
  id: "pyserial-logger",
  data: {
    slug: "python-pyserial-arduino-csv-logger",
    title: "Log Arduino Sensor Readings to CSV on a PC with Python and pySerial",
    topic: "it",
    meta: {
      title: "Python pySerial Arduino Logger: Save Sensor Readings to CSV",
      description:
        "Stream TMP36 temperature and light readings from an Arduino Uno over USB and log them to a timestamped CSV file with a robust Python pySerial script.",
      keywords: "python, pyserial, arduino, serial port, csv, data logging, tmp36, usb serial, virtual environment",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "Sooner or later every sensor project needs its numbers on a computer, where they can be plotted, stored in a database or sent to a dashboard. The simplest reliable path is the USB cable that is already there: the Arduino prints one line of comma-separated values per reading, and a Python script on the PC reads the serial port, checks each line, adds the PC's date and time, and appends it to a CSV file.",
          },
          {
            p: "In this tutorial an Arduino Uno measures temperature with a TMP36 and light with a photoresistor once a second. You will write both ends of the link and learn the practical details that separate a demo from a logger you can leave running: the Uno resets when the port opens, the first line can arrive cut in half, bad lines must be skipped rather than crash the script, and each row must be flushed to disk. It takes about 45 minutes, most of it setting up Python.",
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × Arduino Uno R3 and a USB-B data cable",
              "1 × TMP36 analog temperature sensor (TO-92 package)",
              "1 × 100 nF (0.1 µF) ceramic capacitor, to decouple the TMP36",
              "1 × photoresistor (LDR)",
              "1 × 10 kΩ resistor, 1/4 W",
              "1 × breadboard and about 8 jumper wires",
              "A PC with Python 3.8 or newer and the pyserial package (installed below), plus the Arduino IDE 2",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            p: "Hold the TMP36 with its flat face towards you and the legs pointing down: left is +Vs (power), middle is Vout, right is GND. The 100 nF capacitor goes between the power and GND legs, as close to the sensor as the breadboard allows, to keep supply noise off the output. The photoresistor and the 10 kΩ resistor form a divider whose midpoint rises as the light gets brighter.",
          },
          {
            table: {
              header: ["Uno pin", "Connects to", "Note"],
              rows: [
                { cells: ["5V", "TMP36 +Vs (left leg)", "The TMP36 runs from 2.7 V to 5.5 V"] },
                { cells: ["A0", "TMP36 Vout (middle leg)", "0.5 V at 0 °C plus 10 mV per °C"] },
                { cells: ["GND", "TMP36 GND (right leg)", ""] },
                { cells: ["5V and GND", "100 nF capacitor across the TMP36's power and GND legs", "Local decoupling"] },
                { cells: ["5V", "One leg of the photoresistor", "Top of the light divider"] },
                {
                  cells: [
                    "A1",
                    "Other photoresistor leg and one end of the 10 kΩ resistor",
                    "Divider midpoint: brighter light gives a higher reading",
                  ],
                },
                { cells: ["GND", "Other end of the 10 kΩ resistor", "Bottom of the divider"] },
                { cells: ["USB", "The PC", "Power and the serial link at 115200 baud"] },
              ],
            },
          },
          {
            warning:
              "A TMP36 wired backwards (power and GND swapped) gets hot quickly and can be destroyed. Check the flat-face orientation before plugging in, and if the sensor feels warm, unplug the USB cable at once.",
          },
          {
            p: "The TMP36 output is V = 0.5 V + 10 mV/°C × T, so T = (V − 0.5 V) × 100 °C/V. At 25 °C it gives 0.75 V. The Uno's 10-bit converter divides its 5 V reference into 1024 steps of 4.88 mV, so one step is about 0.49 °C. The reference matters more than people expect: if the 5V pin really sits at 4.80 V on USB power, a true 0.75 V reads as 160 counts, which the sketch would convert with 5.0 V to 0.781 V and report as 28.1 °C, 3 °C too high. Measure your 5V pin with a multimeter and put that number in VREF.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The Arduino sketch" },
          {
            code: {
              lang: "cpp",
              text: `// Sends one CSV line per second over USB serial: board_ms,temp_c,light_raw
// TMP36 output on A0, light-dependent resistor divider on A1.
const uint8_t TEMP_PIN = A0;
const uint8_t LIGHT_PIN = A1;
const unsigned long PERIOD_MS = 1000;
const float VREF = 5.0;              // measure your board's 5V pin and put the value here

unsigned long lastSample = 0;

// Mean of 16 conversions, kept as a float so the average can fall between counts.
float readAverage(uint8_t pin) {
  analogRead(pin);                   // discard the first conversion after switching channel
  long sum = 0;
  for (uint8_t i = 0; i < 16; i++) {
    sum += analogRead(pin);
  }
  return sum / 16.0;
}

void setup() {
  Serial.begin(115200);
  Serial.println(F("# board_ms,temp_c,light_raw"));   // comment line: the logger skips it
}

void loop() {
  unsigned long now = millis();
  if (now - lastSample < PERIOD_MS) return;
  lastSample += PERIOD_MS;

  float tempCounts = readAverage(TEMP_PIN);
  float lightCounts = readAverage(LIGHT_PIN);
  float tempC = (tempCounts * VREF / 1024.0 - 0.5) * 100.0;   // TMP36: 0.5 V at 0 C, 10 mV per C

  Serial.print(now);
  Serial.print(',');
  Serial.print(tempC, 1);
  Serial.print(',');
  Serial.println(lightCounts, 0);   // whole counts, 0 to 1023
}
`,
            },
          },
          {
            p: "The sketch sends a format of exactly three fields, board_ms,temp_c,light_raw, one line per second, and nothing else except a header starting with #. That discipline is what makes the Python side simple. Timing uses millis() with lastSample += PERIOD_MS, so the lines stay on a one-second grid instead of drifting by the time each loop takes. Each channel is read 16 times and averaged as a float: the random noise of a few millivolts spreads the readings across neighbouring counts, so their mean resolves steps finer than one count. The first conversion after switching from A0 to A1 is thrown away, because the converter's sampling capacitor still holds some charge from the previous channel.",
          },
          { h2: "Installing pySerial" },
          {
            p: "pySerial is the package; its import name is serial. Install it into a virtual environment rather than the system Python: many Linux distributions now refuse pip installs into the system interpreter, and a virtual environment keeps the logger's dependencies separate from everything else.",
          },
          {
            code: {
              lang: "bash",
              text: String.raw`# Create a virtual environment for the logger and install pySerial into it
python3 -m venv .venv
source .venv/bin/activate          # Windows: .venv\Scripts\activate
python -m pip install pyserial

# List the serial ports, then start logging
python serial_logger.py
python serial_logger.py --port /dev/ttyACM0 --out readings.csv   # Windows: --port COM3
`,
            },
          },
          { h2: "The Python logger" },
          {
            p: "Save this as serial_logger.py:",
          },
          {
            code: {
              lang: "python",
              text: String.raw`#!/usr/bin/env python3
"""Log CSV lines from an Arduino to a file, adding the PC's timestamp to every row.

Usage: python serial_logger.py --port COM3 --out readings.csv
       python serial_logger.py            (lists the serial ports it can see)
"""
import argparse
import csv
import os
import sys
import time
from datetime import datetime

import serial                      # installed by: pip install pyserial
from serial.tools import list_ports

FIELDS = ["pc_time", "board_ms", "temp_c", "light_raw"]


def parse_line(raw):
    """Turn b'1000,22.4,612\\r\\n' into (1000, 22.4, 612); return None for anything else."""
    text = raw.decode("ascii", errors="replace").strip()
    if not text or text.startswith("#"):
        return None
    parts = text.split(",")
    if len(parts) != 3:
        return None
    try:
        return int(parts[0]), float(parts[1]), int(parts[2])
    except ValueError:
        return None


def main():
    parser = argparse.ArgumentParser(description="Arduino serial to CSV logger")
    parser.add_argument("--port", help="serial port, for example COM3 or /dev/ttyACM0")
    parser.add_argument("--baud", type=int, default=115200)
    parser.add_argument("--out", default="readings.csv")
    args = parser.parse_args()

    if not args.port:
        print("Serial ports found:")
        for port in list_ports.comports():
            print(f"  {port.device}  {port.description}")
        sys.exit("Run again with --port and one of the names above.")

    new_file = not os.path.exists(args.out) or os.path.getsize(args.out) == 0
    rows = 0
    bad = 0
    with serial.Serial(args.port, args.baud, timeout=2) as ser, \
            open(args.out, "a", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        if new_file:
            writer.writerow(FIELDS)
        time.sleep(2)              # opening the port resets an Uno: wait for the bootloader to finish
        ser.reset_input_buffer()   # drop anything received during the reset
        ser.readline()             # the first line may be cut in half: skip it
        print(f"Logging {args.port} at {args.baud} baud to {args.out}. Press Ctrl+C to stop.")
        try:
            while True:
                raw = ser.readline()           # returns b"" after the 2 s timeout
                if not raw:
                    print("No data for 2 s: is the sketch running at the same baud rate?")
                    continue
                values = parse_line(raw)
                if values is None:
                    bad += 1
                    continue
                stamp = datetime.now().isoformat(timespec="seconds")
                writer.writerow([stamp, *values])
                f.flush()                      # hand the row to the operating system now
                os.fsync(f.fileno())           # and make it write the row to the disk
                rows += 1
                print(stamp, *values)
        except KeyboardInterrupt:
            pass
    print(f"Stopped: {rows} rows written, {bad} lines skipped.")


if __name__ == "__main__":
    main()
`,
            },
          },
          { h3: "How it works" },
          {
            p: "serial.Serial(port, 115200, timeout=2) opens the port with the same baud rate as Serial.begin(115200); the timeout makes readline() return an empty bytes object after 2 seconds of silence instead of blocking forever, so the script can say that data has stopped. Opening the port asserts the DTR line, and on an Uno DTR is coupled to the ATmega328P's reset pin through a capacitor, so the board restarts. The script therefore sleeps for 2 seconds while the bootloader hands over to the sketch, discards whatever arrived during the restart with reset_input_buffer(), and throws away one more line in case it started reading in the middle of one.",
          },
          {
            p: "parse_line() is the gatekeeper. It decodes the bytes as ASCII (replacing anything undecodable rather than crashing), strips the line ending, skips comments and blank lines, and insists on three fields that convert to int, float and int. Anything else is counted as a skipped line. Only rows that pass are written, with the PC's local time in ISO 8601 form (2025-06-02T14:03:17) in front. csv.writer handles quoting, opening the file with newline=\"\" stops Python adding blank lines on Windows, and f.flush() plus os.fsync() after each row push it out of Python's and the operating system's buffers onto the disk, so a crash or power cut loses at most the row being written.",
          },
          {
            p: "Two clocks end up in every row, and that is deliberate. pc_time says when the reading arrived and lets you line it up with other data; board_ms comes from the Arduino and shows gaps and resets: if board_ms drops back to a few thousand, the Uno restarted.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and run" },
          {
            ol: [
              "Wire the TMP36, the capacitor, the photoresistor and the 10 kΩ resistor with the USB cable unplugged, and check the TMP36 orientation twice.",
              "Plug in the Uno, measure the voltage between its 5V and GND pins with a multimeter, and type that value into VREF in the sketch.",
              "Upload the sketch with the Arduino IDE (Tools > Board > Arduino Uno, and the right port).",
              "Open the Serial Monitor at 115200 baud, check that lines such as 5000,22.6,612 appear, then close the Serial Monitor: only one program can use the port at a time.",
              "Create the virtual environment and install pyserial with the commands above, in the folder where you saved serial_logger.py.",
              "Run python serial_logger.py without arguments to list the ports, then run it again with --port set to the Uno's port (COM3 or similar on Windows, /dev/ttyACM0 on Linux, /dev/cu.usbmodem… on macOS).",
              "Let it run for a few minutes, cover the photoresistor and hold the TMP36 between your fingers, then press Ctrl+C and open readings.csv in a spreadsheet or with pandas.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "The script prints each accepted row (the first rows start at about 3000 ms of board time, because the readings sent during the 2-second reset wait are discarded):",
          },
          {
            code: {
              lang: "plaintext",
              text: `Logging /dev/ttyACM0 at 115200 baud to readings.csv. Press Ctrl+C to stop.
2025-06-02T14:03:17 3000 22.4 612
2025-06-02T14:03:18 4000 22.4 611
2025-06-02T14:03:19 5000 22.5 208
2025-06-02T14:03:20 6000 22.9 205
2025-06-02T14:03:21 7000 23.6 207
^C
Stopped: 5 rows written, 0 lines skipped.
`,
            },
          },
          {
            p: "Covering the photoresistor drops light_raw from about 612 to about 205; holding the TMP36 lifts the temperature by a degree or more over several seconds. readings.csv holds the same data with a header row:",
          },
          {
            code: {
              lang: "plaintext",
              text: `pc_time,board_ms,temp_c,light_raw
2025-06-02T14:03:17,3000,22.4,612
2025-06-02T14:03:18,4000,22.4,611
2025-06-02T14:03:19,5000,22.5,208
2025-06-02T14:03:20,6000,22.9,205
2025-06-02T14:03:21,7000,23.6,207
`,
            },
          },
          {
            p: "Run the script again with the same --out file and it appends below the existing rows without writing a second header. Expect the TMP36 to agree with a room thermometer to within a couple of degrees: the datasheet gives a typical accuracy of ±1 °C at 25 °C and ±2 °C over its full range, before any error in VREF is added.",
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
                    "AttributeError: module 'serial' has no attribute 'Serial'",
                    "The unrelated package named serial is installed instead of pyserial, or your own file is called serial.py",
                    "pip uninstall serial, pip install pyserial, and rename any serial.py of your own",
                  ],
                },
                {
                  cells: [
                    "could not open port: Access is denied (Windows) or the port is busy",
                    "The Arduino IDE's Serial Monitor or another program has the port open",
                    "Close the Serial Monitor (and Serial Plotter) before starting the script",
                  ],
                },
                {
                  cells: [
                    "Permission denied: '/dev/ttyACM0' on Linux",
                    "Your user is not in the group that owns serial devices",
                    "sudo usermod -aG dialout $USER, then log out and in again",
                  ],
                },
                {
                  cells: [
                    "The script repeats No data for 2 s",
                    "Wrong port, or baud rates that differ between Serial.begin() and --baud",
                    "List ports without --port to find the Uno, and use 115200 at both ends",
                  ],
                },
                {
                  cells: [
                    "Temperatures are several degrees off",
                    "VREF does not match the real 5V pin voltage, or the sensor is near something warm",
                    "Measure 5V and update VREF; keep the TMP36 away from the Uno's regulator",
                  ],
                },
                {
                  cells: [
                    "The spreadsheet shows temperatures as dates or large whole numbers",
                    "Regional settings use a comma as the decimal separator and misread 22.4",
                    "Import the file through the spreadsheet's text or CSV import and set the decimal separator to a full stop",
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
              'Plot the file with pandas and matplotlib: pandas.read_csv("readings.csv", parse_dates=["pc_time"], index_col="pc_time") gives a time-indexed table in one line.',
              "Write to SQLite with the standard sqlite3 module instead of CSV, so that other programs can query the readings while logging continues.",
              "Run the logger unattended on a Raspberry Pi as a systemd service with Restart=on-failure, so it survives crashes and reboots.",
            ],
          },
        ],
      },
    ],
  },
};
