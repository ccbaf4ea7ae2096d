// Demo content for `npm start`: every document the local site reads, by Firestore path.
// Posts live under admin-posts/{authorId}/posts and list documents under the list admin.

/** @typedef {{ path: string, data: Record<string, unknown> }} DemoDocument */

/** @param {{ authorIds: string[], listAdminId: string }} config @returns {DemoDocument[]} */
export function demoDocuments({ authorIds }) {
  const [primary = "author-main"] = authorIds;
  return [
    {
      path: `admin-posts/${primary}/posts/arduino-blink`,
      data: {
        slug: "arduino-blink-led-tutorial",
        title: "Blink an LED with the Arduino Uno",
        meta: {
          title: "Arduino Blink Tutorial: Your First Sketch",
          description: "Wire an LED and a 220 ohm resistor to an Arduino Uno and write the classic Blink sketch.",
          keywords: "arduino, blink, led, beginner",
        },
        pageData: [
          {
            section: "intro",
            content: [
              { h2: "What you will build" },
              { p: "An LED on pin 13 that switches on for one second and off for one second, forever." },
            ],
          },
        ],
      },
    },
  ];
}
