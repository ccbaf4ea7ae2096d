import { createRoot } from "react-dom/client";
import { STUDIO_ROOT_ID, type StudioConfig } from "./config";
import { Studio } from "./Studio";

const root = document.getElementById(STUDIO_ROOT_ID);
if (root) {
  const config = JSON.parse(root.dataset.config ?? "{}") as StudioConfig;
  createRoot(root).render(<Studio config={config} />);
}
