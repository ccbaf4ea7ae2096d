import { Hono } from "hono";
import { pageTrail, toolTrail } from "../../client/data/breadcrumbs";
import { CalculatorPage } from "../../client/pages/CalculatorPage";
import { TOOLS_INDEX, ToolsIndexPage } from "../../client/pages/ToolsIndexPage";
import { calculatorByAddress } from "../../client/tools/calculators";
import { readValues } from "../../client/tools/types";
import type { AppEnv } from "../app-env";
import { notFound } from "./errors";

/**
 * /tools and /tools/{address}: each calculator answers from its query string alone, so an
 * answer is a link. Wrong input is the reader's to correct, shown beside the field with a
 * 200; it is never a server error.
 */
export const tools = new Hono<AppEnv>()
  .get("/tools", (c) =>
    c.render(<ToolsIndexPage />, {
      head: { ...TOOLS_INDEX, keywords: ["electronics calculators", "resistor calculator"], canonical: "/tools" },
      breadcrumbs: pageTrail("Calculators", "/tools"),
      version: "static",
    }),
  )
  .get("/tools/:address", (c) => {
    const calculator = calculatorByAddress(c.req.param("address"));
    if (!calculator) return notFound(c);
    const values = readValues(calculator, (name) => c.req.query(name));
    return c.render(<CalculatorPage calculator={calculator} values={values} />, {
      // Every query shows the same calculator: one canonical address for all of them.
      head: {
        title: calculator.title,
        description: calculator.description,
        keywords: calculator.keywords,
        canonical: `/tools/${calculator.address}`,
      },
      breadcrumbs: toolTrail(calculator.title, calculator.address),
      // No `version`: the finished-page memory is keyed by path alone, and the answer depends on the query.
    });
  });
