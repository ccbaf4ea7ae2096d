import type { TopicContent } from "../topic-types";

const topic: TopicContent = {
  slug: "robotics",
  kind: "topic",
  title: "Robotics",
  headTitle: "Robotics: Sensors, Motors, PID Control and Robot Projects",
  description:
    "Learn robotics from the electronics up: sensors, DC, servo and stepper motors, motor drivers, PID control, kinematics, Li-ion battery safety and project ideas.",
  keywords: [
    "robotics",
    "robot sensors",
    "DC motor driver",
    "servo motor",
    "stepper motor A4988",
    "PID control",
    "robot kinematics",
    "Li-ion battery safety",
  ],
  intro: [
    "A robot is a machine that senses its surroundings, decides what to do and acts on the physical world, in a loop that repeats many times per second. That loop ties together several disciplines: electronics to power and drive motors, embedded software to read sensors and run control algorithms, and mechanics to turn motor torque into useful motion.",
    "Small mobile robots and robot arms are excellent learning platforms because every mistake is visible: a robot that drifts, oscillates or resets whenever a motor starts is telling you something specific about your power wiring, your control loop or your sensors.",
  ],
  basics: [
    "Sensors tell the robot about itself and its surroundings. Proprioceptive sensors measure the robot's own state: wheel encoders count rotation, and an IMU such as the MPU-6050 combines a 3-axis accelerometer and 3-axis gyroscope over I2C. Exteroceptive sensors measure the world: an HC-SR04 ultrasonic sensor times an echo (distance in cm is roughly the echo time in microseconds divided by 58), infrared reflectance sensors follow lines, and time-of-flight laser sensors such as the VL53L0X measure distance with a narrow beam.",
    "Actuators create motion, and a microcontroller pin can never drive them directly: it supplies only milliamps while a small motor needs hundreds and can draw several times its running current when stalled. A motor driver sits between them, switching the motor's own supply under control of logic signals. Motors also inject electrical noise, so give them a separate supply or at least separate wiring back to the battery, join all grounds, and put decoupling capacitors near the driver.",
    "Control is how the robot turns sensor readings into actuator commands. Open-loop control sends a command and hopes, such as running both wheels at the same PWM and expecting a straight line, which fails because no two motors are identical. Closed-loop control measures the result, compares it with the target and corrects the error continuously, which is what PID controllers do.",
    "Kinematics describes how joint or wheel motion maps to the robot's motion. For a differential-drive robot with wheel speeds vL and vR and wheel separation W, forward speed is (vR + vL) / 2 and turning rate is (vR - vL) / W. For a two-link planar arm with lengths L1 and L2, the tip sits at x = L1 cos(a1) + L2 cos(a1 + a2), y = L1 sin(a1) + L2 sin(a1 + a2); inverse kinematics solves the reverse problem of finding joint angles for a desired position.",
  ],
  features: [
    {
      title: "DC motors and H-bridges",
      text: "PWM duty cycle sets speed and an H-bridge reverses direction by swapping the motor's polarity. The L298N is a robust bipolar dual bridge (up to 46 V and 2 A per channel) but drops a couple of volts and runs hot; the TB6612FNG uses MOSFETs, wastes far less power and suits small robots at around 1.2 A continuous per channel.",
    },
    {
      title: "Servo motors",
      text: "Hobby servos contain a motor, gearbox, potentiometer and controller. They expect a pulse about every 20 ms (50 Hz), with roughly 1 ms to 2 ms setting the end positions and 1.5 ms the centre. Power them from a separate 5 to 6 V supply rather than a microcontroller board's regulator.",
    },
    {
      title: "Stepper motors and the A4988",
      text: "A typical stepper moves 1.8° per full step, 200 steps per revolution, giving accurate open-loop positioning. The A4988 driver takes STEP and DIR signals, microsteps down to 1/16 and limits coil current; set the limit with its potentiometer before running, and never unplug the motor while the driver is powered.",
    },
    {
      title: "PID control",
      text: "The output is Kp × error + Ki × integral of error + Kd × rate of change of error. P reacts to the present error, I removes steady offset and D damps overshoot. Run the loop at a fixed sample rate, and stop the integral growing while the motor is already at full power, or it overshoots badly once it catches up.",
    },
    {
      title: "Encoders and odometry",
      text: "Quadrature encoders give two signals 90° out of phase, so the order of edges gives direction. Integrating wheel motion estimates position, but wheel slip makes errors grow, so odometry is usually fused with an IMU or external references.",
    },
    {
      title: "Li-ion and LiPo power",
      text: "A Li-ion cell is about 3.6 to 3.7 V nominal and 4.2 V full; a 2S pack reaches 8.4 V. Never over-discharge, short, puncture or overcharge a cell. Use protected cells or a battery management board, a proper charger, a fuse near the battery, and never charge unattended; retire swollen packs.",
    },
    {
      title: "Software frameworks",
      text: "Simple robots run entirely on a microcontroller. Larger ones use ROS 2 on a Linux computer for mapping, navigation and vision, with a microcontroller handling motors and sensors in real time.",
    },
  ],
  projectIdeas: {
    beginner: [
      {
        title: "Line-following robot",
        text: "An Arduino Uno reads two TCRT5000 infrared reflectance modules and steers a two-wheel chassis along a black line through an L298N motor driver, first with simple if-else logic; a third sensor and proportional control come next.",
        slug: "line-following-robot",
      },
      {
        title: "Obstacle-avoiding car",
        text: "An HC-SR04 on a servo scans ahead and the robot turns toward the clearest direction; on 3.3 V boards divide down the sensor's 5 V echo signal.",
      },
      {
        title: "Servo pan-tilt head",
        text: "Two servos controlled by a joystick teach pulse-width control and separate servo power.",
      },
    ],
    intermediate: [
      {
        title: "Wheel speed PID",
        text: "Fit encoders to both motors and run a PID loop per wheel so the robot drives straight regardless of motor differences.",
      },
      {
        title: "Two-wheel self-balancing robot",
        text: "Fuse accelerometer and gyroscope readings with a complementary filter and use PID to keep an inverted pendulum upright.",
      },
      {
        title: "Desktop robot arm",
        text: "A three or four servo arm with inverse kinematics for a planar two-link section, so you command positions instead of angles.",
      },
    ],
    advanced: [
      {
        title: "Mapping robot with lidar",
        text: "A rotating lidar and ROS 2 build a map with SLAM, while a microcontroller handles motors and odometry.",
      },
      {
        title: "Stepper-driven plotter or laser cutter frame",
        text: "Two or three axes with A4988 or similar drivers run G-code through open firmware, teaching acceleration limits and homing switches.",
      },
      {
        title: "Vision-guided sorter",
        text: "A camera and a single-board computer classify objects and command an arm to sort them, combining image processing with motion control.",
      },
    ],
  },
  topProjects: [
    {
      title: "Self-balancing robot",
      text: "The clearest demonstration of feedback control: with poor tuning it falls immediately, with good tuning it recovers from a push.",
    },
    {
      title: "Micromouse maze solver",
      text: "Precise motion control, wall sensors and maze algorithms in a small, competitive package.",
    },
    {
      title: "Robot arm with inverse kinematics",
      text: "Turns trigonometry into motion and exposes the limits of servo accuracy and mechanical play.",
    },
    {
      title: "Autonomous rover",
      text: "Combining odometry, IMU and distance sensors to reach waypoints shows how sensor fusion beats any single sensor.",
    },
  ],
  tutorials: [
    {
      title: "Driving two DC motors with a TB6612FNG",
      text: "Connect VM to the motor battery and VCC to the microcontroller's logic supply, and join all grounds. Wire AIN1, AIN2 and PWMA for one motor and BIN1, BIN2 and PWMB for the other, and pull STBY high to enable the driver. Set AIN1 high and AIN2 low for forward, swap them for reverse (both low lets the motor coast, both high brakes it), and write a PWM value to PWMA for speed; BIN1, BIN2 and PWMB do the same for motor B. Add a bulk electrolytic capacitor across VM near the driver.",
    },
    {
      title: "Tuning a PID controller by hand",
      text: "Set Ki and Kd to zero. Raise Kp until the system responds quickly but starts to oscillate, then back it off a little. Add Kd gradually to damp the overshoot. Finally add a small Ki to remove any remaining steady error, and clamp the integral term. Change one gain at a time and log the response so you can compare runs.",
    },
    {
      title: "Setting the A4988 current limit",
      text: "Power the driver with the motor disconnected. Measure the reference voltage between the potentiometer's wiper and ground, and turn it to the value your module's documentation gives for your motor's rated current, since the formula depends on the sense resistors fitted. Power down, connect the motor, and check that the driver and motor stay warm rather than hot during use.",
    },
  ],
  tutorialSlugs: [
    "line-following-robot",
    "a4988-nema17-stepper-arduino",
    "raspberry-pi-pico-pwm-servo",
    "ultrasonic-distance-meter-hc-sr04",
  ],
};

export default topic;
