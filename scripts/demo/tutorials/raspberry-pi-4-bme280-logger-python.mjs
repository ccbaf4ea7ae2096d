// A Raspberry Pi 4 reads a BME280 over I2C with the pimoroni-bme280 library and smbus2 and appends timestamped rows to a CSV file, run by systemd or cron.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "pi4-bme280-logger",
  data: {
    slug: "raspberry-pi-4-bme280-logger-python",
    title: "Raspberry Pi 4: Log BME280 Readings over I2C to a CSV File with Python",
    topic: "raspberry-pi-4",
    meta: {
      title: "Raspberry Pi 4 BME280 Logger: I2C, Python and CSV Files",
      description:
        "Enable I2C on a Raspberry Pi 4, find a BME280 with i2cdetect, log temperature, humidity and pressure to CSV with Python, then run it with systemd or cron.",
      keywords:
        "raspberry pi 4, bme280, i2c, raspi-config, i2cdetect, python, smbus2, pimoroni-bme280, csv, data logger, systemd, cron",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "A data logger is one of the most useful things a Raspberry Pi can do around the house: it runs for months, keeps its data on a file system you can read with any tool, and is easy to reach over the network. In this tutorial a Raspberry Pi 4 reads a Bosch BME280 sensor over I2C once a minute and appends temperature, relative humidity and pressure to a CSV file that opens directly in a spreadsheet or in Python's pandas.",
          },
          {
            p: "You will enable the I2C bus with raspi-config, confirm the sensor is present with i2cdetect, install a Python library in a virtual environment, and write a logger that flushes every row safely to the SD card. Finally you will make it start at boot, either as a systemd service or as a cron job. Expect about an hour, most of it the first time through the setup.",
          },
          {
            figure: {
              src: "/images/boards/raspberry-pi-4.svg",
              alt: "Illustration of a Raspberry Pi 4 Model B with its 40-pin GPIO header, USB and Ethernet ports, USB-C power socket and two micro-HDMI ports",
              caption: "A Raspberry Pi 4 Model B. The sensor uses header pins 1, 3, 5 and 6 at the end nearest the microSD slot.",
            },
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × Raspberry Pi 4 Model B running Raspberry Pi OS (Bookworm), with network access for installing packages",
              "1 × official 5.1 V 3 A USB-C power supply or equivalent",
              "1 × BME280 breakout board with I2C (a bare 3.3 V board or one with a regulator, such as Adafruit's or Pimoroni's)",
              "4 × female-to-female jumper wires, 20 to 30 cm long so the sensor can sit away from the Pi",
            ],
          },
          {
            note: "The library used here is Pimoroni's pimoroni-bme280 package, which you import as bme280, together with smbus2 for I2C access. Both are pure Python, so they install in seconds without compiling anything.",
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            p: "The Pi's main I2C bus, bus 1, is on GPIO2 (SDA) and GPIO3 (SCL), physical pins 3 and 5. The board already has 1.8 kΩ pull-up resistors to 3.3 V on both lines, and breakouts add their own, so no extra resistors are needed.",
          },
          {
            table: {
              header: ["Pi physical pin", "Pi signal", "BME280 pin", "Note"],
              rows: [
                { cells: ["1", "3.3 V", "VIN or VCC", "The BME280 chip is rated 1.71 V to 3.6 V; 3.3 V suits every breakout"] },
                { cells: ["3", "GPIO2 (SDA1)", "SDA (or SDI)", "I2C data"] },
                { cells: ["5", "GPIO3 (SCL1)", "SCL (or SCK)", "I2C clock"] },
                { cells: ["6", "GND", "GND", "Common ground"] },
              ],
            },
          },
          {
            warning:
              "Use pin 1 (3.3 V), not pin 2 or 4 (5 V). On a bare breakout without a regulator, 5 V exceeds the BME280's 3.6 V maximum operating voltage and even its 4.25 V absolute maximum, and on boards whose pull-ups connect to the supply, SDA and SCL would sit at 5 V, which can damage the Pi's GPIO2 and GPIO3. Wire with the Pi shut down and unplugged.",
          },
          {
            p: "Give the sensor some distance. A Pi 4 under load runs warm enough to heat anything mounted on or near it, so a sensor plugged straight onto the header reads the Pi, not the room. Twenty centimetres of wire and a position below or beside the board, out of its rising warm air, make a clear difference.",
          },
        ],
      },
      {
        section: "setup",
        content: [
          { h2: "Enable I2C and find the sensor" },
          {
            p: "Run sudo raspi-config, choose Interface Options, then I2C, and answer Yes. The same can be done in one line with sudo raspi-config nonint do_i2c 0 (the 0 means enable). Then install i2c-tools and scan bus 1:",
          },
          {
            code: {
              lang: "bash",
              text: `sudo raspi-config nonint do_i2c 0
sudo apt update
sudo apt install -y i2c-tools python3-venv
ls /dev/i2c-1          # must exist; reboot if it does not
i2cdetect -y 1
`,
            },
          },
          {
            p: "i2cdetect probes every address from 0x08 to 0x77 and prints a grid. A BME280 answers at 0x76 when its SDO pin is tied to ground (most low-cost boards) or 0x77 when SDO is tied high (Adafruit's default):",
          },
          {
            code: {
              lang: "plaintext",
              text: `     0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f
00:                         -- -- -- -- -- -- -- --
10: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --
20: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --
30: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --
40: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --
50: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --
60: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --
70: -- -- -- -- -- -- 76 --
`,
            },
          },
          { h3: "Install the library in a virtual environment" },
          {
            p: "Raspberry Pi OS Bookworm protects the system Python: pip install outside a virtual environment stops with error: externally-managed-environment. A venv in your home folder keeps the packages separate and is what the service will run later.",
          },
          {
            code: {
              lang: "bash",
              text: `python3 -m venv ~/bme280-env
~/bme280-env/bin/pip install pimoroni-bme280 smbus2
`,
            },
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The logger" },
          {
            p: "Save this as ~/bme280_logger.py. Without arguments it logs once a minute until stopped; with --once it takes a single reading and exits, which is the form cron needs.",
          },
          {
            code: {
              lang: "python",
              text: String.raw`#!/usr/bin/env python3
"""Log BME280 readings from a Raspberry Pi 4 to a CSV file.

Library: pimoroni-bme280 (imported as bme280) with smbus2, in ~/bme280-env.
  bme280_logger.py          log every INTERVAL_S seconds until stopped
  bme280_logger.py --once   append one reading and exit (for cron)
"""
import argparse
import csv
import os
import time
from datetime import datetime

from bme280 import BME280
from smbus2 import SMBus

I2C_BUS = 1          # header pins 3 (SDA, GPIO2) and 5 (SCL, GPIO3)
I2C_ADDRESS = 0x76   # change to 0x77 if i2cdetect showed 77
INTERVAL_S = 60
CSV_PATH = os.path.expanduser("~/bme280_log.csv")
FIELDS = ["timestamp", "temperature_c", "humidity_pct", "pressure_hpa"]


def make_sensor():
    bus = SMBus(I2C_BUS)
    sensor = BME280(i2c_addr=I2C_ADDRESS, i2c_dev=bus)
    # Forced mode: the sensor converts only when asked, then sleeps again.
    sensor.setup(mode="forced", temperature_oversampling=1,
                 pressure_oversampling=1, humidity_oversampling=1)
    return sensor


def take_reading(sensor):
    return {
        "timestamp": datetime.now().astimezone().isoformat(timespec="seconds"),
        "temperature_c": round(sensor.get_temperature(), 2),  # degrees C
        "humidity_pct": round(sensor.get_humidity(), 2),      # % relative humidity
        "pressure_hpa": round(sensor.get_pressure(), 2),      # hPa (station pressure)
    }


def append_row(row):
    new_file = not os.path.exists(CSV_PATH) or os.path.getsize(CSV_PATH) == 0
    with open(CSV_PATH, "a", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=FIELDS)
        if new_file:
            writer.writeheader()
        writer.writerow(row)
        f.flush()
        os.fsync(f.fileno())  # push the row to the SD card now, not later


def main():
    parser = argparse.ArgumentParser(description="Log BME280 readings to CSV")
    parser.add_argument("--once", action="store_true", help="take one reading and exit")
    args = parser.parse_args()

    sensor = make_sensor()
    while True:
        row = take_reading(sensor)
        append_row(row)
        print("{timestamp}  {temperature_c:.2f} C  {humidity_pct:.2f} %RH  "
              "{pressure_hpa:.2f} hPa".format(**row), flush=True)
        if args.once:
            break
        # sleep until the next whole interval, so rows land on :00 seconds
        time.sleep(INTERVAL_S - time.time() % INTERVAL_S)


if __name__ == "__main__":
    main()
`,
            },
          },
          { h3: "How it works" },
          {
            p: "BME280(i2c_addr=0x76, i2c_dev=bus) binds the driver to bus 1 through smbus2. setup() checks the chip ID register (0x60 for a BME280), resets the sensor, reads its factory calibration coefficients and sets the mode. In forced mode each get_temperature(), get_humidity() or get_pressure() call starts one conversion, waits for it to finish and applies Bosch's compensation formulas, so every logged value is fresh. Bosch recommends exactly this for weather monitoring: forced mode, ×1 oversampling and roughly one reading per minute, which keeps the sensor asleep almost all the time and its self-heating negligible. Pimoroni's setup() also turns on the BME280's IIR filter with coefficient 4, which smooths temperature and pressure over successive conversions; with three conversions per minute it trims noise and delays a sudden step by a minute or two, which does not matter for room or weather data.",
          },
          {
            p: "The CSV handling is deliberately conservative. The file is opened in append mode for each row and closed again, the header is written only when the file is new or empty, and f.flush() plus os.fsync() force the data out of Python's and the kernel's buffers onto the card. If power fails, you lose at most the row being written instead of several minutes of buffered data. The timestamp is local time in ISO 8601 with the UTC offset, for example 2025-03-14T09:15:00+00:00, so rows stay unambiguous across daylight-saving changes. One row is just under 50 bytes (the csv module ends each line with a carriage return and a line feed); at one row per minute that is 525,600 rows and about 25 MB a year.",
          },
        ],
      },
      {
        section: "run",
        content: [
          { h2: "Run it at boot" },
          { h3: "Option A: a systemd service" },
          {
            p: "Create /etc/systemd/system/bme280-logger.service with sudo nano. Replace pi with your own user name in all three places, because Raspberry Pi OS no longer creates a user called pi by default.",
          },
          {
            code: {
              lang: "ini",
              text: `[Unit]
Description=BME280 CSV logger

[Service]
Type=simple
User=pi
ExecStart=/home/pi/bme280-env/bin/python /home/pi/bme280_logger.py
Restart=on-failure
RestartSec=10

[Install]
WantedBy=multi-user.target
`,
            },
          },
          {
            code: {
              lang: "bash",
              text: `sudo systemctl daemon-reload
sudo systemctl enable --now bme280-logger.service
systemctl status bme280-logger.service
journalctl -u bme280-logger -f      # live log; Ctrl+C to leave
`,
            },
          },
          {
            p: "With User= set, systemd also sets HOME for the service, so ~/bme280_log.csv lands in that user's home folder. Restart=on-failure brings the logger back 10 seconds after a crash, for example if a loose wire makes one I2C read fail.",
          },
          { h3: "Option B: a cron job" },
          {
            p: "If you prefer cron, run crontab -e as your user and add this line; cron then starts the script once a minute in --once mode. Use either the service or cron, not both, or every minute will produce two rows.",
          },
          {
            code: {
              lang: "bash",
              text: `* * * * * /home/pi/bme280-env/bin/python /home/pi/bme280_logger.py --once >> /home/pi/bme280_cron.log 2>&1
`,
            },
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Step by step" },
          {
            ol: [
              "Shut the Pi down, unplug it and wire the sensor to pins 1, 3, 5 and 6 as in the table.",
              "Power up, enable I2C with raspi-config, install i2c-tools and python3-venv, and run i2cdetect -y 1 until 76 or 77 appears.",
              "Create the virtual environment and install pimoroni-bme280 and smbus2 into it.",
              "Save bme280_logger.py, set I2C_ADDRESS to the address i2cdetect showed, and test it by hand: ~/bme280-env/bin/python ~/bme280_logger.py --once.",
              "Run it without --once for a few minutes and watch the rows arrive with tail -f ~/bme280_log.csv in a second terminal, then stop it with Ctrl+C.",
              "Install either the systemd service or the cron job, reboot, and confirm new rows keep appearing.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          { p: "On the terminal (or in journalctl for the service), one line a minute:" },
          {
            code: {
              lang: "plaintext",
              text: `2025-03-14T09:15:00+00:00  21.62 C  44.18 %RH  1012.37 hPa
2025-03-14T09:16:00+00:00  21.65 C  44.05 %RH  1012.35 hPa
2025-03-14T09:17:00+00:00  21.63 C  44.11 %RH  1012.36 hPa
`,
            },
          },
          { p: "And in ~/bme280_log.csv:" },
          {
            code: {
              lang: "plaintext",
              text: `timestamp,temperature_c,humidity_pct,pressure_hpa
2025-03-14T09:15:00+00:00,21.62,44.18,1012.37
2025-03-14T09:16:00+00:00,21.65,44.05,1012.35
2025-03-14T09:17:00+00:00,21.63,44.11,1012.36
`,
            },
          },
          {
            p: "Indoors, temperature moves by hundredths of a degree between readings and pressure by a few hundredths of a hectopascal. The BME280 data sheet specifies ±1 °C absolute temperature accuracy from 0 to 65 °C, ±3 %RH for humidity and ±1 hPa for pressure, so compare against a trusted reference before treating the absolute values as exact. The pressure is station pressure; it will read lower than the sea-level value in a weather report by roughly 1 hPa for every 8 m of altitude.",
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
                    "Error: Could not open file /dev/i2c-1",
                    "I2C is not enabled",
                    "Enable it in raspi-config under Interface Options, then reboot if /dev/i2c-1 is still missing",
                  ],
                },
                {
                  cells: [
                    "i2cdetect shows only -- everywhere",
                    "No power to the breakout, SDA and SCL swapped, or wires on the wrong pins",
                    "Measure 3.3 V between the breakout's VIN and GND, check pins 3 and 5, and count pins from the square pad of pin 1",
                  ],
                },
                {
                  cells: [
                    "RuntimeError: Unable to find bme280 on 0x76, IOError",
                    "Nothing answered at 0x76: the sensor answers at 0x77, or it is not connected",
                    "Set I2C_ADDRESS = 0x77 if i2cdetect shows 77; if it shows nothing, check the wiring first",
                  ],
                },
                {
                  cells: [
                    "RuntimeError: Unable to find bme280 on 0x76, CHIP_ID returned 58",
                    "The board carries a BMP280, which has no humidity sensor",
                    "Replace it with a genuine BME280 board",
                  ],
                },
                {
                  cells: [
                    "error: externally-managed-environment",
                    "pip was run outside the virtual environment",
                    "Use ~/bme280-env/bin/pip, and run the script with ~/bme280-env/bin/python",
                  ],
                },
                {
                  cells: [
                    "Service fails with ModuleNotFoundError: No module named 'bme280'",
                    "ExecStart uses /usr/bin/python3 instead of the venv's Python",
                    "Point ExecStart at /home/<user>/bme280-env/bin/python, then run systemctl daemon-reload and restart the service",
                  ],
                },
                {
                  cells: [
                    "First rows after a boot have a wrong date or time",
                    "The Pi 4 has no battery-backed clock and had not yet synchronised with an NTP server",
                    "Check timedatectl shows System clock synchronized: yes; ensure the Pi has network access at boot",
                  ],
                },
                {
                  cells: [
                    "Temperature several degrees above a room thermometer",
                    "Heat from the Pi 4's processor and power circuitry reaches the sensor",
                    "Move the sensor away on longer wires and below the board, out of its warm air",
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
              "Plot a day of data: pandas.read_csv('bme280_log.csv', parse_dates=['timestamp']) and a matplotlib line chart of each column against time.",
              "Start a new file each day by putting the date in CSV_PATH, which keeps files small and makes old data easy to archive or delete.",
              "Publish each row to an MQTT broker with the paho-mqtt package as well, so a Home Assistant or Grafana dashboard can show live values while the CSV remains the long-term record.",
            ],
          },
        ],
      },
    ],
  },
};
