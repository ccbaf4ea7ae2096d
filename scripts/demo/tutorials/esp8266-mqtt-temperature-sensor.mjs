// A NodeMCU (ESP-12E) reads a DHT22 on D2 (GPIO4) and publishes temperature and humidity to a Mosquitto broker with PubSubClient.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "esp8266-mqtt-dht22",
  data: {
    slug: "esp8266-mqtt-temperature-sensor",
    title: "ESP8266 (NodeMCU) MQTT Temperature and Humidity Sensor with a DHT22",
    topic: "esp8266",
    meta: {
      title: "ESP8266 NodeMCU + DHT22: Publish Readings over MQTT",
      description:
        "Wire a DHT22 to a NodeMCU on D2 (GPIO4), publish temperature and humidity to Mosquitto with PubSubClient, and watch the messages arrive with mosquitto_sub.",
      keywords: "esp8266, nodemcu, esp-12e, dht22, am2302, mqtt, mosquitto, mosquitto_sub, pubsubclient, iot sensor",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "MQTT is the messaging protocol most home-automation and IoT systems speak. A small device connects to a broker and publishes short messages to named topics such as home/office/temperature; anything subscribed to those topics, whether a dashboard, a database or a command-line tool, receives them. The device never needs to know who is listening, and it only makes outgoing connections, which keeps the networking simple.",
          },
          {
            p: "In this project a NodeMCU board with an ESP-12E module reads a DHT22 temperature and humidity sensor every 30 seconds and publishes the values to a Mosquitto broker on your network. You will learn how the NodeMCU's D-labels map to ESP8266 GPIO numbers and why some pins are unsafe at boot, how PubSubClient connects, publishes retained messages and registers a last-will message, and how to watch the traffic with mosquitto_sub. Allow about an hour, including setting up the broker.",
          },
          {
            figure: {
              src: "/images/boards/esp8266.svg",
              alt: "Illustration of a NodeMCU ESP8266 board with the shielded ESP-12E module, zigzag PCB antenna, micro-USB port, FLASH and RST buttons and D0-D8 pin labels",
              caption: "A NodeMCU 1.0 board. The pin printed D2 is GPIO4 on the ESP8266 chip.",
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
              "1 × NodeMCU 1.0 development board (ESP-12E module) and a micro-USB data cable",
              "1 × DHT22 sensor (also sold as AM2302), either the bare four-pin part or a three-pin module with a built-in pull-up",
              "1 × 10 kΩ resistor for the data-line pull-up (only for the bare four-pin sensor)",
              "1 × solderless breadboard and 3 jumper wires",
              "A computer or Raspberry Pi on the same network to run the Mosquitto broker (Debian, Ubuntu or Raspberry Pi OS commands are shown)",
              "The Arduino IDE 2 with the esp8266 board package installed",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Choosing a pin and wiring the DHT22" },
          {
            p: "The labels printed on a NodeMCU (D0 to D8) are not the ESP8266's GPIO numbers, and the mapping matters for two reasons: your code must use the right number, and three of the pins decide how the chip boots. The ESP8266 samples GPIO0, GPIO2 and GPIO15 at reset; GPIO0 and GPIO2 must be high and GPIO15 low for a normal start. Put the sensor's pull-up resistor on D8 and the board never starts; let a device drag D3 or D4 low at the moment of reset and the chip stalls or waits for a firmware upload instead of running your sketch.",
          },
          {
            table: {
              header: ["NodeMCU label", "ESP8266 GPIO", "Suitable for the DHT22?"],
              rows: [
                {
                  cells: [
                    "D0",
                    "GPIO16",
                    "Avoid: no interrupt support and no internal pull-up, and it is needed for deep-sleep wake-up",
                  ],
                },
                { cells: ["D1", "GPIO5", "Yes (default I2C SCL, so keep it free if you add an I2C display later)"] },
                { cells: ["D2", "GPIO4", "Yes: used in this tutorial (default I2C SDA in the Arduino core)"] },
                { cells: ["D3", "GPIO0", "No: boot-mode pin, must be high at reset; also wired to the FLASH button"] },
                { cells: ["D4", "GPIO2", "No: must be high at reset, and it drives the module's blue LED"] },
                { cells: ["D5", "GPIO14", "Yes"] },
                { cells: ["D6", "GPIO12", "Yes"] },
                { cells: ["D7", "GPIO13", "Yes"] },
                { cells: ["D8", "GPIO15", "No: must be low at reset (the board pulls it down)"] },
              ],
            },
          },
          {
            p: "D2 (GPIO4) is a safe choice: it has no boot function, no LED attached and an ordinary internal pull-up. Looking at the grille of a bare DHT22 with the pins pointing down, the pins are 1 VDD, 2 DATA, 3 not connected and 4 GND. Three-pin modules are labelled +, out (or S) and −, and already carry the pull-up resistor.",
          },
          {
            table: {
              header: ["NodeMCU pin", "DHT22 pin", "Note"],
              rows: [
                {
                  cells: [
                    "3V3",
                    "Pin 1 VDD (module: +)",
                    "The DHT22 is specified from 3.3 V to 6 V; 3.3 V keeps its data line at the ESP8266's logic level",
                  ],
                },
                { cells: ["D2 (GPIO4)", "Pin 2 DATA (module: out)", "Single-wire, open-drain data line"] },
                {
                  cells: [
                    "3V3",
                    "10 kΩ resistor to pin 2 DATA (bare sensor only)",
                    "Pull-up: the line idles high and either side pulls it low to signal",
                  ],
                },
                { cells: ["(not connected)", "Pin 3", "No internal connection"] },
                { cells: ["GND", "Pin 4 GND (module: −)", "Common ground"] },
              ],
            },
          },
          {
            warning:
              "Do not power the DHT22 from the board's VIN (5 V) pin with the pull-up going to 5 V. The data line would then idle at 5 V, and the ESP8266's GPIOs are 3.3 V pins that Espressif does not rate as 5 V tolerant. If you must run the sensor from 5 V for a long cable, keep the pull-up resistor connected to 3.3 V.",
          },
        ],
      },
      {
        section: "broker",
        content: [
          { h2: "Setting up the Mosquitto broker" },
          {
            p: "Install the broker and the command-line clients on the computer or Raspberry Pi that will receive the data. Since version 2.0, Mosquitto listens only on the local machine unless a configuration file says otherwise, so a fresh install refuses connections from the NodeMCU. The file below opens port 1883 to your network and, for this first test, accepts clients without a password. Do this only on a trusted home network; the Going further section adds a password.",
          },
          {
            code: {
              lang: "bash",
              text: `sudo apt update
sudo apt install mosquitto mosquitto-clients

# allow clients on the local network to connect on port 1883 (test setup, no password)
printf 'listener 1883\\nallow_anonymous true\\n' | sudo tee /etc/mosquitto/conf.d/lan.conf
sudo systemctl restart mosquitto

# find this machine's IP address; the sketch needs it as MQTT_HOST
hostname -I

# in a second terminal: print every message under home/office/, with its topic (-v)
mosquitto_sub -h localhost -t 'home/office/#' -v
`,
            },
          },
          {
            p: "The # wildcard subscribes to every topic below home/office/, and -v prints each topic before its payload. Leave this terminal open; it is your window onto everything the sensor sends. From another computer on the network use the broker's IP address instead of localhost.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketch" },
          {
            p: "In the Arduino IDE, open File > Preferences and add the ESP8266 board-manager URL, https://arduino.esp8266.com/stable/package_esp8266com_index.json, to Additional boards manager URLs; then install esp8266 by ESP8266 Community in Boards Manager. In Library Manager install DHT sensor library by Adafruit, accepting its dependency Adafruit Unified Sensor, and PubSubClient by Nick O'Leary. Set your Wi-Fi details and the broker's IP address at the top.",
          },
          {
            code: {
              lang: "cpp",
              text: String.raw`// NodeMCU 1.0 (ESP-12E) + DHT22 on D2 (GPIO4): publish readings to an MQTT broker.
// Libraries: esp8266 core (ESP8266WiFi), PubSubClient by Nick O'Leary,
//            DHT sensor library by Adafruit (+ Adafruit Unified Sensor)
#include <ESP8266WiFi.h>
#include <PubSubClient.h>
#include <DHT.h>

const char *WIFI_SSID = "your-network";
const char *WIFI_PASSWORD = "your-password";

const char *MQTT_HOST = "192.168.1.10";  // IP address of the Mosquitto broker
const uint16_t MQTT_PORT = 1883;
const char *MQTT_USER = "";               // leave empty for an anonymous broker
const char *MQTT_PASS = "";

const char *TOPIC_TEMP = "home/office/temperature";
const char *TOPIC_HUM = "home/office/humidity";
const char *TOPIC_STATUS = "home/office/status";

#define DHT_PIN D2    // NodeMCU label D2 = GPIO4
#define DHT_TYPE DHT22

const unsigned long PUBLISH_INTERVAL_MS = 30000;  // 30 s (the DHT22 needs at least 2 s)
const unsigned long RETRY_INTERVAL_MS = 5000;

DHT dht(DHT_PIN, DHT_TYPE);
WiFiClient wifiClient;
PubSubClient mqtt(wifiClient);

char clientId[24];
unsigned long lastPublish = 0;
unsigned long lastAttempt = 0;
bool firstReading = true;

void connectWiFi() {
  WiFi.mode(WIFI_STA);
  WiFi.begin(WIFI_SSID, WIFI_PASSWORD);
  Serial.print("Wi-Fi");
  while (WiFi.status() != WL_CONNECTED) {
    delay(500);  // delay() also lets the Wi-Fi stack run
    Serial.print('.');
  }
  Serial.print(" connected, IP ");
  Serial.println(WiFi.localIP());
}

bool connectMqtt() {
  const char *user = strlen(MQTT_USER) > 0 ? MQTT_USER : nullptr;
  const char *pass = strlen(MQTT_PASS) > 0 ? MQTT_PASS : nullptr;
  // Last will: if this client drops off without saying goodbye, the broker
  // publishes "offline" (retained) on the status topic on its behalf.
  if (mqtt.connect(clientId, user, pass, TOPIC_STATUS, 1, true, "offline")) {
    mqtt.publish(TOPIC_STATUS, "online", true);
    Serial.printf("MQTT connected to %s as %s\n", MQTT_HOST, clientId);
    return true;
  }
  Serial.printf("MQTT connect failed, state %d\n", mqtt.state());
  return false;
}

void publishReading() {
  float humidity = dht.readHumidity();
  float temperature = dht.readTemperature();  // degrees Celsius
  if (isnan(humidity) || isnan(temperature)) {
    Serial.println("DHT22 read failed (check wiring and pull-up)");
    return;
  }
  char tempText[12];
  char humText[12];
  dtostrf(temperature, 1, 1, tempText);  // e.g. "22.4"
  dtostrf(humidity, 1, 1, humText);
  mqtt.publish(TOPIC_TEMP, tempText, true);  // retained: new subscribers get it at once
  mqtt.publish(TOPIC_HUM, humText, true);
  Serial.printf("Published %s C, %s %%RH\n", tempText, humText);
}

void setup() {
  Serial.begin(115200);
  delay(100);
  Serial.println();
  dht.begin();
  snprintf(clientId, sizeof(clientId), "nodemcu-%06x", (unsigned int)ESP.getChipId());
  connectWiFi();
  mqtt.setServer(MQTT_HOST, MQTT_PORT);
}

void loop() {
  unsigned long now = millis();

  if (!mqtt.connected()) {
    // Retry every 5 s; each attempt waits for the broker (see "How it works").
    // Wi-Fi reconnects by itself in the background.
    if (now - lastAttempt >= RETRY_INTERVAL_MS) {
      lastAttempt = now;
      connectMqtt();
    }
    return;
  }
  mqtt.loop();  // keep-alive pings and incoming packets

  if (firstReading || now - lastPublish >= PUBLISH_INTERVAL_MS) {
    firstReading = false;
    lastPublish = now;
    publishReading();
  }
}
`,
            },
          },
          { h3: "How it works" },
          {
            p: "PubSubClient rides on an ordinary TCP connection (the WiFiClient) to port 1883. The connect() call used here has seven arguments: the client ID, an optional user name and password (nullptr when empty), and a last-will message: topic home/office/status, QoS 1, retained, payload offline. The broker stores the will and publishes it only if the connection dies without a clean disconnect, for example when the board loses power. Right after connecting, the sketch publishes online to the same topic, so a dashboard can always tell whether the sensor is alive. The client ID is built from the chip ID, because a broker disconnects an existing client when a second one connects with the same ID.",
          },
          {
            p: "The readings are published with the retained flag set. The broker keeps the last retained message on each topic and hands it to any client that subscribes later, so a dashboard opened at 10:05 shows the 10:04:30 value immediately instead of waiting up to 30 seconds. PubSubClient publishes at QoS 0; on a home network that is fine, and the next reading replaces a lost one anyway.",
          },
          {
            p: "While the client is connected, loop() never waits. mqtt.loop() must run often: it sends the keep-alive ping (PubSubClient's default keep-alive is 15 seconds) and processes incoming packets, and the ESP8266's Wi-Fi stack also needs loop() to return regularly or the watchdog resets the chip. The publish interval is measured with millis(), and the subtraction now − lastPublish stays correct even when millis() wraps around after about 49.7 days. The DHT22 itself is slow: the datasheet asks for at least 2 seconds between readings, and the Adafruit library returns its cached last result if you ask sooner.",
          },
          {
            p: "Reconnecting is the exception. PubSubClient's connect() is a blocking call: it first opens the TCP connection, which can take a few seconds to give up when nothing answers at MQTT_HOST, and then waits for the broker's reply for up to MQTT_SOCKET_TIMEOUT, 15 seconds by default. While the broker is unreachable, each attempt can therefore hold up loop() for several seconds, and the 5 s retry interval only counts from the start of the previous attempt. That does no harm here, because there is nothing to publish while offline, and the ESP8266 core keeps its Wi-Fi stack and watchdog serviced while the library waits. If you add buttons or a display that must react while the broker is down, shorten the wait with mqtt.setSocketTimeout(2) in setup() (PubSubClient 2.8 or later); a #define MQTT_SOCKET_TIMEOUT in the sketch has no effect, because the library's own source file is compiled separately.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build and upload" },
          {
            ol: [
              "Set up Mosquitto as shown above, note the broker's IP address from hostname -I, and start mosquitto_sub in a terminal.",
              "With the NodeMCU unplugged, wire the DHT22: VDD to 3V3, DATA to D2, GND to GND, plus the 10 kΩ pull-up from DATA to 3V3 if you have the bare sensor.",
              "Install the esp8266 board package and the two libraries, then paste the sketch and fill in WIFI_SSID, WIFI_PASSWORD and MQTT_HOST.",
              "Select the board NodeMCU 1.0 (ESP-12E Module) under Tools > Board, in the group the esp8266 package adds, and the board's port. If no port appears, install the CH340 or CP210x driver that matches the USB chip on your board.",
              "Upload, then open the Serial Monitor at 115200 baud and press RST to watch the start-up messages.",
              "Watch the mosquitto_sub terminal: the status message and the first reading appear within a few seconds of the MQTT connection.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          { p: "The Serial Monitor (the address, chip ID and values will differ):" },
          {
            code: {
              lang: "plaintext",
              text: `Wi-Fi....... connected, IP 192.168.1.57
MQTT connected to 192.168.1.10 as nodemcu-a1b2c3
Published 22.4 C, 48.7 %RH
Published 22.5 C, 48.5 %RH
`,
            },
          },
          { p: "And in the mosquitto_sub terminal, a new pair of lines every 30 seconds:" },
          {
            code: {
              lang: "plaintext",
              text: `home/office/status online
home/office/temperature 22.4
home/office/humidity 48.7
home/office/temperature 22.5
home/office/humidity 48.5
`,
            },
          },
          {
            p: "Two tests prove the MQTT features work. Stop mosquitto_sub with Ctrl+C and start it again: the three lines appear immediately, because they are retained. Then unplug the NodeMCU: after one and a half keep-alive periods (22.5 seconds with PubSubClient's 15-second default) the broker gives up on it and publishes home/office/status offline. Expect readings within the DHT22's specified accuracy of about ±0.5 °C and ±2 %RH.",
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
                    "MQTT connect failed, state -2, repeating",
                    "The TCP connection to the broker failed: wrong MQTT_HOST, firewall, or Mosquitto 2.x still listening only on localhost",
                    "Check the lan.conf file and restart Mosquitto; test from another computer with mosquitto_sub -h <broker-ip> -t '#' -v; open port 1883 in the firewall",
                  ],
                },
                {
                  cells: [
                    "MQTT connect failed, state 4 or 5",
                    "The broker refused the client: anonymous access is disabled or the credentials are wrong",
                    "Set allow_anonymous true for the test, or fill in MQTT_USER and MQTT_PASS to match the broker's password file",
                  ],
                },
                {
                  cells: [
                    "DHT22 read failed on every attempt",
                    "No pull-up on a bare sensor, DATA on the wrong pin, or the sensor's pins 1 and 4 reversed",
                    "Check the pin order against the grille, confirm the 10 kΩ pull-up and that the wire goes to D2, not GPIO2 (which is D4)",
                  ],
                },
                {
                  cells: [
                    "Board will not boot or upload after wiring the sensor",
                    "Sensor connected to D3, D4 or D8, which are boot-strapping pins",
                    "Move the data wire to D2 (or D5, D6, D7) and change DHT_PIN to match",
                  ],
                },
                {
                  cells: [
                    "Client connects, then is disconnected every few seconds",
                    "Two devices use the same client ID, so the broker keeps kicking out the older one",
                    "Keep the chip-ID-based client ID, or make every device's ID unique",
                  ],
                },
                {
                  cells: [
                    "Wi-Fi dots forever",
                    "Wrong SSID or password, or a 5 GHz-only network",
                    "The ESP8266 supports 2.4 GHz 802.11 b/g/n only; check the router's 2.4 GHz band is enabled",
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
              "Add a password: create a user with sudo mosquitto_passwd -c /etc/mosquitto/passwd nodemcu, replace allow_anonymous true with allow_anonymous false and password_file /etc/mosquitto/passwd in lan.conf, restart Mosquitto, and fill in MQTT_USER and MQTT_PASS in the sketch.",
              "Run on batteries: publish once in setup(), then call ESP.deepSleep(600e6) for a ten-minute sleep (the argument is in microseconds). Wire D0 (GPIO16) to RST so the timer can wake the chip, and remove that wire while uploading if flashing fails.",
              "Graph the data: subscribe to home/office/# from Node-RED or Home Assistant, store it in InfluxDB and plot it in Grafana.",
            ],
          },
        ],
      },
    ],
  },
};
