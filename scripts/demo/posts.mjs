// Demo posts for `npm start`: realistic tutorials seeded under admin-posts/{authorId}/posts/{id}.
// Block kinds h1..h6, p and img are rendered by the site; any other kind (code, note) renders as a plain paragraph.

/**
 * One content block. It has exactly one key: "h1".."h6", "p", "img", or another kind.
 * @typedef {{ [kind: string]: string }} Block
 */
/** @typedef {{ section: string, content: Block[] }} Section */
/**
 * @typedef {{ slug: string, title: string, content?: string, meta?: { title?: string, keywords?: string, author?: string, description?: string, url?: string, canonical?: string }, pageData?: Section[] }} PostData
 */
/** @typedef {{ author: "primary" | "secondary", id: string, data: PostData }} DemoPost */

const UNO = "/images/boards/arduino-uno.svg";
const NANO = "/images/boards/arduino-nano.svg";
const MEGA = "/images/boards/arduino-mega.svg";
const ESP8266 = "/images/boards/esp8266.svg";
const ESP32 = "/images/boards/esp32.svg";

/** @type {DemoPost[]} */
export const demoPosts = [
  {
    author: "primary",
    id: "arduino-blink",
    data: {
      slug: "arduino-blink-led-tutorial",
      title: "Blink an LED with Arduino Uno",
      meta: {
        title: "Arduino Blink Tutorial: Your First Sketch on the Uno",
        description:
          "Wire an LED with a 220 ohm resistor to an Arduino Uno, write the classic Blink sketch with pinMode, digitalWrite and delay, and change the blink rate.",
        keywords: "arduino, arduino uno, blink, led, resistor, digitalWrite, beginner tutorial",
      },
      pageData: [
        {
          section: "intro",
          content: [
            { h1: "Blink an LED with Arduino Uno" },
            {
              p: "Blink is the \"hello world\" of embedded systems. It proves that your board, USB cable, drivers and the Arduino IDE all work, and it introduces the three functions you will use in almost every sketch: pinMode(), digitalWrite() and delay().",
            },
            { img: UNO },
          ],
        },
        {
          section: "wiring",
          content: [
            { h2: "What you need" },
            {
              p: "An Arduino Uno and a USB cable are enough to start, because the Uno has an LED already connected to digital pin 13 (marked \"L\" on the board). For an external LED you also need a breadboard, a 5 mm LED, a 220 ohm resistor and two jumper wires.",
            },
            { h3: "Wiring an external LED" },
            {
              p: "Connect pin 13 to one end of the resistor, the other end of the resistor to the LED's anode (the longer leg), and the LED's cathode (the shorter leg, next to the flat edge of the rim) to a GND pin. An LED only conducts in one direction, so if it stays dark, turn it around.",
            },
            { h4: "Why the resistor matters" },
            {
              p: "An LED does not limit its own current. A red LED drops about 2 V, so with a 5 V output the resistor sees the remaining 3 V, and Ohm's law gives I = 3 V / 220 ohm, roughly 14 mA: bright, and safely below the 20 mA usually recommended per Uno pin. Without the resistor the current is limited only by the pin's driver, which can damage both the LED and the ATmega328P.",
            },
          ],
        },
        {
          section: "code",
          content: [
            { h2: "The sketch" },
            { code: "void setup() {\n  pinMode(13, OUTPUT);\n}" },
            { code: "void loop() {\n  digitalWrite(13, HIGH);\n  delay(1000);\n  digitalWrite(13, LOW);\n  delay(1000);\n}" },
            {
              p: "setup() runs once after reset and makes pin 13 an output. loop() then runs forever: digitalWrite(13, HIGH) drives the pin to 5 V and lights the LED, delay(1000) waits 1000 milliseconds, and LOW switches it off again. Upload with the right arrow button in the IDE after selecting the Arduino Uno board and its port.",
            },
            { h3: "Changing the blink rate" },
            {
              p: "The two delay() values set the on time and the off time. delay(200) in both places gives a fast 2.5 Hz flash; delay(100) on and delay(900) off gives a short blip once per second. Because delay() stops the sketch while it waits, look at the BlinkWithoutDelay example next: it uses millis() so the board can do other work between changes.",
            },
            {
              note: "LED_BUILTIN is defined as 13 on the Uno, so pinMode(LED_BUILTIN, OUTPUT) works on other boards whose built-in LED sits on a different pin.",
            },
          ],
        },
      ],
    },
  },
  {
    author: "primary",
    id: "esp32-weather-station",
    data: {
      slug: "esp32-weather-station",
      title: "ESP32 Weather Station with a BME280 and a Built-in Web Page",
      meta: {
        title: "ESP32 Weather Station: BME280 Readings on a Wi-Fi Web Page",
        description:
          "Connect a BME280 to an ESP32 DevKit over I2C (GPIO21 and GPIO22) and serve temperature, humidity and pressure on a web page over your Wi-Fi network.",
        keywords: "esp32, bme280, weather station, i2c, web server, wifi, temperature, humidity, pressure",
        url: "https://example.org/legacy/esp32-weather",
      },
      pageData: [
        {
          section: "intro",
          content: [
            { h1: "ESP32 Weather Station with a BME280" },
            {
              p: "The Bosch BME280 measures temperature, relative humidity and barometric pressure in one tiny package. Paired with an ESP32 it becomes a weather station that needs no display: the ESP32 joins your Wi-Fi network and serves a web page with the latest readings to any phone or laptop on the same network.",
            },
            { img: ESP32 },
          ],
        },
        {
          section: "wiring",
          content: [
            { h2: "Wiring the BME280 over I2C" },
            {
              p: "On a typical ESP32 DevKit the default I2C pins are GPIO21 (SDA) and GPIO22 (SCL). Connect the module's VIN or VCC pin to 3V3, GND to GND, SDA to GPIO21 and SCL to GPIO22. The BME280 is a 3.3 V part and the ESP32 uses 3.3 V logic, so power the sensor from the 3.3 V pin; never put 5 V on a bare breakout that has no regulator.",
            },
            { h3: "Which I2C address?" },
            {
              p: "The BME280 answers at 0x76 or 0x77 depending on how its SDO pin is tied. Many inexpensive breakouts use 0x76, while Adafruit's board defaults to 0x77. If the sensor is not found, run an I2C scanner sketch to see which address responds.",
            },
            {
              note: "Lookalike boards sometimes carry a BMP280, which measures temperature and pressure but not humidity. A BME280 reports chip ID 0x60, a BMP280 reports 0x58.",
            },
          ],
        },
        {
          section: "code",
          content: [
            { h2: "The sketch" },
            {
              p: "Install the Adafruit BME280 library (it also installs Adafruit Unified Sensor) from the Library Manager. WiFi.h and WebServer.h come with the ESP32 Arduino core. The important lines are:",
            },
            { code: "Adafruit_BME280 bme;\nWebServer server(80);" },
            { code: "Wire.begin(21, 22);\nbme.begin(0x76);\nWiFi.begin(ssid, password);\nserver.on(\"/\", handleRoot);\nserver.begin();" },
            { code: "void loop() {\n  server.handleClient();\n}" },
            {
              p: "Inside handleRoot(), call bme.readTemperature() (degrees Celsius), bme.readHumidity() (percent relative humidity) and bme.readPressure() (pascals; divide by 100 for hectopascals), build a short HTML string and send it with server.send(200, \"text/html\", page). Print WiFi.localIP() to the Serial Monitor after connecting so you know which address to open in the browser.",
            },
          ],
        },
        {
          section: "how-it-works",
          content: [
            { h2: "How it works and what to improve" },
            {
              p: "Every browser request runs handleRoot(), so the page always shows a fresh measurement. Add <meta http-equiv=\"refresh\" content=\"30\"> to the page head to reload it every 30 seconds. The sensor picks up heat from the ESP32 and its voltage regulator, so mount it a few centimetres away on short wires and shade it from direct sun. The pressure value is absolute station pressure; weather services publish sea-level pressure, so expect a lower number if you live above sea level.",
            },
          ],
        },
      ],
    },
  },
  {
    author: "primary",
    id: "line-follower",
    data: {
      slug: "line-following-robot",
      title: "Build a Line-Following Robot with Arduino Uno",
      meta: {
        title: "Line-Following Robot: Arduino Uno, TCRT5000 Sensors and L298N",
        description:
          "Build a two-sensor line follower with TCRT5000 IR modules, an L298N or TB6612FNG motor driver and an Arduino Uno, then tune its speed, sensors and turns.",
        keywords: "line follower, robot, arduino uno, tcrt5000, ir sensor, l298n, tb6612fng, dc motor",
        canonical: "https://example.org/canonical/line-follower",
      },
      pageData: [
        {
          section: "intro",
          content: [
            { h1: "Line-Following Robot with Arduino Uno" },
            {
              p: "A line follower is the classic first robot: two infrared sensors look at the floor, the Arduino decides which way to steer, and a motor driver powers two DC gear motors. It teaches sensing, decision logic and motor control in one weekend project.",
            },
            { img: UNO },
          ],
        },
        {
          section: "hardware",
          content: [
            { h2: "Parts and wiring" },
            {
              p: "You need an Arduino Uno, two TCRT5000 reflectance sensor modules, an L298N or TB6612FNG motor driver, a two-wheel chassis with DC gear motors and a caster, and a battery pack. Mount the sensors at the front, a few millimetres above the floor and spaced slightly wider than the line, so both see the background when the robot is centred. A 19 mm strip of black electrical tape on a white surface makes a good track.",
            },
            {
              p: "With an L298N, remove the ENA and ENB jumpers and connect ENA to D5 and ENB to D6 (both PWM pins), IN1 to D7, IN2 to D8, IN3 to D9 and IN4 to D10. Connect the left sensor's DO pin to D2 and the right sensor's to D3. Join the grounds of the battery, the driver and the Arduino, otherwise the control signals have no common reference.",
            },
            {
              note: "The L298N uses bipolar transistors and loses roughly 2 V or more, so the motors see noticeably less than the battery voltage. The MOSFET-based TB6612FNG loses far less, but its motor supply is limited to about 13.5 V and its STBY pin must be pulled high.",
            },
          ],
        },
        {
          section: "how-it-works",
          content: [
            { h2: "The control logic" },
            {
              p: "On most TCRT5000 modules the digital output goes LOW over a white surface, which reflects the infrared light, and HIGH over the black line, which absorbs it. Check yours with the Serial Monitor first. The rules are then simple:",
            },
            {
              p: "Both sensors see white: drive both motors forward. The left sensor sees the line: the line has moved to the left, so slow or stop the left motor and the robot turns left. The right sensor sees the line: turn right the same way. Both sensors see the line: you have reached a crossing or an end marker, so stop or drive straight on.",
            },
            { code: "if (leftOnLine && !rightOnLine) { turnLeft(); }" },
          ],
        },
        {
          section: "tuning",
          content: [
            { h2: "Tuning" },
            {
              p: "Start slowly, for example analogWrite(5, 120) on a 0 to 255 scale, and raise the speed only once the robot follows curves reliably. Turn the potentiometer on each module until its LED switches cleanly between tape and floor. If the robot overshoots curves, lower the speed or stop the inner wheel instead of just slowing it. Keep loop() free of delay() calls so the sensors are read thousands of times per second. When two sensors are no longer enough, move to an array of five and a PID controller.",
            },
          ],
        },
      ],
    },
  },
  {
    author: "primary",
    id: "esp8266-mqtt-dht22",
    data: {
      slug: "esp8266-mqtt-temperature-sensor",
      title: "ESP8266 MQTT Temperature and Humidity Sensor with a DHT22",
      meta: {
        title: "ESP8266 + DHT22: Publish Temperature and Humidity over MQTT",
        description:
          "Read a DHT22 with a NodeMCU ESP8266 and publish temperature and humidity to an MQTT broker such as Mosquitto with the PubSubClient library, step by step.",
        keywords: "esp8266, nodemcu, dht22, am2302, mqtt, mosquitto, pubsubclient, iot sensor",
      },
      pageData: [
        {
          section: "intro",
          content: [
            { h1: "ESP8266 MQTT Temperature Sensor" },
            {
              p: "MQTT is a lightweight publish/subscribe protocol: small devices publish messages to named topics on a broker, and dashboards, databases or home automation systems subscribe to them. In this project a NodeMCU ESP8266 reads a DHT22 sensor and publishes the readings every minute.",
            },
            { img: ESP8266 },
          ],
        },
        {
          section: "wiring",
          content: [
            { h2: "Wiring the DHT22" },
            {
              p: "The DHT22 (also sold as AM2302) runs from 3.3 V and uses a single data wire. Connect VCC to 3V3, GND to GND and DATA to D2, which is GPIO4 on a NodeMCU. The data line needs a pull-up resistor of about 10 kilohms to 3.3 V; many three-pin modules already include one. The sensor covers -40 to 80 °C with about ±0.5 °C accuracy, and it should not be read more often than once every two seconds.",
            },
          ],
        },
        {
          section: "code",
          content: [
            { h2: "Publishing with PubSubClient" },
            {
              p: "Install the ESP8266 board package, the Adafruit DHT sensor library and PubSubClient. You also need a broker: Mosquitto on a Raspberry Pi or a PC is the usual choice, listening on port 1883.",
            },
            { code: "DHT dht(4, DHT22);\nWiFiClient net;\nPubSubClient client(net);" },
            { code: "client.setServer(\"192.168.1.10\", 1883);" },
            { code: "client.publish(\"home/office/temperature\", buffer, true);" },
            {
              p: "Read the sensor with dht.readTemperature() and dht.readHumidity() and check the results with isnan() before publishing, because a failed read returns NaN. Convert the number to text with dtostrf() or snprintf(). The last argument, true, sets the retained flag, so a dashboard that subscribes later immediately receives the most recent value.",
            },
            { h3: "Keeping the connection alive" },
            {
              p: "Call client.loop() on every pass through loop() so PubSubClient can send keep-alive packets and process incoming messages, and reconnect when client.connected() returns false. Use millis() to time the one-minute publish interval instead of delay().",
            },
          ],
        },
        {
          section: "next-steps",
          content: [
            { h2: "Next steps" },
            {
              p: "Subscribe with mosquitto_sub -t 'home/#' -v to watch the messages arrive. For battery power, publish once and call ESP.deepSleep() with the sleep time in microseconds; GPIO16 (D0) must be wired to RST so the timer can wake the chip.",
            },
          ],
        },
      ],
    },
  },
  {
    author: "secondary",
    id: "soil-moisture-irrigation",
    data: {
      slug: "soil-moisture-automatic-irrigation",
      title: "Automatic Irrigation with a Capacitive Soil Moisture Sensor",
      meta: {
        title: "Automatic Plant Irrigation with Arduino and a Soil Moisture Sensor",
        description:
          "Water plants automatically: calibrate a capacitive soil moisture sensor, switch a pump through a relay module and add hysteresis and a run-time limit.",
        keywords: "soil moisture, capacitive sensor, irrigation, arduino nano, relay, water pump, agriculture",
        author: "Priya Raman",
      },
      pageData: [
        {
          section: "intro",
          content: [
            { h1: "Automatic Irrigation with Soil Moisture Sensing" },
            {
              p: "Watering on a fixed timer wastes water on rainy days and starves plants in hot weather. Measuring soil moisture and watering only when the soil is dry is the basis of most precision irrigation systems, from a balcony planter to a greenhouse bench.",
            },
            { img: NANO },
          ],
        },
        {
          section: "hardware",
          content: [
            { h2: "Hardware" },
            {
              p: "This build uses an Arduino Nano, a capacitive soil moisture sensor (the common v1.2 board), a single-channel 5 V relay module and a small 12 V diaphragm pump with its own power supply. Capacitive sensors measure through an insulating coating, so unlike bare resistive probes they do not corrode within weeks.",
            },
            { h3: "Wiring" },
            {
              p: "Sensor: VCC to 5V, GND to GND, AOUT to A0. Relay module: VCC to 5V, GND to GND, IN to D7. The pump circuit is separate: the 12 V supply's positive wire goes through the relay's COM and NO contacts to the pump, and the pump's negative wire returns to the supply. Many relay modules are active-low, meaning IN = LOW energises the relay, so test yours before connecting the pump.",
            },
          ],
        },
        {
          section: "how-it-works",
          content: [
            { h2: "Calibration and control" },
            {
              p: "A capacitive sensor's output voltage falls as the soil gets wetter. Read analogRead(A0) with the probe in dry air and again in a glass of water, keeping the electronics at the top dry. Map readings between these two points to 0-100 % and check a few real soil samples, since soil type changes the response.",
            },
            { h4: "Use hysteresis" },
            {
              p: "Do not switch the pump on and off at a single threshold, or it will chatter. Start watering below, say, 35 % and stop above 55 %. Also limit each run to a few seconds and then wait a minute or more: water needs time to soak down to the sensor, and a time limit protects against a failed sensor or an empty tank.",
            },
            { h5: "Field tips" },
            {
              note: "Seal the exposed board edges with nail varnish or conformal coating, and place the sensor in the root zone, away from the drip emitter.",
            },
          ],
        },
      ],
    },
  },
  {
    author: "primary",
    id: "mega-sd-data-logger",
    data: {
      slug: "arduino-mega-data-logger",
      title: "Arduino Mega Data Logger with SD Card and DS3231 RTC",
      meta: {
        title: "Arduino Mega Data Logger: SD Card over SPI and DS3231 Timestamps",
        description:
          "Log timestamped sensor readings to a CSV file on an SD card with an Arduino Mega 2560, an SPI SD card module and a DS3231 real-time clock over I2C.",
        keywords: "arduino mega, data logger, sd card, spi, ds3231, rtc, i2c, csv",
      },
      pageData: [
        {
          section: "intro",
          content: [
            { h1: "Arduino Mega Data Logger" },
            {
              p: "A data logger records measurements over hours or weeks without a computer attached. The Arduino Mega 2560 suits the job: it has 16 analog inputs for sensors, 8 KB of SRAM for buffers, and plenty of pins left over for displays and buttons. An SD card stores the data and a DS3231 real-time clock stamps every line with the date and time.",
            },
            { img: MEGA },
          ],
        },
        {
          section: "wiring",
          content: [
            { h2: "Wiring" },
            { h3: "SD card module (SPI)" },
            {
              p: "On the Mega the hardware SPI pins are 50 (MISO), 51 (MOSI) and 52 (SCK), and 53 is SS. Connect the module's CS pin to 53. SD cards run at 3.3 V, so use a module with its own regulator and level shifter when powering it from 5 V. Format the card as FAT16 or FAT32.",
            },
            { h3: "DS3231 real-time clock (I2C)" },
            {
              p: "The Mega's I2C pins are 20 (SDA) and 21 (SCL). The DS3231 answers at address 0x68 and keeps time from a coin cell while the Arduino is unpowered. Its temperature-compensated oscillator is accurate to about ±2 ppm between 0 and 40 °C, roughly a minute per year.",
            },
          ],
        },
        {
          section: "code",
          content: [
            { h2: "Writing timestamped CSV lines" },
            {
              p: "Use the SD library that ships with the Arduino IDE and Adafruit's RTClib. In setup(), call SD.begin(53) and rtc.begin(). If rtc.lostPower() is true, set the clock once from the compile time with rtc.adjust(DateTime(F(__DATE__), F(__TIME__))).",
            },
            { code: "DateTime now = rtc.now();\nFile f = SD.open(\"datalog.csv\", FILE_WRITE);\nf.print(now.timestamp());\nf.print(',');\nf.println(analogRead(A0));\nf.close();" },
            {
              p: "FILE_WRITE appends to the end of an existing file, so each boot adds to the same log. Closing the file after every line (or calling flush()) makes sure the data actually reaches the card, so a power cut loses at most the current line. The SD library only accepts short 8.3 file names such as datalog.csv.",
            },
            { h6: "Tip: pin 53" },
            {
              p: "Even if you put CS on another pin, keep pin 53 configured as an OUTPUT; otherwise the AVR's SPI hardware can drop out of master mode.",
            },
          ],
        },
      ],
    },
  },
  {
    author: "primary",
    id: "hc-sr04-distance-meter",
    data: {
      slug: "ultrasonic-distance-meter-hc-sr04",
      title: "Ultrasonic Distance Meter with the HC-SR04",
      pageData: [
        {
          section: "intro",
          content: [
            { h1: "Ultrasonic Distance Meter with the HC-SR04" },
            {
              p: "The HC-SR04 measures distance the way a bat does: it sends a burst of ultrasound and times the echo. It costs very little, measures from about 2 cm to 400 cm, and needs only two digital pins on an Arduino Uno or Nano.",
            },
            { img: NANO },
          ],
        },
        {
          section: "how-it-works",
          content: [
            { h2: "How the measurement works" },
            {
              p: "Pull the TRIG pin HIGH for at least 10 microseconds. The module then sends eight 40 kHz pulses and raises its ECHO pin; ECHO goes LOW again when the reflection returns. The length of the ECHO pulse is the round-trip time of the sound.",
            },
            { h3: "The formula" },
            {
              p: "Sound travels at about 343 m/s in air at 20 °C, which is 0.0343 cm per microsecond. The pulse covers the distance twice, so distance_cm = duration_us × 0.0343 / 2, which is the same as distance_cm = duration_us / 58. An echo of 1160 µs therefore means an object 20 cm away.",
            },
            {
              note: "The speed of sound rises by about 0.6 m/s for every degree Celsius, so for better accuracy measure the air temperature and use 331.3 + 0.606 × T m/s.",
            },
          ],
        },
        {
          section: "code",
          content: [
            { h2: "Wiring and code" },
            {
              p: "Connect VCC to 5V, GND to GND, TRIG to D9 and ECHO to D10. The sketch sets TRIG as an output and ECHO as an input, then measures in loop():",
            },
            { code: "digitalWrite(9, LOW);\ndelayMicroseconds(2);\ndigitalWrite(9, HIGH);\ndelayMicroseconds(10);\ndigitalWrite(9, LOW);" },
            { code: "unsigned long duration = pulseIn(10, HIGH, 30000UL);\nfloat distanceCm = duration / 58.0;" },
            {
              p: "The third argument of pulseIn() is a timeout in microseconds. When nothing echoes back within 30 ms, pulseIn() returns 0, so treat 0 as \"out of range\" rather than as zero distance. Wait about 60 ms between measurements so a late echo from the previous ping is not mistaken for the next one.",
            },
            { h4: "Getting reliable readings" },
            {
              p: "Soft materials such as curtains absorb ultrasound, and surfaces at a steep angle reflect it away from the sensor, so both can give no reading. Averaging three to five measurements, or taking their median, smooths out occasional bad values. On 3.3 V boards, divide the 5 V ECHO signal down with two resistors, for example 1 kΩ and 2 kΩ.",
            },
          ],
        },
      ],
    },
  },
  {
    author: "primary",
    id: "pic16f877a-blink",
    data: {
      slug: "pic16f877a-led-blink-mplab",
      title: "PIC16F877A LED Blink with MPLAB X and XC8",
      meta: {
        title: "PIC16F877A LED Blink: MPLAB X, XC8 and a 20 MHz Crystal",
        description:
          "Blink an LED on a PIC16F877A: wire the 20 MHz crystal and MCLR, set configuration bits, use the TRIS and PORT registers in XC8 and program with a PICkit.",
        keywords: "pic16f877a, pic microcontroller, mplab x, xc8, tris, port, crystal oscillator, led blink",
      },
      pageData: [
        {
          section: "intro",
          content: [
            { h1: "PIC16F877A LED Blink with MPLAB X and XC8" },
            {
              p: "The PIC16F877A is a 40-pin 8-bit microcontroller from Microchip with 8K words of flash, 368 bytes of RAM and 256 bytes of EEPROM. There is no Arduino-style layer here: you configure the oscillator, set pin directions and write output values directly to special function registers.",
            },
          ],
        },
        {
          section: "hardware",
          content: [
            { h2: "Minimal circuit" },
            {
              p: "Connect VDD (pins 11 and 32) to 5 V and VSS (pins 12 and 31) to ground, with a 100 nF capacitor close to each pair. Pull MCLR (pin 1) up to 5 V through a 10 kΩ resistor. Place a 20 MHz crystal between OSC1 (pin 13) and OSC2 (pin 14), with a 22 pF capacitor from each crystal pin to ground. Connect the LED through a 330 Ω resistor from RB0 (pin 33) to ground.",
            },
            {
              p: "For programming, a PICkit connects to MCLR, VDD, VSS, PGD (RB7, pin 40) and PGC (RB6, pin 39).",
            },
          ],
        },
        {
          section: "code",
          content: [
            { h2: "The XC8 program" },
            {
              p: "In MPLAB X, create a standalone project for the PIC16F877A, choose your programmer and the XC8 compiler, and add a main.c file.",
            },
            { h5: "Configuration bits" },
            {
              p: "The configuration word selects the oscillator mode and other start-up options. With a 20 MHz crystal you need the HS oscillator mode. Turn off the watchdog timer and low-voltage programming (which would otherwise reserve RB3):",
            },
            { code: "#pragma config FOSC = HS, WDTE = OFF, PWRTE = ON, BOREN = ON, LVP = OFF, CPD = OFF, WRT = OFF, CP = OFF" },
            { code: "#define _XTAL_FREQ 20000000\n#include <xc.h>" },
            { code: "void main(void) {\n  TRISB = 0x00;\n  PORTB = 0x00;\n  while (1) {\n    PORTBbits.RB0 = 1;\n    __delay_ms(500);\n    PORTBbits.RB0 = 0;\n    __delay_ms(500);\n  }\n}" },
            { h3: "TRIS and PORT" },
            {
              p: "Each TRIS bit sets a pin's direction: 0 makes it an output, 1 an input (the reset default). Writing to PORTB sets the output levels. _XTAL_FREQ tells the __delay_ms() macro the clock frequency so it can count instruction cycles; at 20 MHz each instruction cycle takes Fosc/4, which is 200 ns.",
            },
          ],
        },
      ],
    },
  },
  {
    author: "primary",
    id: "pico-servo-pwm",
    data: {
      slug: "raspberry-pi-pico-pwm-servo",
      title: "Control a Servo with Raspberry Pi Pico PWM in MicroPython",
      meta: {
        title: "Raspberry Pi Pico Servo Control: 50 Hz PWM in MicroPython",
        description:
          "Drive a hobby servo from a Raspberry Pi Pico: set up 50 Hz PWM on the RP2040 in MicroPython and convert 1 to 2 ms pulse widths into duty_u16 values.",
        keywords: "raspberry pi pico, rp2040, micropython, pwm, servo, sg90, duty_u16",
      },
      pageData: [
        {
          section: "intro",
          content: [
            { h1: "Servo Control with the Raspberry Pi Pico" },
            {
              p: "Hobby servos such as the SG90 turn to an angle set by the width of a pulse. The RP2040 on the Raspberry Pi Pico has eight PWM slices with two outputs each, and any GPIO can be used as a PWM output, so generating servo pulses in MicroPython takes only a few lines.",
            },
          ],
        },
        {
          section: "wiring",
          content: [
            { h2: "Wiring" },
            {
              p: "Connect the servo's signal wire (orange or yellow) to GP15 (physical pin 20), its power wire (red) to VBUS (pin 40), which carries 5 V from USB, and its ground wire (brown or black) to a GND pin such as pin 38. The 3.3 V signal from the Pico drives most hobby servos directly. For more than one small servo, use a separate 5 V supply and connect its ground to the Pico's ground.",
            },
          ],
        },
        {
          section: "code",
          content: [
            { h2: "Pulses and duty cycle" },
            {
              p: "A standard servo expects a pulse every 20 ms, which is a 50 Hz PWM frequency. A pulse of about 1 ms moves it to one end, 1.5 ms to the centre and 2 ms to the other end. duty_u16() takes a value from 0 to 65535 for the whole 20 ms period, so 1 ms is 65535 × 1 / 20 ≈ 3277, 1.5 ms ≈ 4915 and 2 ms ≈ 6554.",
            },
            { code: "from machine import Pin, PWM\nimport time\n\nservo = PWM(Pin(15))\nservo.freq(50)" },
            { code: "def set_angle(deg):\n    pulse_ms = 1.0 + deg / 180\n    servo.duty_u16(int(pulse_ms / 20 * 65535))" },
            { code: "for deg in (0, 90, 180, 90):\n    set_angle(deg)\n    time.sleep(1)" },
            {
              p: "set_angle() maps 0-180 degrees linearly onto 1-2 ms. MicroPython's rp2 port also offers duty_ns(), so servo.duty_ns(1_500_000) sets a 1.5 ms pulse directly.",
            },
          ],
        },
        {
          section: "how-it-works",
          content: [
            { h2: "Going further" },
            {
              p: "Many servos travel further than the nominal range, with some accepting roughly 0.5 to 2.5 ms, but the limits differ between models. Widen the range in small steps and stop as soon as you hear the servo straining against its end stop. Remember that the two outputs of one PWM slice share the same frequency; at 50 Hz that does not matter for servos.",
            },
          ],
        },
      ],
    },
  },
  {
    author: "secondary",
    id: "choosing-first-board",
    data: {
      slug: "choosing-your-first-microcontroller-board",
      title: "Choosing Your First Microcontroller Board",
      meta: {
        title: "Choosing Your First Microcontroller Board: Arduino, ESP32 or Pico?",
        description:
          "Arduino Uno, Nano and Mega, ESP8266, ESP32 or Raspberry Pi Pico? Compare voltage, memory, pins and connectivity to pick the right first board for your project.",
        keywords: "microcontroller, arduino uno, arduino nano, arduino mega, esp8266, esp32, raspberry pi pico, beginner",
      },
      content: [
        "The best first microcontroller board is the one with the most tutorials for the project you actually want to build. Still, the popular boards differ in ways that matter: operating voltage, memory, number of pins and whether they can talk to a network.",
        "The Arduino Uno is the classic starting point. Its ATmega328P runs at 16 MHz with 32 KB of flash and 2 KB of SRAM, it has 14 digital pins and 6 analog inputs, and it works at 5 V, which suits many older sensors and modules. It is hard to damage, and almost every beginner tutorial is written for it. The Arduino Nano uses the same chip on a small board that plugs into a breadboard, so Uno sketches run on it unchanged.",
        "When you run out of pins or memory, the Arduino Mega 2560 offers 54 digital pins, 16 analog inputs, 4 hardware serial ports, 256 KB of flash and 8 KB of SRAM. It is a good fit for 3D printers, large LED displays and projects with many sensors.",
        "For Internet of Things projects, choose a Wi-Fi board. The ESP8266 (for example on a NodeMCU or Wemos D1 mini) adds Wi-Fi at very low cost but has only one analog input. The ESP32 adds Bluetooth, more GPIO, more analog inputs and, on most variants, a second processor core. Both run at 3.3 V, so 5 V sensor outputs need level shifting or a voltage divider.",
        "The Raspberry Pi Pico, built around the RP2040 with two Cortex-M0+ cores, 264 KB of SRAM and 2 MB of flash, is a fine choice if you would rather learn in MicroPython than in C++. Its programmable I/O (PIO) blocks can also generate unusual protocols in hardware.",
        "Whatever you pick, buy a breadboard, jumper wires, a few LEDs and resistors, and start with Blink. The skills you learn carry over from one board to the next.",
      ].join("\n\n"),
    },
  },
];
