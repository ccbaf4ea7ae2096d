import { contactLink, homeLink, navGroups } from "../data/navigation";
import type { SiteInfo } from "../data/site";
import { Island } from "../hydration/Island";

/**
 * The menu for readers without JavaScript: compact, a <details> that opens on a tap, with
 * each group a <details> of its own. noscript.css hides the scripted menu and shows this.
 */
function MenuWithoutScript() {
  return (
    <noscript>
      <details className="nav-fallback">
        <summary>Menu</summary>
        <nav aria-label="Main">
          <ul>
            <li>
              <a href={homeLink.href}>{homeLink.label}</a>
            </li>
            {navGroups.map((group) => (
              <li key={group.id}>
                <details>
                  <summary>{group.label}</summary>
                  <ul>
                    {group.items.map((item) => (
                      <li key={item.href}>
                        <a href={item.href}>{item.label}</a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            <li>
              <a href={contactLink.href}>{contactLink.label}</a>
            </li>
          </ul>
        </nav>
      </details>
    </noscript>
  );
}

export function Header({ site, path }: { site: SiteInfo; path: string }) {
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a className="logo" href="/">
          <img src="/images/logo.svg" alt={`${site.name} home`} width={180} height={40} />
        </a>
        <Island name="NavMenu" props={{ currentPath: path }} />
        <MenuWithoutScript />
      </div>
    </header>
  );
}
