import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "agri",
  kind: "branch",
  title: "Agricultural Engineering",
  headTitle: "Embedded Systems for Agriculture: Irrigation, Sensors and LoRa",
  description:
    "How agricultural engineers use electronics: soil moisture sensing, automated irrigation, greenhouse control, LoRa field networks, weather and livestock data.",
  keywords: [
    "precision agriculture",
    "smart irrigation",
    "capacitive soil moisture sensor",
    "greenhouse automation",
    "LoRa agriculture",
    "farm weather station",
    "livestock monitoring",
    "solar powered sensor node",
  ],
  intro: [
    "Precision agriculture applies water, fertiliser and labour where and when they are needed instead of uniformly. That depends on measurement: soil moisture at root depth, weather, crop condition, animal behaviour and machine position. Embedded systems are how those measurements are taken in the field and turned into actions, such as opening a valve, starting a fan or alerting a farmer about an empty water trough.",
    "Farm electronics face conditions that lab projects never see: no mains power or Wi-Fi across most of a field, sun, rain, dust, fertiliser, curious animals and long unattended operation. Learning to design for low power, long-range radio, rugged enclosures and fail-safe control is what separates a useful farm system from a demonstration that lasts a week.",
  ],
  basics: [
    "Soil moisture is the most common agricultural measurement. Cheap resistive probes pass current through the soil, corrode quickly through electrolysis and read differently as salinity changes. Capacitive sensors measure the soil's dielectric permittivity through an insulated board, which mainly depends on water content, so they last much longer. Their output depends on soil type, so calibrate against samples of your own soil and install sensors at the crop's root depth, ideally at two depths, with firm soil contact and no air gaps.",
    "Irrigation is switched with solenoid valves and pumps. Landscape irrigation valves commonly use 24 V AC coils, which need a relay or triac output; 12 V DC valves can be switched with a logic-level MOSFET and need a flyback diode across the coil. Latching solenoid valves need only a short pulse to open or close, which suits battery-powered controllers. Design for failure: use normally closed valves, cap every watering run with a maximum time in firmware, and add a watchdog so a crashed controller cannot flood a field.",
    "Most field nodes run on batteries and solar power and talk over LoRa, a sub-GHz radio (868 MHz in Europe, 915 MHz in the Americas) that trades data rate for range, often several kilometres across open farmland. A node that wakes, measures, transmits and returns to deep sleep can average well under a milliamp. Size the battery and panel from a daily energy budget for the darkest month, and protect the battery: lithium-ion and LiFePO4 cells must not be charged below 0 °C, and sealed boxes in direct sun get far hotter than the air.",
  ],
  features: [
    {
      title: "Soil and crop sensing",
      text: "Soil moisture, soil temperature and electrical conductivity at several depths, plus canopy temperature and leaf wetness. Be sceptical of very cheap all-in-one NPK sensors: reliable nutrient measurement normally needs lab analysis, so validate any sensor against soil tests.",
    },
    {
      title: "Automated irrigation",
      text: "Controllers that combine schedules, soil moisture thresholds and weather data to decide when and how long to water each zone, with flow meters to detect leaks, blocked drippers and failed valves.",
    },
    {
      title: "Greenhouse climate control",
      text: "Temperature, humidity and CO2 sensing drives fans, vents, heaters, foggers, shade screens and grow lights. Vapour pressure deficit (VPD), computed from temperature and humidity, is a better guide to plant transpiration than humidity alone.",
    },
    {
      title: "Weather stations",
      text: "Air temperature, humidity, pressure, wind, rainfall and solar radiation feed disease risk models, frost alerts and evapotranspiration estimates such as the FAO-56 Penman-Monteith method for irrigation scheduling.",
    },
    {
      title: "LoRa and long-range networks",
      text: "Point-to-point LoRa links or LoRaWAN networks with a gateway connect many battery nodes over a farm. Regional rules limit transmitter duty cycle in many bands, typically 1 % in the common European 868 MHz sub-bands, so send small, infrequent messages.",
    },
    {
      title: "Livestock monitoring",
      text: "Electronic identification tags for cattle and sheep use 134.2 kHz RFID (ISO 11784/11785), GPS collars track grazing, accelerometers detect activity changes linked to heat or illness, and sensors watch water trough levels and barn ammonia.",
    },
    {
      title: "Machinery, drones and imaging",
      text: "Tractors and implements share data over ISOBUS (ISO 11783, based on CAN), GNSS guidance steers along straight passes, and multispectral cameras map crop vigour with indices such as NDVI = (NIR - Red) / (NIR + Red).",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Automatic plant watering with a 5 V pump",
        text: "An Arduino Uno reads a capacitive soil moisture sensor and runs a small 5 V pump through a logic-level MOSFET or a relay module when the soil is dry, with a flyback diode across the pump and a maximum pump time in the code so a failed sensor cannot flood the pot.",
        slug: "soil-moisture-automatic-irrigation",
      },
      {
        title: "Calibrated soil moisture monitor",
        text: "Read a capacitive soil moisture sensor on an ESP32 ADC1 pin (ADC2 is unavailable while Wi-Fi runs), calibrate it in your own soil, and show volumetric water content on an OLED.",
      },
      {
        title: "Tipping-bucket rain gauge",
        text: "Count the reed switch closures of a tipping-bucket gauge with a debounced interrupt, calibrate the volume per tip by pouring in a measured amount of water, and log daily rainfall in millimetres.",
      },
      {
        title: "Greenhouse VPD logger",
        text: "Log temperature and humidity from an SHT31 every few minutes, compute saturation vapour pressure and VPD in kPa, and mark periods where VPD falls outside the comfortable range for your crop.",
      },
    ],
    intermediate: [
      {
        title: "Drip irrigation zone controller",
        text: "An ESP32 switches three or four 24 V AC valves through relay modules with their own transistor drivers (check that they switch reliably from 3.3 V logic), waters on a schedule, skips runs when soil is moist or rain is forecast, and reports flow meter pulses so a leak or blocked line raises an alert.",
      },
      {
        title: "Solar-powered LoRa soil node",
        text: "An RFM95 module, capacitive sensors at two depths and a DS18B20 soil probe on a microcontroller that deep-sleeps between 15-minute readings, running from an 18650 cell charged by a small solar panel.",
      },
      {
        title: "Greenhouse climate controller",
        text: "Control an exhaust fan, vent actuator and heater from temperature and humidity with hysteresis and minimum run times, measure CO2 with a true NDIR or photoacoustic sensor such as the SCD30 or SCD41 rather than an MQ gas sensor, and log everything.",
      },
    ],
    advanced: [
      {
        title: "LoRaWAN farm network",
        text: "Deploy a gateway and several sensor nodes on The Things Network or a self-hosted ChirpStack server, decode payloads, store readings and build dashboards with threshold alerts sent to a phone.",
      },
      {
        title: "Livestock activity collar",
        text: "Log accelerometer data from a collar, label periods of grazing, resting and walking from observation, train a small classifier and run it on the collar so only activity summaries are transmitted.",
      },
      {
        title: "Crop vigour mapping",
        text: "Fly or pole-mount a Raspberry Pi NoIR camera (no infrared-blocking filter) behind a blue filter, so its red channel records mostly near-infrared, compute an NDVI-style index from the red and blue channels, and compare stressed and healthy plots against ground observations.",
      },
    ],
  },
  topProjects: [
    {
      title: "Weather-aware irrigation system",
      text: "A field weather station estimates evapotranspiration, soil moisture nodes report actual conditions, and a controller waters each zone to replace measured losses. Comparing water use against a fixed timer gives a clear, measurable result.",
    },
    {
      title: "Remote water trough monitor",
      text: "A solar-powered LoRa node measures trough level and alerts when it drops or a float valve fails. It saves daily inspection trips and is a good test of low-power, rugged design.",
    },
    {
      title: "Frost alarm for orchards",
      text: "Temperature sensors at blossom height across an orchard report to a gateway that alerts before temperatures reach the damage threshold and can start fans or sprinklers, showing how cold air collects in low spots.",
    },
    {
      title: "Cattle heat detection",
      text: "Accelerometer-based activity monitors detect the rise in activity around oestrus, helping time insemination in dairy herds; the challenge is reliable detection with limited battery and radio budget.",
    },
  ],
  tutorials: [
    {
      title: "Calibrate a capacitive soil moisture sensor",
      text: "Record readings in dry air and in water, keeping the electronics above the waterline. Then collect soil from your field, wet samples to several moisture levels, take a sensor reading in each, and weigh a portion before and after drying it in an oven at 105 °C to find the true water content. Convert to volumetric content using the soil's bulk density, fit a line or curve through the points and use it in firmware. Supply the sensor from a stable voltage, because some cheap boards change their output with supply voltage.",
    },
    {
      title: "Switch a 12 V DC solenoid valve",
      text: "Use a logic-level N-channel MOSFET on the low side: valve between +12 V and the drain, source to ground, gate to a GPIO through about 100 Ω with a 100 kΩ pull-down so the valve stays closed while the microcontroller boots. Put a diode across the coil, cathode to +12 V, to absorb the turn-off spike. Fuse the 12 V supply and join its ground to the microcontroller ground. Test the maximum run-time limit by deliberately leaving a command on.",
    },
    {
      title: "Build a power budget for a solar sensor node",
      text: "Measure active and sleep current with a multimeter in series. Suppose the node draws 120 mA for 4 s every 15 minutes: 96 wakes a day give 384 s at 120 mA, or about 12.8 mAh, and a 50 µA sleep current adds about 1.2 mAh, so roughly 14 mAh per day. Many development boards sleep at several milliamps because of their USB chip and regulator, so measure yours rather than trusting the chip's datasheet. Choose a battery for a week or more without sun, and a panel that replaces a day's use even in the darkest month.",
    },
  ],
  tutorialSlugs: [
    "soil-moisture-automatic-irrigation",
    "esp-now-two-esp32-sensor-link",
    "esp8266-mqtt-temperature-sensor",
    "esp32-weather-station",
  ],
};

export default topic;
