import type { Crumb } from "../data/breadcrumbs";

/** Where the page sits: Home > Learn > ESP32 > ESP32 Projects. The last step is the page itself. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.href}>
              <span aria-current="page">{crumb.label}</span>
            </li>
          ) : (
            <li key={crumb.href}>
              <a href={crumb.href}>{crumb.label}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
