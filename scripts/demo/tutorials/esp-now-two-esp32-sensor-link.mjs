// Two ESP32 boards linked with ESP-NOW on the Arduino core 3.x: a sensor node sends a packed struct with a light reading every 2 s, the receiver prints it with RSSI and lost-packet count.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "secondary",
  id: "esp-now-link",
  data: {
    slug: "esp-now-two-esp32-sensor-link",
    title: "ESP-NOW Between Two ESP32 Boards: A Sensor Node and a Receiver, No Router Needed",
    topic: "iot",
    meta: {
      title: "ESP-NOW Sensor Link Between Two ESP32 Boards (Arduino Core 3.x)",
      description:
        "Send a struct of sensor data from one ESP32 to another with ESP-NOW and no router: read the receiver's MAC, match channels, and use the core 3.x callbacks.",
      keywords:
        "esp-now, esp32, arduino core 3, esp_now_recv_info_t, wifi_tx_info_t, esp_now_send, mac address, wireless sensor, iot, peer to peer",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "Most IoT examples send data through a Wi-Fi router to a broker or a server. Sometimes that is more infrastructure than you want: a sensor at the end of the garden, a remote control for a robot, or two boards in a workshop without a network. ESP-NOW, Espressif's connectionless protocol, lets one ESP32 send short packets straight to another using the Wi-Fi radio, with no access point, no IP address and no connection setup, so a packet leaves within milliseconds of the call.",
          },
          {
            p: "In this tutorial one ESP32 becomes a sensor node that measures light with a photoresistor and sends a small C struct every two seconds; a second ESP32 receives it and prints the values with the signal strength and a count of lost packets. You will read the receiver's MAC address, put both radios on the same channel, and use the ESP-NOW callbacks exactly as they are declared in ESP32 Arduino core 3.x, including the send-callback change in 3.3.0. Allow about 45 minutes.",
          },
          {
            figure: {
              src: "/images/boards/esp32.svg",
              alt: "Illustration of an ESP32 development board with the ESP32-WROOM-32 module, micro-USB port and two pin headers",
              caption: "You need two of these: one as the sensor node, one as the receiver connected to your computer.",
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
              "2 × ESP32 development boards with ESP32-WROOM-32 modules (ESP32-DevKitC or similar)",
              "2 × USB data cables (the sender can later run from a USB power bank)",
              "1 × light-dependent resistor (LDR), for example a GL5528",
              "1 × 10 kΩ resistor",
              "1 × breadboard and 3 jumper wires",
              "The Arduino IDE 2 with esp32 by Espressif Systems version 3.0 or later installed in Boards Manager",
            ],
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring the sensor node" },
          {
            p: "The LDR and the 10 kΩ resistor form a voltage divider. The LDR's resistance falls as light increases, so the voltage at the midpoint is V = 3.3 V × 10 kΩ / (R_LDR + 10 kΩ). A GL5528 is specified at 10 to 20 kΩ at 10 lux, which is dim indoor light; with R_LDR = 10 kΩ the pin sees 3.3 × 10 / 20 = 1.65 V. In darkness the LDR rises towards a megohm and the voltage falls to a few tens of millivolts (3.3 × 10 / 1010 ≈ 0.03 V), and in bright light, with the LDR down near 1 kΩ, it reaches 3.3 × 10 / 11 = 3.0 V.",
          },
          {
            table: {
              header: ["Sender ESP32 pin", "Connects to", "Note"],
              rows: [
                { cells: ["3V3", "One leg of the LDR", "Top of the divider"] },
                {
                  cells: [
                    "GPIO34",
                    "Other leg of the LDR and one end of the 10 kΩ resistor",
                    "ADC1 channel 6, input-only pin. ADC2 cannot be used while the radio is on, so analog inputs for ESP-NOW must be on ADC1",
                  ],
                },
                { cells: ["GND", "Other end of the 10 kΩ resistor", "Bottom of the divider"] },
              ],
            },
          },
          {
            p: "The receiver needs no wiring at all; it only needs USB to your computer for the Serial Monitor.",
          },
          {
            warning:
              "Never apply more than 3.3 V to an ESP32 pin. Take the top of the divider from the 3V3 pin, not from 5V or VIN, or GPIO34 could see up to 5 V and be damaged.",
          },
        ],
      },
      {
        section: "api",
        content: [
          { h2: "ESP-NOW in Arduino core 3.x: which callback signature?" },
          {
            p: "The Arduino sketches call ESP-IDF's esp_now.h API directly, which the ESP32 Arduino core includes. Two callbacks report events: one when a packet arrives, one when a transmission has finished. Their parameter lists have changed twice, following the ESP-IDF version underneath the core, so an example written for another version fails with compile errors such as invalid conversion from void (*)(const uint8_t*, ...). Check your installed core version in Boards Manager and compare:",
          },
          {
            table: {
              header: ["Arduino core", "ESP-IDF", "Receive callback", "Send callback"],
              rows: [
                {
                  cells: [
                    "2.0.x",
                    "4.4",
                    "void f(const uint8_t *mac, const uint8_t *data, int len)",
                    "void f(const uint8_t *mac_addr, esp_now_send_status_t status)",
                  ],
                },
                {
                  cells: [
                    "3.0.x to 3.2.x",
                    "5.1 to 5.4",
                    "void f(const esp_now_recv_info_t *info, const uint8_t *data, int len)",
                    "void f(const uint8_t *mac_addr, esp_now_send_status_t status)",
                  ],
                },
                {
                  cells: [
                    "3.3.0 and later",
                    "5.5",
                    "void f(const esp_now_recv_info_t *info, const uint8_t *data, int len)",
                    "void f(const wifi_tx_info_t *tx_info, esp_now_send_status_t status)",
                  ],
                },
              ],
            },
          },
          {
            p: "In 3.x the receive callback gets a pointer to esp_now_recv_info_t, whose src_addr field is the sender's MAC address and whose rx_ctrl field carries radio details including the RSSI. The sender sketch below selects the right send-callback signature at compile time with ESP_IDF_VERSION, so it builds on every 3.x release; the core 3.x also offers a C++ wrapper (ESP32_NOW.h), which this tutorial does not use.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "Receiver sketch (upload this first)" },
          {
            p: "The receiver prints its own station MAC address at start-up, already formatted as a C array for the sender. It reads the address with esp_read_mac(), which returns the factory-programmed station address whatever state Wi-Fi is in; with some 3.x releases WiFi.macAddress() can return 00:00:00:00:00:00 until the station interface has been started.",
          },
          {
            code: {
              lang: "cpp",
              text: String.raw`// ESP-NOW receiver for the ESP32 Arduino core 3.x.
// Prints its MAC address, then every SensorPacket with RSSI and lost-packet count.
#include <WiFi.h>
#include <esp_now.h>
#include <esp_wifi.h>
#include <esp_mac.h>

const uint8_t WIFI_CHANNEL = 1;        // must match the sender
const uint32_t LINK_TIMEOUT_MS = 6000; // three missed packets at 2 s intervals

// Must be identical on both boards.
typedef struct __attribute__((packed)) {
  uint32_t sequence;   // counts up with every packet
  uint32_t uptimeMs;   // sender's millis() when sent
  uint16_t lightMv;    // divider voltage in millivolts
  float lightPercent;  // lightMv as a percentage of 3300 mV
} SensorPacket;        // 14 bytes

typedef struct {
  SensorPacket data;
  uint8_t sender[6];
  int rssi;
} Received;

QueueHandle_t rxQueue;

// Runs in the Wi-Fi task (core 3.0 and later signature): copy and hand over, nothing slow.
void onReceive(const esp_now_recv_info_t *info, const uint8_t *data, int len) {
  if (len != (int)sizeof(SensorPacket)) {
    return;  // not our packet format
  }
  Received item;
  memcpy(&item.data, data, sizeof(SensorPacket));
  memcpy(item.sender, info->src_addr, 6);
  item.rssi = info->rx_ctrl->rssi;
  xQueueSend(rxQueue, &item, 0);  // never block here
}

void setup() {
  Serial.begin(115200);
  delay(500);
  rxQueue = xQueueCreate(10, sizeof(Received));

  WiFi.mode(WIFI_STA);  // ESP-NOW uses the station interface; no access point is joined
  esp_wifi_set_channel(WIFI_CHANNEL, WIFI_SECOND_CHAN_NONE);

  uint8_t mac[6];
  esp_read_mac(mac, ESP_MAC_WIFI_STA);
  Serial.printf("Receiver MAC: %02X:%02X:%02X:%02X:%02X:%02X\n",
                mac[0], mac[1], mac[2], mac[3], mac[4], mac[5]);
  Serial.printf("For the sender: uint8_t receiverMac[6] = {0x%02X, 0x%02X, 0x%02X, 0x%02X, 0x%02X, 0x%02X};\n",
                mac[0], mac[1], mac[2], mac[3], mac[4], mac[5]);

  if (esp_now_init() != ESP_OK) {
    Serial.println("ESP-NOW init failed");
    while (true) {
      delay(1000);
    }
  }
  esp_now_register_recv_cb(onReceive);
  Serial.printf("Listening on channel %d\n", (int)WiFi.channel());
}

void loop() {
  static uint32_t lastSeq = 0;
  static uint32_t lost = 0;
  static uint32_t lastRxMs = 0;
  static bool linkUp = false;
  static bool seenAny = false;         // stays true after a link loss, unlike linkUp

  Received item;
  if (xQueueReceive(rxQueue, &item, pdMS_TO_TICKS(100)) == pdTRUE) {
    SensorPacket p = item.data;
    if (seenAny && p.sequence > lastSeq + 1) {
      lost += p.sequence - lastSeq - 1;  // gap in the sequence numbers
    } else if (seenAny && p.sequence <= lastSeq) {
      Serial.println("Sender restarted");
    }
    lastSeq = p.sequence;
    lastRxMs = millis();
    linkUp = true;
    seenAny = true;
    Serial.printf("#%lu from %02X:%02X:%02X:%02X:%02X:%02X  light %u mV (%.1f %%)  RSSI %d dBm  lost %lu\n",
                  (unsigned long)p.sequence, item.sender[0], item.sender[1], item.sender[2],
                  item.sender[3], item.sender[4], item.sender[5], (unsigned int)p.lightMv,
                  p.lightPercent, item.rssi, (unsigned long)lost);
  }

  if (linkUp && millis() - lastRxMs > LINK_TIMEOUT_MS) {
    linkUp = false;
    Serial.println("No packets for 6 s: link lost");
  }
}
`,
            },
          },
          { h2: "Sender sketch (the sensor node)" },
          {
            p: "Paste the array line printed by the receiver over the example receiverMac below before uploading.",
          },
          {
            code: {
              lang: "cpp",
              text: String.raw`// ESP-NOW sensor node (sender) for the ESP32 Arduino core 3.x.
// Reads an LDR divider on GPIO34 and sends a SensorPacket every 2 s.
#include <WiFi.h>
#include <esp_now.h>
#include <esp_wifi.h>
#include <esp_idf_version.h>

// Replace with the line printed by the receiver sketch:
uint8_t receiverMac[6] = {0x24, 0x6F, 0x28, 0x12, 0x34, 0x56};

const uint8_t WIFI_CHANNEL = 1;         // must match the receiver
const int LIGHT_PIN = 34;               // ADC1 channel 6
const uint32_t SEND_INTERVAL_MS = 2000;

// Must be identical on both boards.
typedef struct __attribute__((packed)) {
  uint32_t sequence;   // counts up with every packet
  uint32_t uptimeMs;   // sender's millis() when sent
  uint16_t lightMv;    // divider voltage in millivolts
  float lightPercent;  // lightMv as a percentage of 3300 mV
} SensorPacket;        // 14 bytes

SensorPacket packet = {};
volatile bool sendDone = false;
volatile bool sendOk = false;

#if ESP_IDF_VERSION >= ESP_IDF_VERSION_VAL(5, 5, 0)
// Arduino core 3.3.0 and later (ESP-IDF 5.5): first argument is transmit information
void onSent(const wifi_tx_info_t *info, esp_now_send_status_t status) {
  (void)info;
  sendOk = (status == ESP_NOW_SEND_SUCCESS);
  sendDone = true;
}
#else
// Arduino core 3.0.x to 3.2.x (ESP-IDF 5.1 to 5.4): first argument is the peer's MAC
void onSent(const uint8_t *macAddr, esp_now_send_status_t status) {
  (void)macAddr;
  sendOk = (status == ESP_NOW_SEND_SUCCESS);
  sendDone = true;
}
#endif

void setup() {
  Serial.begin(115200);
  delay(500);
  analogReadResolution(12);

  WiFi.mode(WIFI_STA);
  esp_wifi_set_channel(WIFI_CHANNEL, WIFI_SECOND_CHAN_NONE);

  if (esp_now_init() != ESP_OK) {
    Serial.println("ESP-NOW init failed");
    while (true) {
      delay(1000);
    }
  }
  esp_now_register_send_cb(onSent);

  esp_now_peer_info_t peer = {};
  memcpy(peer.peer_addr, receiverMac, 6);
  peer.channel = WIFI_CHANNEL;  // the channel the radio is on
  peer.ifidx = WIFI_IF_STA;
  peer.encrypt = false;
  if (esp_now_add_peer(&peer) != ESP_OK) {
    Serial.println("Adding the receiver as a peer failed");
    while (true) {
      delay(1000);
    }
  }
  Serial.printf("Sender ready on channel %d, %u-byte packets\n", (int)WiFi.channel(),
                (unsigned int)sizeof(SensorPacket));
}

void loop() {
  static uint32_t lastSend = 0;

  if (millis() - lastSend >= SEND_INTERVAL_MS) {
    lastSend = millis();
    packet.sequence++;
    packet.uptimeMs = lastSend;
    packet.lightMv = (uint16_t)analogReadMilliVolts(LIGHT_PIN);
    packet.lightPercent = packet.lightMv * 100.0f / 3300.0f;
    esp_err_t err = esp_now_send(receiverMac, (const uint8_t *)&packet, sizeof(packet));
    if (err != ESP_OK) {
      Serial.printf("esp_now_send failed: 0x%x\n", err);
    }
  }

  if (sendDone) {
    sendDone = false;
    Serial.printf("#%lu  %u mV  %s\n", (unsigned long)packet.sequence,
                  (unsigned int)packet.lightMv, sendOk ? "delivered" : "NOT delivered");
  }
}
`,
            },
          },
          { h3: "How it works" },
          {
            p: "Both sketches put the radio in station mode without joining any network and fix it on channel 1. ESP-NOW frames travel on whatever channel the radio is tuned to, so the two boards must agree; if you later connect the receiver to a router, it follows the router's channel and the sender must use that channel too. The sender registers the receiver as a peer with esp_now_add_peer() and then sends with esp_now_send(), which only queues the frame and returns at once. The result arrives later in onSent(): ESP_NOW_SEND_SUCCESS means the receiver's radio acknowledged the frame at the MAC layer, which is a good sign but not proof that the receiving program processed it.",
          },
          {
            p: "The payload is a C struct sent as raw bytes, 14 in total, well inside the 250-byte limit of the original ESP-NOW frame format. __attribute__((packed)) removes padding, so the layout is exactly 4 + 4 + 2 + 4 bytes on both boards, and the receiver rejects anything that is not exactly sizeof(SensorPacket) long. If you change the struct, upload it to both boards. The sequence number lets the receiver detect gaps: receiving #41 after #39 means one packet was lost.",
          },
          {
            p: "The receive callback runs inside the Wi-Fi task, not in your loop(). It must return quickly, so it only copies the data, the sender's address and the RSSI into a FreeRTOS queue with a zero timeout; loop() takes items out and does the slow printing. The sender uses the same idea with two volatile flags set in onSent().",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Upload and test" },
          {
            ol: [
              "In Boards Manager make sure esp32 by Espressif Systems is version 3.0 or later (if it is not installed yet, first add Espressif's board-manager URL, https://espressif.github.io/arduino-esp32/package_esp32_index.json, under File > Preferences > Additional boards manager URLs), and select ESP32 Dev Module for both boards.",
              "Connect the receiver board, upload the receiver sketch, open the Serial Monitor at 115200 baud and press EN. Copy the line that starts with uint8_t receiverMac[6].",
              "Wire the LDR divider to the second board. Paste the copied line over receiverMac in the sender sketch and upload it to the second board (select its port first).",
              "Keep the receiver on USB with its Serial Monitor open. Power the sender from USB or a power bank; if both are on one computer, open a second Serial Monitor window for the sender's port.",
              "Cover the LDR with a finger and shine a torch on it, and watch the millivolt value change on the receiver.",
              "Carry the sender away, or put it behind a few walls, and watch the RSSI fall and eventually the lost counter rise.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          { p: "Receiver (the MAC address and values will differ):" },
          {
            code: {
              lang: "plaintext",
              text: `Receiver MAC: 24:6F:28:12:34:56
For the sender: uint8_t receiverMac[6] = {0x24, 0x6F, 0x28, 0x12, 0x34, 0x56};
Listening on channel 1
#1 from 30:AE:A4:9B:0C:11  light 1642 mV (49.8 %)  RSSI -41 dBm  lost 0
#2 from 30:AE:A4:9B:0C:11  light 1650 mV (50.0 %)  RSSI -42 dBm  lost 0
#3 from 30:AE:A4:9B:0C:11  light 212 mV (6.4 %)  RSSI -41 dBm  lost 0
`,
            },
          },
          { p: "Sender:" },
          {
            code: {
              lang: "plaintext",
              text: `Sender ready on channel 1, 14-byte packets
#1  1642 mV  delivered
#2  1650 mV  delivered
#3  212 mV  delivered
`,
            },
          },
          {
            p: "A new line appears every two seconds on both boards. With the boards on the same desk the RSSI is typically between about −30 and −50 dBm; packets keep arriving as it falls, until somewhere below about −90 dBm they start to go missing and the lost counter climbs. Turning the sender off produces No packets for 6 s: link lost on the receiver, and turning it back on prints Sender restarted. Treat readings above about 2.5 V as approximate: Espressif quotes the ESP32's ADC as accurate from about 150 mV to 2450 mV at the default attenuation, and above that the reading still rises but less precisely, which is fine for a light level.",
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
                    "Compile error: invalid conversion ... to esp_now_recv_cb_t or esp_now_send_cb_t",
                    "A callback written for a different core version",
                    "Use the signatures from the table for your installed core, or the version check used in the sender sketch",
                  ],
                },
                {
                  cells: [
                    "Sender prints NOT delivered for every packet",
                    "Wrong receiver MAC in receiverMac, receiver not running, or the boards on different channels",
                    "Copy the MAC line again from the receiver's Serial Monitor, check both sketches use WIFI_CHANNEL 1",
                  ],
                },
                {
                  cells: [
                    "Receiver MAC prints as 00:00:00:00:00:00",
                    "The address was read with a function that needs Wi-Fi started",
                    "Use esp_read_mac(mac, ESP_MAC_WIFI_STA) as in the receiver sketch",
                  ],
                },
                {
                  cells: [
                    "Delivered on the sender but nothing printed on the receiver",
                    "Struct definitions differ, so the length check drops the packet",
                    "Make the SensorPacket definitions identical and upload both sketches again",
                  ],
                },
                {
                  cells: [
                    "Light value stuck at 0 or at the maximum",
                    "Divider wired to an ADC2 pin, the wrong pin, or missing the 10 kΩ resistor",
                    "Use GPIO34 (ADC1) with the 10 kΩ resistor to GND and the LDR to 3V3",
                  ],
                },
                {
                  cells: [
                    "Works on the desk, drops out across the house",
                    "Walls, metal and the boards' small PCB antennas limit range",
                    "Raise the boards, keep the antenna end clear of metal and hands, or use modules with an external antenna connector",
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
              "Encrypt the link: set a primary master key with esp_now_set_pmk() on both boards, then set peer.encrypt = true and a 16-byte local master key in peer.lmk on each side.",
              "Run the sensor node on a battery: send one packet, wait for onSent(), then call esp_deep_sleep_start() with a timer wake-up; the sequence number can live in an RTC_DATA_ATTR variable.",
              "Build a gateway: add more sensor nodes (an ESP32 can hold up to 20 registered peers) and have the receiver forward each packet to an MQTT broker over Wi-Fi, keeping the sensors on the router's channel.",
            ],
          },
        ],
      },
    ],
  },
};
