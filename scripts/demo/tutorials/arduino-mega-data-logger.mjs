// Builds a Mega 2560 data logger: DS3231 RTC timestamps, a light reading and the RTC's temperature, appended to a CSV file on microSD.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "mega-sd-data-logger",
  data: {
    slug: "arduino-mega-data-logger",
    title: "Arduino Mega Data Logger: DS3231 Timestamps to a microSD CSV File",
    topic: "arduino-mega",
    meta: {
      title: "Arduino Mega Data Logger: DS3231 RTC and microSD CSV Logging",
      description:
        "Log timestamped readings to a CSV file with an Arduino Mega 2560, a DS3231 real-time clock on I2C and a microSD module on SPI, ready to open in a spreadsheet.",
      keywords: "arduino mega, data logger, ds3231, rtc, microsd, sd card, spi, i2c, csv, rtclib",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "A data logger is a device you can leave in a greenhouse, a loft or a cold store for weeks and then read back as a spreadsheet. This build uses an Arduino Mega 2560, a DS3231 real-time clock (RTC) that keeps the date and time from a coin cell, and a microSD card module. Every 10 seconds, on the tens of seconds by the RTC, it appends one line to LOG.CSV: the date and time, the DS3231's own temperature reading, and the light level from a photoresistor.",
          },
          {
            p: "You will learn to use the Mega's dedicated I2C and SPI pins (which are not where they are on the Uno), to set an RTC once and let it run, to write CSV rows so that a power cut costs at most one line, and to schedule work from the RTC instead of from delay(). Allow about an hour, most of it wiring and testing.",
          },
          {
            figure: {
              src: "/images/boards/arduino-mega.svg",
              alt: "Illustration of the Arduino Mega 2560 with its long double row of digital pins along one end",
              caption: "The Arduino Mega 2560. SPI is on pins 50 to 53 and I2C on pins 20 and 21.",
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
              "1 × Arduino Mega 2560 and a USB-B cable",
              "1 × microSD card module with an onboard 3.3 V regulator and level shifter (6 pins: GND, VCC, MISO, MOSI, SCK, CS)",
              "1 × microSD card of 32 GB or less, formatted FAT32 (or FAT16 for 2 GB and smaller)",
              "1 × DS3231 RTC module with a coin-cell holder, and a matching cell (see the battery warning below)",
              "1 × photoresistor (LDR), a general-purpose type such as the GL55 series",
              "1 × 10 kΩ resistor, 1/4 W (brown, black, orange)",
              "1 × breadboard and about 14 jumper wires (male-to-female for the modules)",
              "Arduino IDE 2 with the RTClib library by Adafruit (the IDE offers its dependency Adafruit BusIO; accept it). SD, SPI and Wire come with the IDE.",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            p: "On the Mega, SPI lives on pins 50 (MISO), 51 (MOSI), 52 (SCK) and 53 (SS), and I2C on pins 20 (SDA) and 21 (SCL). Uno tutorials that use pins 11 to 13 and A4/A5 will not work unchanged. Pin 53 is used here as the card's chip select, which also satisfies the rule that SS must be an output while the Mega is the SPI master.",
          },
          {
            table: {
              header: ["Mega pin", "Connects to", "Note"],
              rows: [
                { cells: ["5V", "SD module VCC", "The module's regulator makes the 3.3 V the card needs"] },
                { cells: ["GND", "SD module GND", ""] },
                { cells: ["50 (MISO)", "SD module MISO", "Data from the card"] },
                { cells: ["51 (MOSI)", "SD module MOSI", "Data to the card"] },
                { cells: ["52 (SCK)", "SD module SCK", "SPI clock"] },
                { cells: ["53 (SS)", "SD module CS", "Chip select, SD_CS_PIN in the sketch"] },
                { cells: ["5V", "DS3231 VCC", "The DS3231 runs from 2.3 V to 5.5 V"] },
                { cells: ["GND", "DS3231 GND", ""] },
                { cells: ["20 (SDA)", "DS3231 SDA", "I2C data; the module carries pull-up resistors"] },
                { cells: ["21 (SCL)", "DS3231 SCL", "I2C clock"] },
                { cells: ["5V", "One leg of the LDR", "Top of the light divider"] },
                {
                  cells: [
                    "A0",
                    "Other LDR leg and one end of the 10 kΩ resistor",
                    "Divider midpoint: more light, lower LDR resistance, higher voltage",
                  ],
                },
                { cells: ["GND", "Other end of the 10 kΩ resistor", "Bottom of the divider"] },
              ],
            },
          },
          {
            warning:
              "SD cards are 3.3 V devices. A bare microSD socket breakout with no regulator or level shifter, wired straight to the Mega's 5 V signals, can destroy the card. Use a module with both, or a 3.3 V-only breakout with a proper level shifter.",
          },
          {
            warning:
              "Many DS3231 modules, including the common ZS-042 design, have a resistor and diode that trickle-charge the coin cell from VCC. A non-rechargeable CR2032 must never be charged, and the circuit is no proper lithium charger either: on a 5 V supply it holds even a rechargeable LIR2032 above its 4.2 V limit, which can make the cell swell. On 5 V, remove the charging resistor or diode (check your board) and fit a CR2032.",
          },
          {
            p: "The light divider works like this: with 10 kΩ at the bottom, A0 reads V = 5 V × 10 kΩ / (R_LDR + 10 kΩ). If the LDR measures 10 kΩ in room light, A0 sits at 2.5 V and analogRead() returns about 512; in the dark the LDR rises to hundreds of kΩ and the reading drops towards zero. The sketch converts the 10-bit reading back to volts with V = reading × 5.0 V / 1024.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketch" },
          {
            p: "Install RTClib from the Library Manager (search for RTClib and pick the one by Adafruit). The SD library is built into the IDE.",
          },
          {
            code: {
              lang: "cpp",
              text: `// Arduino Mega 2560 data logger: DS3231 timestamps, RTC temperature and light level
// appended to LOG.CSV on a microSD card every 10 seconds.
#include <SPI.h>
#include <SD.h>
#include <Wire.h>
#include <RTClib.h>

const uint8_t SD_CS_PIN = 53;        // SD module CS; 53 is also the Mega's SS pin
const uint8_t LIGHT_PIN = A0;        // LDR and 10 kOhm divider
const uint32_t LOG_EVERY_S = 10;     // log when the RTC time is a multiple of this
const char LOG_FILE[] = "LOG.CSV";   // the SD library needs 8.3 file names

RTC_DS3231 rtc;
uint32_t lastLoggedUnix = 0;
unsigned long lastPoll = 0;

void formatStamp(const DateTime &t, char *buf, size_t len) {
  snprintf(buf, len, "%04u-%02d-%02d %02d:%02d:%02d",
           t.year(), t.month(), t.day(), t.hour(), t.minute(), t.second());
}

// Writes one CSV row to any Print target: the SD file or the Serial Monitor.
void writeRow(Print &out, const char *stamp, float rtcTempC, int lightRaw, float lightV) {
  out.print(stamp);
  out.print(',');
  out.print(rtcTempC, 2);
  out.print(',');
  out.print(lightRaw);
  out.print(',');
  out.println(lightV, 3);
}

void setup() {
  Serial.begin(115200);
  char stamp[20];

  if (!rtc.begin()) {
    Serial.println(F("DS3231 not found: check SDA (20), SCL (21) and power"));
    while (true) {}
  }
  if (rtc.lostPower()) {
    Serial.println(F("RTC lost power: setting it to the sketch's compile time"));
    rtc.adjust(DateTime(F(__DATE__), F(__TIME__)));
  }
  formatStamp(rtc.now(), stamp, sizeof(stamp));
  Serial.print(F("RTC OK, time "));
  Serial.println(stamp);

  if (!SD.begin(SD_CS_PIN)) {
    Serial.println(F("SD card failed or missing: check wiring, card and FAT32 format"));
    while (true) {}
  }
  Serial.println(F("SD card OK"));

  if (!SD.exists(LOG_FILE)) {
    File logFile = SD.open(LOG_FILE, FILE_WRITE);
    if (logFile) {
      logFile.println(F("datetime,rtc_temp_c,light_raw,light_v"));
      logFile.close();
    }
  }
  Serial.print(F("Logging every "));
  Serial.print(LOG_EVERY_S);
  Serial.println(F(" s to LOG.CSV"));
}

void loop() {
  // Ask the RTC for the time four times a second; log once per matching second.
  if (millis() - lastPoll < 250) return;
  lastPoll = millis();

  DateTime now = rtc.now();
  uint32_t unixNow = now.unixtime();
  if (unixNow % LOG_EVERY_S != 0 || unixNow == lastLoggedUnix) return;
  lastLoggedUnix = unixNow;

  char stamp[20];                    // "YYYY-MM-DD HH:MM:SS" plus the terminator
  formatStamp(now, stamp, sizeof(stamp));
  float rtcTempC = rtc.getTemperature();
  int lightRaw = analogRead(LIGHT_PIN);
  float lightV = lightRaw * 5.0 / 1024.0;

  File logFile = SD.open(LOG_FILE, FILE_WRITE);  // FILE_WRITE appends at the end
  if (!logFile) {
    Serial.println(F("Could not open LOG.CSV"));
    return;
  }
  writeRow(logFile, stamp, rtcTempC, lightRaw, lightV);
  logFile.close();                   // close() flushes the row to the card

  writeRow(Serial, stamp, rtcTempC, lightRaw, lightV);
}
`,
            },
          },
          { h3: "How it works" },
          {
            p: "rtc.begin() checks that a DS3231 answers at I2C address 0x68. The chip sets an oscillator-stop flag whenever its oscillator stops, for example at the very first power-up or when both VCC and the coin cell are missing, and rtc.lostPower() reads that flag; only then does the sketch set the clock from __DATE__ and __TIME__, the moment the sketch was compiled on your PC. The clock therefore starts a few seconds behind (the compile and upload time), and resets of the Mega leave it alone because the flag is clear from then on.",
          },
          {
            p: "Scheduling comes from the RTC, not from millis(). The loop reads the time every 250 ms and writes a row when the Unix time is a multiple of LOG_EVERY_S and differs from the last row it wrote. The rows therefore land exactly on 10:00:00, 10:00:10 and so on, and they stay aligned for months, whereas an interval counted with millis() would drift with the tolerance of the board's 16 MHz oscillator.",
          },
          {
            p: "Each row is written by opening the file, appending, and closing it. close() forces the SD library to write its 512-byte buffer and update the file size in the FAT, so if the power fails you lose at most the row in progress. Keeping the file open would be faster, but a logger that may be switched off without warning should favour safety. writeRow() takes a Print reference, so the same function sends identical text to the file and to the Serial Monitor.",
          },
          {
            p: "The DS3231 measures its own temperature to compensate its crystal, and getTemperature() reads that value in 0.25 °C steps. The datasheet gives it an accuracy of ±3 °C and refreshes it every 64 seconds, so treat it as a rough indication of the enclosure temperature, not a calibrated thermometer. The clock itself is specified at ±2 ppm from 0 °C to +40 °C, which is about 2 × 10⁻⁶ × 31,536,000 s ≈ 63 s in a year.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and upload" },
          {
            ol: [
              "Format the microSD card as FAT32 on your computer (cards larger than 32 GB ship as exFAT, which the SD library cannot read) and insert it into the module.",
              "Deal with the coin cell first: disable the module's charging circuit (remove the resistor or diode), then insert a CR2032.",
              "With the USB cable unplugged, wire the SD module to pins 50, 51, 52 and 53 plus 5V and GND, and the DS3231 to pins 20 and 21 plus 5V and GND.",
              "Build the light divider: 5V to one LDR leg, the other leg to A0, and the 10 kΩ resistor from A0 to GND.",
              "Install RTClib (by Adafruit) with its dependency from the Library Manager.",
              "Select Tools > Board > Arduino AVR Boards > Arduino Mega or Mega 2560, Processor ATmega2560, and the board's port.",
              "Upload the sketch and open the Serial Monitor at 115200 baud. On the first run you see the RTC lost power message, then rows every 10 seconds.",
              "Cover and uncover the LDR to see light_raw change. After a few minutes, unplug the USB cable, move the card to a computer and open LOG.CSV in a spreadsheet.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "On the Serial Monitor (your dates and values will differ):",
          },
          {
            code: {
              lang: "plaintext",
              text: `RTC lost power: setting it to the sketch's compile time
RTC OK, time 2025-03-14 09:29:47
SD card OK
Logging every 10 s to LOG.CSV
2025-03-14 09:29:50,21.75,612,2.988
2025-03-14 09:30:00,21.75,615,3.003
2025-03-14 09:30:10,21.75,247,1.206
2025-03-14 09:30:20,21.75,609,2.974
`,
            },
          },
          {
            p: "The third row was taken with a hand over the LDR: the reading fell from about 612 (2.99 V) to 247 (1.21 V). LOG.CSV on the card holds the same rows under a header line, datetime,rtc_temp_c,light_raw,light_v, and opens directly in a spreadsheet. Each row is about 37 bytes including the line ending, so at 8,640 rows a day the file grows by roughly 320 KB a day, about 117 MB a year.",
          },
          {
            note: "After the first run, press the Mega's reset button: the lost power line no longer appears, and the time carries on from where it was. That shows the coin cell and the oscillator-stop flag are doing their job.",
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
                    "SD card failed or missing",
                    "Card formatted exFAT or NTFS, card not fully inserted, or the module wired to Uno pins 11 to 13",
                    "Format as FAT32, reseat the card, and use pins 50 to 53 on the Mega",
                  ],
                },
                {
                  cells: [
                    "DS3231 not found",
                    "SDA and SCL swapped or wired to A4/A5 as on an Uno",
                    "Use pin 20 for SDA and 21 for SCL; an I2C scanner should list 0x68 (and often 0x57, the module's EEPROM)",
                  ],
                },
                {
                  cells: [
                    "The time resets to the compile time after every power cut",
                    "No cell, a flat cell, or a cell fitted the wrong way round",
                    "Fit a fresh cell with the + side facing up as marked on the holder",
                  ],
                },
                {
                  cells: [
                    "The time is wrong, yet the RTC lost power message never appeared",
                    "The module's clock was already running (set earlier or at the factory), so the sketch never adjusted it",
                    "Change if (rtc.lostPower()) to if (true), upload once, then change it back and upload again; otherwise every reset would reset the clock",
                  ],
                },
                {
                  cells: [
                    "Timestamps are an hour out after a daylight-saving change",
                    "The compile time is the PC's local time, and the RTC stores no time zone or daylight saving",
                    "Decide on one convention (UTC is easiest to analyse) and set the clock in that time",
                  ],
                },
                {
                  cells: [
                    "Could not open LOG.CSV appears now and then",
                    "Brief supply dips during card writes, or loose jumper wires on the SPI lines",
                    "Shorten the SPI wires, power the Mega from a solid supply, and add a 10 µF capacitor across the SD module's VCC and GND",
                  ],
                },
                {
                  cells: [
                    "Rows missing or a corrupt last line after removing the card",
                    "The card was pulled while a row was being written",
                    "Remove the card just after a row appears on the Serial Monitor, or unplug power first",
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
              "Start a new file each day by building the name from the date, for example 20250314.CSV, which still fits the 8.3 rule.",
              "Add a BME280 or DS18B20 for a calibrated temperature, and use the Mega's spare analog inputs A1 to A15 for more channels.",
              "Set the clock precisely from the Serial Monitor: parse a line such as T2025-03-14 09:30:00 and pass the values to rtc.adjust(DateTime(year, month, day, hour, minute, second)).",
            ],
          },
        ],
      },
    ],
  },
};
