import { homeBoards } from "../content/boards";
import { Island } from "../hydration/Island";

export function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>Electronics projects and embedded systems for engineering students</h1>
          <p className="lead">
            Learn circuits, sensors and microcontrollers by building things: board guides, topic pages and step-by-step projects
            for students, hobbyists and working engineers.
          </p>
          <p className="hero-actions">
            <a className="button" href="/learn/electronics">
              Start with electronics basics
            </a>
            <a className="button button--ghost" href="/learn/arduino-uno">
              Meet the Arduino Uno
            </a>
          </p>
        </div>
      </section>
      <section className="container" aria-labelledby="boards-heading">
        <h2 id="boards-heading" className="section-title">
          Development boards to learn on
        </h2>
        <Island name="BoardShowcase" props={{ boards: homeBoards }} />
      </section>
    </>
  );
}
