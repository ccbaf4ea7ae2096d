import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "civil",
  kind: "branch",
  title: "Civil Engineering",
  headTitle: "Embedded Systems for Civil Engineering: Sensors and Monitoring",
  description:
    "How civil engineers use electronics: structural health monitoring with strain gauges and accelerometers, concrete curing, water level, traffic and soil data.",
  keywords: [
    "civil engineering projects",
    "structural health monitoring",
    "strain gauge HX711",
    "concrete curing temperature",
    "water level sensor",
    "traffic counter",
    "geotechnical monitoring",
    "data logger",
  ],
  intro: [
    "Civil engineering works with structures, roads, water and soil that are large, slow-changing and expensive to get wrong. Instrumentation tells engineers how a bridge actually deflects, when a slab is strong enough to strip formwork, how fast a river is rising or how a slope responds to rain. Traditionally that meant costly commercial data loggers; today a microcontroller, a few sensors and a memory card let students instrument lab models, material tests and pilot field studies themselves.",
    "The skills that matter are less about electronics for its own sake and more about measurement: choosing a sensor for the quantity, conditioning a tiny signal, calibrating it, logging with reliable timestamps and judging how far the numbers can be trusted. Low-cost sensors are excellent for learning and for dense, cheap monitoring, but critical decisions on real structures still rely on calibrated, certified instruments.",
  ],
  basics: [
    "Strain gauges are the workhorse of structural measurement. A foil gauge's resistance changes in proportion to strain, dR / R = GF × strain, with a gauge factor of about 2. At 1000 microstrain a 350 Ω gauge changes by only 350 × 2 × 0.001 = 0.7 Ω, far too little to read directly, so gauges are wired in a Wheatstone bridge whose millivolt output goes to an amplifying 24-bit ADC such as the HX711. Load cells are simply strain gauges bonded to a shaped metal body.",
    "MEMS accelerometers measure both gravity and motion. Held still, the split of gravity between the axes gives tilt; on a vibrating structure, the signal reveals natural frequencies and damping. Pick a sample rate above twice the highest frequency you care about, with margin, and check the noise floor: low-cost parts such as the MPU6050 are fine for lab models and shake tables but too noisy for the tiny ambient vibrations of real buildings, where low-noise sensors such as the ADXL355 are used.",
    "Field conditions dominate civil measurements. Temperature changes a gauge's resistance and the structure itself, so use temperature-compensating bridge arrangements or record temperature alongside strain. Sensors drift, so calibrate against known loads or reference instruments and repeat the calibration. Enclosures need an IP65 or better rating, long cables pick up noise, and every record needs a trustworthy timestamp from a real-time clock such as the DS3231.",
  ],
  features: [
    {
      title: "Structural health monitoring",
      text: "Strain gauges, accelerometers, tilt sensors and crack meters on bridges, buildings and towers track load response, natural frequency changes and long-term movement. A falling natural frequency can indicate loss of stiffness.",
    },
    {
      title: "Concrete curing and maturity",
      text: "Temperature probes cast into concrete and humidity sensors near the surface log curing conditions. The maturity method (ASTM C1074) uses the temperature history to estimate in-place strength, supporting decisions on formwork removal and post-tensioning.",
    },
    {
      title: "Water resources",
      text: "Ultrasonic, radar and pressure sensors measure water level in tanks, channels and rivers; flow comes from weirs, flumes or flow meters; simple probes measure turbidity, pH and conductivity for water quality.",
    },
    {
      title: "Transportation",
      text: "Vehicle counting and classification with infrared beams, magnetometers, Doppler radar or cameras, plus axle counting, speed studies and pavement temperature logging for traffic and highway engineering.",
    },
    {
      title: "Geotechnical monitoring",
      text: "Soil moisture, pore water pressure, tilt and settlement sensors on slopes, embankments, excavations and foundations, often linked into rainfall-based early warning systems.",
    },
    {
      title: "Surveying aids",
      text: "RTK GNSS receivers such as the u-blox ZED-F9P reach centimetre-level positioning with corrections from a base station, and laser rangefinders and digital inclinometers feed measurements straight into a logger.",
    },
    {
      title: "Laboratory testing",
      text: "Load cells, displacement sensors and logging replace manual dial-gauge readings in beam, cube and soil tests, producing full load-deflection curves instead of a handful of points.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Concrete curing logger",
        text: "Cast a waterproof DS18B20 probe into a test specimen, add an SHT31 for air temperature and humidity, and log both to an SD card with DS3231 timestamps every 10 minutes. Compare a sealed specimen with an exposed one.",
      },
      {
        title: "Tilt and vibration monitor with an MPU6050",
        text: "On an Arduino Uno, compute tilt from the MPU6050's accelerometer with atan2, average many readings to reduce noise, and flag vibration when the acceleration swings beyond a threshold; try it on a model retaining wall as backfill is added behind it.",
        slug: "mpu6050-tilt-vibration-monitor",
      },
      {
        title: "Tank water level monitor",
        text: "Mount a waterproof ultrasonic sensor such as the JSN-SR04T above a tank, correct the speed of sound for air temperature, and convert distance into level and volume using the tank geometry.",
      },
    ],
    intermediate: [
      {
        title: "Strain on a loaded beam",
        text: "Bond a foil strain gauge to an aluminium or steel beam, complete the bridge, read it with an HX711, and compare measured strain with M y / (E I) from beam theory under known point loads.",
      },
      {
        title: "Natural frequency of a model building",
        text: "Place an accelerometer on the top floor of a model frame on a shake table or give it a tap, record at a fixed sample rate and find the first mode with an FFT. Add mass or bracing and watch the frequency move, as f = (1 / 2π) √(k / m) predicts.",
      },
      {
        title: "Traffic counter and speed meter",
        text: "Two infrared beams or magnetometers a known distance apart time each vehicle to give count, direction and speed; log hourly volumes and build a traffic volume profile for a campus road.",
      },
    ],
    advanced: [
      {
        title: "Wireless structural monitoring network",
        text: "Several ESP32 nodes with accelerometers sample in synchronised bursts, timestamped from GNSS or network time, and a server identifies mode shapes by comparing amplitude and phase at each natural frequency.",
      },
      {
        title: "Slope early warning station",
        text: "Combine a tipping-bucket rain gauge, soil moisture at several depths and a tilt sensor, send data over LoRa from a solar-powered node, and raise alerts on rainfall intensity and tilt rate thresholds.",
      },
      {
        title: "RTK GNSS settlement monitoring",
        text: "Set up a base station and a rover on a monitored point using ZED-F9P receivers, log positions over weeks and separate real movement from noise with daily averaging.",
      },
    ],
  },
  topProjects: [
    {
      title: "Maturity-based strength estimator",
      text: "Log concrete temperature, compute the Nurse-Saul temperature-time factor and convert it to strength with a calibration curve from your own cube or cylinder tests. It links instrumentation, materials science and site decisions.",
    },
    {
      title: "Low-cost universal testing logger",
      text: "Add a load cell and a linear displacement sensor to a manual loading frame and log full load-deflection curves for beams and specimens, showing yield, cracking and failure that single readings miss.",
    },
    {
      title: "Open-channel flow station",
      text: "Measure head above a V-notch weir with an ultrasonic or pressure sensor and compute flow with Q = (8 / 15) Cd √(2g) tan(θ / 2) H^(5/2). Calibrate Cd by timing how long the flow takes to fill a known volume.",
    },
    {
      title: "Footbridge vibration study",
      text: "Measure the response of a real footbridge to walking and jumping with an accelerometer logger, identify its natural frequencies and compare them with the typical pedestrian step frequency range to judge whether resonance is possible.",
    },
  ],
  tutorials: [
    {
      title: "Wire and calibrate an HX711 load cell",
      text: "Connect the load cell's excitation wires to E+ and E-, its signal wires to A+ and A-, and the HX711's DT and SCK pins to two digital pins of an Arduino. Install an HX711 library, tare with no load, then place a known mass and compute the calibration factor as raw reading change divided by mass. Check linearity with three or four different masses; leave a load in place for several minutes to see creep. The HX711 samples at 10 or 80 samples per second depending on its RATE pin, and 10 per second gives less noise.",
    },
    {
      title: "Measure water level with ultrasound",
      text: "The sensor reports the echo time t; distance is c × t / 2, where the speed of sound c is about 331.3 + 0.606 T m/s for air temperature T in °C, roughly 343 m/s at 20 °C. Add a temperature sensor, because a 10 °C error shifts readings by almost 2 %. Take several readings and use the median to reject false echoes from the tank wall, subtract the distance from the sensor's height above the tank floor to get water level, and keep the sensor outside its minimum range.",
    },
    {
      title: "Log timestamped data to an SD card",
      text: "Wire an SPI microSD module (use one with a level shifter on a 5 V Arduino) and a DS3231 real-time clock over I2C. Set the clock once, then write one CSV line per reading with date, time, sensor values and units in the header. Open, write and close the file, or flush regularly, so a power cut loses at most one record. Record battery voltage too, and check the log after the first day before leaving a logger in the field.",
    },
  ],
  tutorialSlugs: ["mpu6050-tilt-vibration-monitor", "arduino-mega-data-logger", "ultrasonic-distance-meter-hc-sr04"],
};

export default topic;
