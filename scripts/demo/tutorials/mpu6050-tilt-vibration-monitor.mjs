// A teaching tilt and vibration monitor: an MPU-6050 read register by register over I2C by an Arduino Uno, with an RMS vibration measure and a buzzer alarm.
/** @type {import("../types.mjs").DemoPost} */
export default {
  author: "primary",
  id: "mpu6050-monitor",
  data: {
    slug: "mpu6050-tilt-vibration-monitor",
    title: "Structural Tilt and Vibration Monitor with an MPU-6050 and an Arduino Uno",
    topic: "civil",
    meta: {
      title: "MPU-6050 Tilt and Vibration Monitor with Arduino Uno",
      description:
        "Read an MPU-6050 register by register over I2C, compute tilt with atan2 and an RMS vibration level, and sound a buzzer alarm on a model structure or lab rig.",
      keywords:
        "mpu6050, mpu-6050, gy-521, accelerometer, tilt, atan2, vibration rms, structural health monitoring, arduino uno, i2c, wire",
    },
    pageData: [
      {
        section: "intro",
        content: [
          {
            p: "Two of the most useful things to know about a structure are whether it is slowly leaning and how much it is shaking. Both can be read from one sensor: a MEMS accelerometer measures gravity when it is still, which gives tilt, and measures motion when it vibrates. In this project an MPU-6050 on a GY-521 breakout, read by an Arduino Uno, reports roll and pitch relative to where it started and a one-second RMS vibration level, and sounds a buzzer when either passes a threshold.",
          },
          {
            p: "Instead of a ready-made library, the sketch talks to the chip's registers directly with the Wire library, so you see exactly what is configured: waking the chip through PWR_MGMT_1, choosing the ±2 g range, setting the low-pass filter and reading six bytes from ACCEL_XOUT_H onward. You will also learn how to separate gravity from vibration with a simple filter and why a low-cost sensor's offsets make relative measurements more trustworthy than absolute ones. Allow about two hours, including tests on a table and on a model.",
          },
          {
            warning:
              "This is a teaching monitor for lab models, shake-table tests and classroom demonstrations. It is not a certified structural monitoring instrument, and it must not be used to decide whether a real building, bridge, slope or excavation is safe. Decisions about real structures need calibrated instruments and a qualified engineer.",
          },
        ],
      },
      {
        section: "parts",
        content: [
          { h2: "What you need" },
          {
            ul: [
              "1 × Arduino Uno R3 and a USB-B cable",
              "1 × GY-521 breakout board with an MPU-6050 (it carries a 3.3 V regulator, so it can be powered from 5 V)",
              "1 × passive piezo buzzer (the kind driven with a tone, not a self-oscillating active buzzer) and 1 × 100 Ω resistor",
              "Jumper wires, four of them female-to-male for the GY-521 header",
              "An M3 screw and nut, or a thin layer of rigid adhesive, to fix the sensor to the structure",
              "For testing: a model frame, a ruler or plank to act as a beam, and a coin or a 2 mm shim",
            ],
          },
        ],
      },
      {
        section: "theory",
        content: [
          { h2: "From raw counts to tilt and vibration" },
          { h3: "Scaling" },
          {
            p: "With ACCEL_CONFIG set for the ±2 g range (AFS_SEL = 0), each axis is a signed 16-bit number with a sensitivity of 16,384 LSB per g, so 16,384 counts mean 1 g and the full range of −32,768 to +32,767 covers about ±2 g. Lying flat with the component side up, the board reads about 0 on X and Y and about +16,384 on Z: an accelerometer at rest measures the upward reaction to gravity.",
          },
          { h3: "Tilt with atan2" },
          {
            p: "When the sensor is still, the three readings are the components of gravity along its axes, and the angles follow from trigonometry: roll = atan2(ay, az) and pitch = atan2(−ax, √(ay² + az²)). atan2 is used instead of atan because it handles every quadrant and never divides by zero. For example, ax = −0.0349 g with az = 0.9994 g gives a pitch of 2.0°. These formulas are only valid while the sensor is not accelerating, which is why the sketch computes tilt from a slowly filtered gravity estimate rather than from individual samples.",
          },
          {
            p: "The MPU-6050 datasheet allows a zero-g offset of up to ±50 mg on X and Y out of the factory, and the offset drifts with temperature. An offset of 50 mg alone looks like atan(0.05) ≈ 2.9° of tilt. The sketch therefore records the tilt at start-up and reports the change from that baseline, which cancels the fixed part of the offset.",
          },
          { h3: "Separating gravity from vibration" },
          {
            p: "Each sample is the sum of gravity and motion. An exponential moving average, g = g + 0.01 × (a − g), run at 100 samples per second, follows changes slower than about one second (its time constant is 0.01 s / 0.01 = 1 s, a cut-off near 0.16 Hz) and so tracks gravity. Subtracting it from each sample leaves the vibration. The sketch squares the three vibration components, adds them up over 100 samples, divides by 100 and takes the square root: the RMS vibration over one second, reported in milli-g. RMS is used rather than the peak because it reflects the energy of the shaking and is not thrown by a single spike.",
          },
          { h3: "Filtering and sample rate" },
          {
            p: "The sketch samples at 100 Hz, so the highest frequency it can represent is 50 Hz. Anything faster would alias into false low frequencies, so the chip's digital low-pass filter is set with DLPF_CFG = 3, which limits the accelerometer bandwidth to 44 Hz. The datasheet's accelerometer noise density of 400 µg/√Hz over that bandwidth gives about 400 µg × √44 ≈ 2.7 mg RMS per axis, or roughly 5 mg for the three axes together, which is the floor you will see on a quiet bench.",
          },
        ],
      },
      {
        section: "wiring",
        content: [
          { h2: "Wiring" },
          {
            table: {
              header: ["Part and pin", "Uno pin", "Note"],
              rows: [
                { cells: ["GY-521 VCC", "5V", "The board's regulator supplies the MPU-6050 with 3.3 V."] },
                { cells: ["GY-521 GND", "GND", "Shared ground."] },
                { cells: ["GY-521 SCL", "A5", "I2C clock."] },
                { cells: ["GY-521 SDA", "A4", "I2C data."] },
                { cells: ["GY-521 AD0", "GND", "Fixes the I2C address at 0x68 (AD0 high gives 0x69)."] },
                {
                  cells: [
                    "GY-521 INT, XDA, XCL",
                    "Not connected",
                    "The sketch polls the sensor, and the auxiliary I2C bus is not used.",
                  ],
                },
                {
                  cells: [
                    "Piezo buzzer +",
                    "D8 through a 100 Ω resistor",
                    "tone() drives it with a 2 kHz square wave; the resistor limits the current peaks into the piezo's capacitance.",
                  ],
                },
                { cells: ["Piezo buzzer −", "GND", "Shared ground."] },
              ],
            },
          },
          {
            note: "The MPU-6050 itself is a 3.3 V chip. GY-521 boards are routinely connected straight to a 5 V Uno as shown, relying on their regulator and pull-up resistors, but boards differ in where those pull-ups go. For a rig that will run for weeks, put a bidirectional I2C level shifter between the Uno and the sensor.",
          },
          {
            p: "Mounting matters as much as wiring. The sensor can only measure what reaches it, so fix it rigidly: an M3 screw through one of the board's holes or a thin layer of rigid glue. Foam tape and putty act as a spring and damper and change the vibration you measure. Note which way the X and Y arrows printed on the board point, so you know which tilt is roll and which is pitch.",
          },
        ],
      },
      {
        section: "code",
        content: [
          { h2: "The sketch" },
          {
            p: "Only the Wire library, which is part of the Arduino core, is needed. Register addresses are from InvenSense's MPU-6000/MPU-6050 register map.",
          },
          {
            code: {
              lang: "cpp",
              text: `// Tilt and vibration monitor: MPU-6050 (GY-521 board) on an Arduino Uno, register-level I2C with Wire.
// A teaching instrument, not a certified structural monitoring system.
#include <Wire.h>
#include <math.h>

// MPU-6050 address and registers (MPU-6000/MPU-6050 Register Map)
const uint8_t MPU_ADDR = 0x68;          // AD0 pin low
const uint8_t REG_CONFIG = 0x1A;        // digital low-pass filter (DLPF_CFG)
const uint8_t REG_GYRO_CONFIG = 0x1B;   // gyro full scale (gyro not used here)
const uint8_t REG_ACCEL_CONFIG = 0x1C;  // accelerometer full scale (AFS_SEL)
const uint8_t REG_ACCEL_XOUT_H = 0x3B;  // first of six bytes: X, Y, Z, high byte first
const uint8_t REG_PWR_MGMT_1 = 0x6B;    // sleep bit and clock source
const uint8_t REG_WHO_AM_I = 0x75;      // reads 0x68 on an MPU-6050

const uint8_t BUZZER_PIN = 8;

const float LSB_PER_G = 16384.0;           // sensitivity at +/-2 g
const unsigned long SAMPLE_US = 10000UL;   // 100 samples per second
const uint16_t SAMPLES_PER_REPORT = 100;   // one report (and RMS window) per second
const float ALPHA = 0.01;                  // gravity tracker, time constant about 1 s

const float VIB_ALARM_MG = 50.0;    // alarm above 50 mg RMS of vibration
const float TILT_ALARM_DEG = 2.0;   // alarm if roll or pitch changes by more than 2 degrees

float gx, gy, gz;              // slowly tracked gravity vector, in g
float baseRoll, basePitch;     // tilt measured at start-up, in degrees
float sumSq = 0;               // sum of squared vibration samples, in g^2
uint16_t count = 0;
unsigned long lastSample = 0;

void writeRegister(uint8_t reg, uint8_t value) {
  Wire.beginTransmission(MPU_ADDR);
  Wire.write(reg);
  Wire.write(value);
  Wire.endTransmission();
}

uint8_t readRegister(uint8_t reg) {
  Wire.beginTransmission(MPU_ADDR);
  Wire.write(reg);
  Wire.endTransmission(false);  // repeated start: keep the bus for the read
  Wire.requestFrom(MPU_ADDR, (uint8_t)1);
  return Wire.read();
}

// Reads the three accelerometer axes in g. Returns false on an I2C error.
bool readAccel(float &ax, float &ay, float &az) {
  Wire.beginTransmission(MPU_ADDR);
  Wire.write(REG_ACCEL_XOUT_H);
  if (Wire.endTransmission(false) != 0) {
    return false;
  }
  if (Wire.requestFrom(MPU_ADDR, (uint8_t)6) != 6) {
    return false;
  }
  uint8_t b[6];
  for (uint8_t i = 0; i < 6; i++) {
    b[i] = Wire.read();
  }
  ax = (int16_t)(((uint16_t)b[0] << 8) | b[1]) / LSB_PER_G;
  ay = (int16_t)(((uint16_t)b[2] << 8) | b[3]) / LSB_PER_G;
  az = (int16_t)(((uint16_t)b[4] << 8) | b[5]) / LSB_PER_G;
  return true;
}

// Tilt from the gravity vector, in degrees (valid while the sensor is not accelerating)
float rollDeg(float y, float z) {
  return atan2(y, z) * 180.0 / PI;
}

float pitchDeg(float x, float y, float z) {
  return atan2(-x, sqrt(y * y + z * z)) * 180.0 / PI;
}

void setup() {
  pinMode(BUZZER_PIN, OUTPUT);
  Serial.begin(115200);
  Wire.begin();

  uint8_t id = readRegister(REG_WHO_AM_I);
  Serial.print(F("WHO_AM_I = 0x"));
  Serial.println(id, HEX);
  if (id != 0x68) {
    Serial.println(F("Expected 0x68: check the wiring, AD0 and the chip on your board"));
  }

  writeRegister(REG_PWR_MGMT_1, 0x01);    // SLEEP = 0, clock from the X gyro PLL
  delay(100);
  writeRegister(REG_CONFIG, 0x03);        // DLPF_CFG = 3: accelerometer bandwidth 44 Hz
  writeRegister(REG_GYRO_CONFIG, 0x00);   // +/-250 deg/s
  writeRegister(REG_ACCEL_CONFIG, 0x00);  // AFS_SEL = 0: +/-2 g, 16384 LSB/g

  // Average 2 s of readings for the starting gravity vector and the baseline tilt
  Serial.println(F("Keep the sensor still: measuring the baseline for 2 s"));
  float sx = 0, sy = 0, sz = 0, ax, ay, az;
  int n = 0;
  for (int i = 0; i < 200; i++) {
    if (readAccel(ax, ay, az)) {
      sx += ax;
      sy += ay;
      sz += az;
      n++;
    }
    delay(10);
  }
  if (n == 0) {
    Serial.println(F("No data from the MPU-6050. Stopped."));
    while (true) {
    }
  }
  gx = sx / n;
  gy = sy / n;
  gz = sz / n;
  baseRoll = rollDeg(gy, gz);
  basePitch = pitchDeg(gx, gy, gz);
  Serial.print(F("Baseline roll "));
  Serial.print(baseRoll, 2);
  Serial.print(F(" deg, pitch "));
  Serial.print(basePitch, 2);
  Serial.println(F(" deg"));
  Serial.println(F("time_s,roll,pitch,d_roll,d_pitch,vib_mg_rms,alarm"));
  lastSample = micros();
}

void loop() {
  if (micros() - lastSample < SAMPLE_US) {
    return;
  }
  lastSample += SAMPLE_US;

  float ax, ay, az;
  if (!readAccel(ax, ay, az)) {
    Serial.println(F("I2C read error"));
    return;
  }

  // Low-pass: follow gravity slowly. What is left over is vibration.
  gx += ALPHA * (ax - gx);
  gy += ALPHA * (ay - gy);
  gz += ALPHA * (az - gz);
  float dx = ax - gx;
  float dy = ay - gy;
  float dz = az - gz;
  sumSq += dx * dx + dy * dy + dz * dz;
  count++;

  if (count >= SAMPLES_PER_REPORT) {
    float vibMg = sqrt(sumSq / count) * 1000.0;  // RMS over the last second, in mg
    float roll = rollDeg(gy, gz);
    float pitch = pitchDeg(gx, gy, gz);
    float dRoll = roll - baseRoll;
    float dPitch = pitch - basePitch;
    bool alarm = vibMg > VIB_ALARM_MG || fabs(dRoll) > TILT_ALARM_DEG || fabs(dPitch) > TILT_ALARM_DEG;

    if (alarm) {
      tone(BUZZER_PIN, 2000);  // 2 kHz on a passive piezo buzzer
    } else {
      noTone(BUZZER_PIN);
    }

    Serial.print(millis() / 1000.0, 1);
    Serial.print(',');
    Serial.print(roll, 2);
    Serial.print(',');
    Serial.print(pitch, 2);
    Serial.print(',');
    Serial.print(dRoll, 2);
    Serial.print(',');
    Serial.print(dPitch, 2);
    Serial.print(',');
    Serial.print(vibMg, 1);
    Serial.print(',');
    Serial.println(alarm ? 1 : 0);

    sumSq = 0;
    count = 0;
  }
}
`,
            },
          },
          { h3: "How it works" },
          {
            p: "setup() first reads WHO_AM_I, which returns 0x68 on a genuine MPU-6050 whatever the AD0 level, a quick check that the bus works. The chip powers up asleep, so writing 0x01 to PWR_MGMT_1 clears the SLEEP bit and selects the X-axis gyro's PLL as the clock, which the register map recommends over the internal oscillator for stability. CONFIG = 0x03 sets the 44 Hz low-pass filter and ACCEL_CONFIG = 0x00 selects ±2 g. Two seconds of averaged readings then become the baseline tilt.",
          },
          {
            p: "readAccel() writes the register address 0x3B and reads six bytes in one burst: X high, X low, Y high, Y low, Z high, Z low. Reading them in a single transaction matters because the chip updates the output registers continuously, and separate reads could combine the high byte of one sample with the low byte of the next. The bytes go into an array before being combined, because the order in which the two halves of an expression are evaluated is not defined in C++. loop() samples every 10 ms using micros(), and every 100 samples prints one CSV line and switches the buzzer on or off.",
          },
        ],
      },
      {
        section: "steps",
        content: [
          { h2: "Build, upload and test" },
          {
            ol: [
              "Wire the GY-521 and the buzzer as in the table and connect the Uno by USB.",
              "Fix the sensor board to a stiff, flat base such as a wooden block, with an M3 screw or rigid glue.",
              "Upload the sketch and open the Serial Monitor at 115200 baud. Keep the sensor still for the first two seconds while it measures the baseline.",
              "Check that WHO_AM_I reads 0x68 and that the quiet vibration level is a few mg RMS.",
              "Tap the table near the sensor: the vibration column should jump. A firm knock should pass 50 mg and sound the buzzer for a second.",
              "Slip a 2 mm shim under one edge of a 45 mm wide base to tilt it by about atan(2 / 45) ≈ 2.5°. Within a few seconds d_roll or d_pitch should settle near 2.5 and the alarm should sound.",
              "Mount the sensor on a model, for example at the top of a model frame or at the middle of a ruler clamped as a cantilever, and record how the vibration level rises and decays after a push.",
              "Copy the Serial Monitor output into a spreadsheet to plot tilt and vibration over time.",
            ],
          },
        ],
      },
      {
        section: "output",
        content: [
          { h2: "What you should see" },
          {
            p: "Output from a sensor on a wooden block on a desk: quiet at first, then light tapping, a sharp knock, quiet again, and finally the 2 mm shim under one side.",
          },
          {
            code: {
              lang: "plaintext",
              text: "WHO_AM_I = 0x68\nKeep the sensor still: measuring the baseline for 2 s\nBaseline roll 0.84 deg, pitch -1.37 deg\ntime_s,roll,pitch,d_roll,d_pitch,vib_mg_rms,alarm\n3.2,0.84,-1.37,0.00,0.00,4.6,0\n4.2,0.85,-1.36,0.01,0.01,4.8,0\n5.2,0.83,-1.38,-0.01,-0.01,31.7,0\n6.2,0.86,-1.36,0.02,0.01,126.5,1\n7.2,0.84,-1.37,0.00,0.00,5.1,0\n21.2,3.38,-1.35,2.54,0.02,4.9,1\n",
            },
          },
          {
            p: "The baseline angles of about 1° are normal and come mostly from the sensor's offsets and the desk itself, which is why only the changes (d_roll and d_pitch) are used for the alarm. On a quiet bench the vibration column sits at about 4 to 6 mg RMS, the sensor's own noise. A fingertip tap gives tens of mg, and a knock on the table more than 100 mg, or about 1 m/s², which trips the 50 mg threshold.",
          },
          {
            p: "Keep the limits of the instrument in mind when you interpret the numbers. Standards for construction vibration, such as DIN 4150-3 and BS 7385, set their limits as peak particle velocity in mm/s that depend on frequency, not as RMS acceleration, so these readings cannot be compared with them directly. And a noise floor of a few mg is far above the tiny ambient vibrations of real buildings, which is why structural monitoring uses low-noise accelerometers.",
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
                    "Sketch stops after WHO_AM_I, or WHO_AM_I = 0xFF",
                    "No answer on the bus: SDA and SCL swapped, missing ground, or AD0 high so the chip is at 0x69",
                    "SDA to A4, SCL to A5, AD0 to GND; run an I2C scanner to see which address answers.",
                  ],
                },
                {
                  cells: [
                    "WHO_AM_I reads a value other than 0x68, such as 0x70",
                    "The board carries a different or cloned chip",
                    "The readings may still work, but compare them with a known tilt before trusting them.",
                  ],
                },
                {
                  cells: [
                    "All three axes read 0",
                    "The chip is still asleep because the PWR_MGMT_1 write failed",
                    "Check the wiring and reset the Uno; the write must happen after Wire.begin().",
                  ],
                },
                {
                  cells: [
                    "Vibration level high even when nothing moves",
                    "Sensor loose on its mount, or a fan, pump or motor running nearby",
                    "Fix the board rigidly, and check the floor: many desks vibrate at a few mg when a computer fan runs.",
                  ],
                },
                {
                  cells: [
                    "Tilt alarm trips slowly on its own after some time",
                    "Temperature drift of the zero-g offset, for example as sunlight reaches the sensor",
                    "Shade the sensor and let it warm up before recording the baseline, or restart to take a new baseline.",
                  ],
                },
                {
                  cells: [
                    "Buzzer silent during an alarm",
                    "An active buzzer fitted instead of a passive one, or the piezo reversed or on the wrong pin",
                    "Use a passive piezo on D8; an active buzzer needs a steady HIGH and usually a transistor.",
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
              "Log the raw 100 Hz samples to an SD card for a few seconds after a tap and find the natural frequency of a model frame with an FFT; add mass to the top floor and watch the frequency fall.",
              "Add a DS3231 real-time clock and write timestamped one-minute summaries (mean tilt, maximum RMS) to a CSV file, turning the monitor into a small data logger.",
              "Compare the MPU-6050 with a low-noise accelerometer such as the ADXL355 on the same shake test, and measure how much lower its noise floor is.",
            ],
          },
        ],
      },
    ],
  },
};
